import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useWithdrawPassword } from '../../hooks/withdraw-queries.ts';
import { AlertIcon } from '../member-icons.tsx';
import { PageLoading } from '../page/page-frame.tsx';
import { StateBlock } from '../state-block.tsx';

/** Tells the member to set a withdrawal password first (SPEC.md §5), with the way there and back. */
export function SetWithdrawPasswordFirst({ lead }: { lead?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <div className="mp-notice" role="alert">
      <AlertIcon />
      <div className="mp-notice__body">
        <strong>{t('account.wpassword.setFirst')}</strong>
        <span>{lead ?? t('account.wpassword.setFirstText')}</span>
        <Link to={`/setting/wpassword?redirect=${back}`} className="hl-btn hl-btn--primary">
          {t('account.wpassword.setNow')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Shows `children` only to a member who has a withdrawal password (or whose site has the feature
 * off); otherwise the "set one first" notice. Waits for the config, offers a retry if it failed.
 */
export function WithdrawPasswordGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state, query } = useWithdrawPassword();
  if (!state) {
    if (query.isError) {
      return (
        <StateBlock
          tone="error"
          message={t('account.common.loadFailed')}
          action={
            <button type="button" className="hl-btn hl-btn--primary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      );
    }
    return <PageLoading />;
  }
  return state.isToSet ? <SetWithdrawPasswordFirst /> : children;
}
