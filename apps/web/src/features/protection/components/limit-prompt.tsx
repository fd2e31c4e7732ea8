import '../../../lib/i18n/protection-messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProtectionState } from '../api/protection-queries.ts';
import './protection.css';

/**
 * A prompt to set a limit for a member who has none (before the first deposit, on the deposit page
 * and the home page); with `always`, the plain entry 设置每日限额 to the limits page.
 */
export function LimitPrompt({ always = false }: { always?: boolean }) {
  const { t } = useTranslation();
  const state = useProtectionState().data;
  const [hidden, setHidden] = useState(false);
  if (hidden || !state || (state.hasAnyLimit && !always)) return null;
  return (
    <div className="pr-prompt" data-testid="limit-prompt">
      {state.hasAnyLimit ? null : <span>{t('protection.setLimitPrompt')}</span>}
      <Link className="hl-btn hl-btn--primary" to="/protection">
        {t('protection.setLimitNow')}
      </Link>
      {state.hasAnyLimit ? null : (
        <button type="button" className="hl-btn" onClick={() => setHidden(true)}>
          {t('protection.later')}
        </button>
      )}
    </div>
  );
}
