import { ODDS_FORMATS, ODDS_POLICIES } from '@houseline/shared/sportsbook/markets';
import { formatOdds } from '@houseline/shared/sportsbook/odds-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsIcon } from '../../../components/icons.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useSportsPrefs } from '../api/prefs.ts';

/** The sportsbook settings: odds format and odds-change policy (remembered per member or device). */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { prefs, update } = useSportsPrefs();
  return (
    <>
      <button
        type="button"
        className="sb-icon-btn"
        aria-label={t('sports.settings.title')}
        onClick={() => setOpen(true)}
        data-testid="sports-settings"
      >
        <SettingsIcon />
      </button>
      <Modal
        open={open}
        title={t('sports.settings.title')}
        onClose={() => setOpen(false)}
        footer={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => setOpen(false)}>
            {t('common.iKnow')}
          </button>
        }
      >
        <fieldset className="sb-radios">
          <legend>{t('sports.settings.oddsFormat')}</legend>
          {ODDS_FORMATS.map((f) => (
            <label key={f}>
              <input
                type="radio"
                name="odds-format"
                value={f}
                checked={prefs.oddsFormat === f}
                onChange={() => update({ oddsFormat: f })}
              />
              <span>{t(`sports.format.${f}`)}</span>
              <small className="sb-radios__hint">{formatOdds(1850, f)}</small>
            </label>
          ))}
        </fieldset>
        <fieldset className="sb-radios">
          <legend>{t('sports.settings.oddsPolicy')}</legend>
          {ODDS_POLICIES.map((p) => (
            <label key={p}>
              <input
                type="radio"
                name="odds-policy"
                value={p}
                checked={prefs.oddsPolicy === p}
                onChange={() => update({ oddsPolicy: p })}
              />
              <span>{t(`sports.policy.${p}`)}</span>
            </label>
          ))}
        </fieldset>
      </Modal>
    </>
  );
}
