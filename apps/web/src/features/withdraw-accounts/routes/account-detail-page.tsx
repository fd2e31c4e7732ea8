import '../../../lib/i18n/member-messages.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InfoRow } from '../../../components/info-row.tsx';
import { TrashIcon } from '../../../components/member-icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useBankList, useWithdrawAccounts } from '../../../hooks/withdraw-queries.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { AccountCard, accountColor } from '../components/account-card.tsx';
import { RemoveAccountDialog } from '../components/remove-account-dialog.tsx';

/** /cards/bankDetail?id=: one withdrawal account, with the way to remove it. */
export function AccountDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const accounts = useWithdrawAccounts();
  const banks = useBankList().data ?? [];
  const [removing, setRemoving] = useState(false);
  const account = accounts.data?.accounts.find((a) => a.id === params.get('id'));

  let body: ReactNode;
  if (accounts.isPending) body = <PageLoading />;
  else if (!account) {
    body = (
      <StateBlock
        tone="empty"
        message={t('account.cards.notFound')}
        action={
          <Link to="/cards" className="hl-btn hl-btn--primary">
            {t('account.cards.manage')}
          </Link>
        }
      />
    );
  } else {
    const color = accountColor(account.kind, banks.find((b) => b.code === account.bankCode)?.color);
    const numberLabel =
      account.kind === 'bank'
        ? t('account.label.cardNo')
        : account.kind === 'coin'
          ? t('account.label.address')
          : t('account.label.alipay');
    body = (
      <div className="mp-stack mp-narrow">
        <AccountCard
          kind={account.kind}
          title={account.title}
          holder={account.holderName}
          number={account.accountMasked}
          note={account.label || account.network}
          color={color}
        />
        <div className="mp-list">
          <InfoRow label={t('account.cards.type')} value={t(`account.cards.kind.${account.kind}`)} />
          <InfoRow
            label={account.kind === 'coin' ? t('account.label.network') : t('account.cards.institution')}
            value={account.kind === 'coin' ? account.network : account.title}
          />
          {account.holderName ? (
            <InfoRow label={t('account.label.holder')} value={account.holderName} />
          ) : null}
          <InfoRow label={numberLabel} value={account.accountMasked} />
          {account.label ? (
            <InfoRow
              label={account.kind === 'bank' ? t('account.label.branch') : t('account.label.label')}
              value={account.label}
            />
          ) : null}
          <InfoRow label={t('account.cards.addedAt')} value={formatDateTime(account.createdAt)} />
        </div>
        <button
          type="button"
          className="hl-btn hl-btn--ghost hl-btn--block mp-danger-btn"
          onClick={() => setRemoving(true)}
        >
          <TrashIcon /> {t('account.cards.remove')}
        </button>
        <RemoveAccountDialog
          accountId={account.id}
          description={`${account.title} ${account.accountMasked}`}
          open={removing}
          onClose={() => setRemoving(false)}
        />
      </div>
    );
  }
  return (
    <PageFrame title={t('account.cards.detailTitle')} backTo="/cards">
      {body}
    </PageFrame>
  );
}
