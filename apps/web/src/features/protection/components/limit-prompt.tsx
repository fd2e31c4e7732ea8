import '../../../lib/i18n/protection-messages.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api/api.ts';
import { useProtectionState, useStoreState } from '../api/protection-queries.ts';
import './protection.css';

/**
 * The limits review (issue 25): every 6 months for a member with limits ("are they still right?"),
 * once a year for one without ("set one"). Answering it — either way — is remembered on the server,
 * so it comes back only when the next review is due.
 */
function ReviewPrompt({ due }: { due: 'review' | 'set' }) {
  const { t } = useTranslation();
  const store = useStoreState();
  const answer = useMutation({ mutationFn: () => api.call('protectionReview', {}), onSuccess: store });
  return (
    <div className="pr-prompt" role="alert" data-testid="limit-review-prompt">
      <span>{t(due === 'review' ? 'protection.reviewPrompt' : 'protection.yearlyPrompt')}</span>
      <Link className="hl-btn hl-btn--primary" to="/protection" onClick={() => answer.mutate()}>
        {t(due === 'review' ? 'protection.reviewLimits' : 'protection.setLimitNow')}
      </Link>
      <button type="button" className="hl-btn" disabled={answer.isPending} onClick={() => answer.mutate()}>
        {t(due === 'review' ? 'protection.limitsStillRight' : 'protection.later')}
      </button>
    </div>
  );
}

/**
 * A prompt to set a limit for a member who has none (before the first deposit, on the deposit page
 * and the home page); with `always`, the plain entry 设置每日限额 to the limits page. A review due
 * (6-monthly, or yearly without a limit) takes its place until it is answered.
 */
export function LimitPrompt({ always = false }: { always?: boolean }) {
  const { t } = useTranslation();
  const state = useProtectionState().data;
  const [hidden, setHidden] = useState(false);
  if (state?.reviewPrompt) return <ReviewPrompt due={state.reviewPrompt} />;
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
