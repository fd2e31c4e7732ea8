import '../../../lib/i18n/wallet-messages.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { WithdrawPasswordGate } from '../../../components/form/withdraw-password-gate.tsx';
import { ListIcon } from '../../../components/icons.tsx';
import { AlertIcon } from '../../../components/member-icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useWithdrawAccounts } from '../../../hooks/withdraw-queries.ts';
import { useWithdrawInfo } from '../api/wallet-queries.ts';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawSummary } from '../components/withdraw-summary.tsx';
import '../../../components/money/cashier.css';
import { useBalance } from '../../../hooks/member-queries.ts';

/**
 * /finance/withdraw: needs a withdrawal password (SPEC.md §5: a member without one is told to set
 * one first) and a bound withdrawal account; shows what can be withdrawn and the rules, then the
 * request form.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('wallet.withdraw.title')}
      subtitle={t('wallet.withdraw.subtitle')}
      action={
        <Link to="/user/redemptionRecord" className="cs-head-link" aria-label={t('wallet.withdraw.records')}>
          <ListIcon />
          <span className="cs-head-link__text">{t('wallet.withdraw.records')}</span>
        </Link>
      }
    >
      <WithdrawPasswordGate>
        <WithdrawBody />
      </WithdrawPasswordGate>
    </PageFrame>
  );
}

function WithdrawBody() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useWithdrawInfo();
  const accounts = useWithdrawAccounts();
  const frozen = useBalance()?.frozen ?? null;
  if (info.isPending || accounts.isPending) return <PageLoading />;
  if (info.isError || accounts.isError) {
    return (
      <StateBlock
        tone="error"
        message={t('wallet.common.loadFailed')}
        action={
          <button
            type="button"
            className="hl-btn hl-btn--primary"
            onClick={() => void Promise.all([info.refetch(), accounts.refetch()])}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const list = accounts.data.accounts;
  let form: ReactNode;
  if (list.length === 0) {
    form = (
      <div className="mp-notice" role="alert">
        <AlertIcon />
        <div className="mp-notice__body">
          <strong>{t('wallet.withdraw.noAccountTitle')}</strong>
          <span>{t('wallet.withdraw.noAccountText')}</span>
          <Link to="/cards" className="hl-btn hl-btn--primary">
            {t('wallet.withdraw.bindAccount')}
          </Link>
        </div>
      </div>
    );
  } else {
    form = <WithdrawForm info={info.data} accounts={list} preferKind={params.get('kind')} />;
  }
  return (
    <div className="cs-columns">
      <div className="mp-card cs-panel">
        <WithdrawSummary info={info.data} frozen={frozen} />
      </div>
      <div className="mp-card cs-panel">
        {form}
        {list.length > 0 ? (
          <Link to="/cards" className="mf-link cs-center-link">
            {t('wallet.withdraw.manageAccounts')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
