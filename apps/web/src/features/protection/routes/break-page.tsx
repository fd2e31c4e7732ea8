import '../../../lib/i18n/member-messages.ts';
import '../../../lib/i18n/protection-messages.ts';
import { SELF_EXCLUSION_MONTHS, TIMEOUT_HOURS } from '@houseline/shared/protection/options';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { api } from '../../../lib/api/api.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useProtectionState, useStoreState } from '../api/protection-queries.ts';
import { beijing } from '../lib/format.ts';
import '../components/protection.css';

/**
 * /protection/break: a time-out (24 h to 6 weeks) or a self-exclusion (6 months to 5 years, one
 * brand or all), each behind a warning and an "I understand" box. Both end the session at once.
 */
export function BreakPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useMemberStore((s) => s.clear);
  const state = useProtectionState().data;
  const store = useStoreState();
  const submit = useSubmit();
  const [hours, setHours] = useState<number>(TIMEOUT_HOURS[0]);
  const [months, setMonths] = useState<number>(SELF_EXCLUSION_MONTHS[0]);
  const [allBrands, setAllBrands] = useState(false);
  const [sureTimeout, setSureTimeout] = useState(false);
  const [sureExclusion, setSureExclusion] = useState(false);

  const ended = async () => {
    // The server ended every session: forget this one and go home.
    clear();
    await navigate('/', { replace: true });
  };
  const takeTimeout = () =>
    submit(async () => {
      await api.call('protectionTimeout', { hours, confirm: 'true' });
      await ended();
    });
  const exclude = () =>
    submit(async () => {
      await api.call('protectionSelfExclude', {
        months,
        allBrands: allBrands ? 'true' : 'false',
        confirm: 'true',
      });
      await ended();
    });
  const reopen = () =>
    submit(async () => {
      store(await api.call('protectionReopen', {}));
    });

  const active = state?.exclusion;
  return (
    <PageFrame title={t('protection.break')} backTo="/protection">
      <div className="mp-stack pr-page">
        {active ? (
          <div className="mp-card pr-card">
            <p className="pr-alert" role="alert">
              {t('protection.active', {
                kind: t(
                  active.kind === 'timeout' ? 'protection.activeTimeout' : 'protection.activeExclusion',
                ),
                until: beijing(active.reopensAt ?? active.endsAt),
              })}
            </p>
            {active.kind === 'self_exclusion' && active.reopenRequestedAt && active.reopensAt ? (
              <p>{t('protection.reopenAsked', { at: beijing(active.reopensAt) })}</p>
            ) : active.kind === 'self_exclusion' && Date.parse(active.endsAt) <= Date.now() ? (
              <button type="button" className="hl-btn hl-btn--primary" onClick={() => void reopen()}>
                {t('protection.reopen')}
              </button>
            ) : null}
          </div>
        ) : (
          <>
            <section className="mp-card pr-card" aria-labelledby="pr-timeout">
              <h2 id="pr-timeout">{t('protection.timeout')}</h2>
              <p className="pr-warning">{t('protection.timeoutNote')}</p>
              <select
                className="mf-input"
                aria-label={t('protection.timeout')}
                value={hours}
                onChange={(e) => setHours(Number(e.target.value))}
              >
                {TIMEOUT_HOURS.map((h) => (
                  <option key={h} value={h}>
                    {t(`protection.hours.${h}`)}
                  </option>
                ))}
              </select>
              <label className="pr-check">
                <input
                  type="checkbox"
                  checked={sureTimeout}
                  onChange={(e) => setSureTimeout(e.target.checked)}
                />
                <span>{t('protection.understand')}</span>
              </label>
              <button
                type="button"
                className="hl-btn hl-btn--primary hl-btn--block"
                disabled={!sureTimeout}
                onClick={() => void takeTimeout()}
              >
                {t('protection.startTimeout')}
              </button>
            </section>
            <section className="mp-card pr-card" aria-labelledby="pr-exclusion">
              <h2 id="pr-exclusion">{t('protection.selfExclusion')}</h2>
              <p className="pr-warning">{t('protection.selfExclusionNote')}</p>
              <select
                className="mf-input"
                aria-label={t('protection.selfExclusion')}
                value={months}
                onChange={(e) => setMonths(Number(e.target.value))}
              >
                {SELF_EXCLUSION_MONTHS.map((m) => (
                  <option key={m} value={m}>
                    {t(`protection.months.${m}`)}
                  </option>
                ))}
              </select>
              <label className="pr-check">
                <input type="checkbox" checked={allBrands} onChange={(e) => setAllBrands(e.target.checked)} />
                <span>{t('protection.allBrands')}</span>
              </label>
              <label className="pr-check">
                <input
                  type="checkbox"
                  checked={sureExclusion}
                  onChange={(e) => setSureExclusion(e.target.checked)}
                />
                <span>{t('protection.understand')}</span>
              </label>
              <button
                type="button"
                className="hl-btn hl-btn--danger hl-btn--block"
                disabled={!sureExclusion}
                onClick={() => void exclude()}
              >
                {t('protection.startExclusion')}
              </button>
            </section>
          </>
        )}
      </div>
    </PageFrame>
  );
}
