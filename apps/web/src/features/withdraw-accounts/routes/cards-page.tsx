import '../../../lib/i18n/member-messages.ts';
import type { WithdrawAccount } from '@houseline/shared/api/contract/account';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SetWithdrawPasswordFirst } from '../../../components/form/withdraw-password-gate.tsx';
import { PlusIcon } from '../../../components/member-icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useBankList, useWithdrawAccounts, useWithdrawPassword } from '../../../hooks/withdraw-queries.ts';
import { AccountCard, type AccountKind, accountColor } from '../components/account-card.tsx';
import './cards-page.css';

const SECTIONS: readonly { kind: AccountKind; addPath: string; anchor: string }[] = [
  { kind: 'bank', addPath: '/cards/addBankCard', anchor: 'bank' },
  { kind: 'coin', addPath: '/cards/addVirtualCoin', anchor: 'virtual' },
  { kind: 'alipay', addPath: '/cards/addAlipay', anchor: 'alipay' },
];

/**
 * /cards: the member's withdrawal accounts by kind, numbers masked, with how many of each kind
 * are allowed. `?type=virtual` (the virtual-currency wallet menu item) scrolls to the addresses.
 */
export function CardsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const accounts = useWithdrawAccounts();
  const banks = useBankList().data ?? [];
  const wpassword = useWithdrawPassword().state;
  const type = params.get('type');

  useEffect(() => {
    if (accounts.data && type) document.getElementById(`cards-${type}`)?.scrollIntoView({ block: 'start' });
  }, [accounts.data, type]);

  const colorOf = (account: WithdrawAccount) =>
    accountColor(account.kind, banks.find((b) => b.code === account.bankCode)?.color);

  return (
    <PageFrame title={t('account.cards.title')} subtitle={t('account.cards.subtitle')} backTo="/app/center">
      {wpassword?.isToSet ? <SetWithdrawPasswordFirst lead={t('account.cards.setPasswordFirst')} /> : null}
      {accounts.isPending ? (
        <PageLoading />
      ) : accounts.isError ? (
        <StateBlock
          tone="error"
          message={t('account.common.loadFailed')}
          action={
            <button type="button" className="hl-btn hl-btn--primary" onClick={() => void accounts.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : (
        SECTIONS.map(({ kind, addPath, anchor }) => {
          const list = accounts.data.accounts.filter((a) => a.kind === kind);
          const limit = accounts.data.limits[kind];
          const full = list.length >= limit;
          return (
            <section
              key={kind}
              id={`cards-${anchor}`}
              className="mp-cards__section"
              aria-label={t(`account.cards.kind.${kind}`)}
            >
              <header className="mp-cards__head">
                <h2>{t(`account.cards.kind.${kind}`)}</h2>
                <span className="mp-cards__count">
                  {t('account.cards.count', { count: list.length, limit })}
                </span>
              </header>
              <div className="mp-cards__grid">
                {list.map((account) => (
                  <AccountCard
                    key={account.id}
                    kind={account.kind}
                    title={account.title}
                    holder={account.holderName}
                    number={account.accountMasked}
                    note={account.label || account.network}
                    color={colorOf(account)}
                    to={`/cards/bankDetail?id=${account.id}`}
                  />
                ))}
                {full ? null : (
                  <Link to={addPath} className="mp-cards__add">
                    <PlusIcon />
                    <span>{t(`account.cards.add.${kind}`)}</span>
                  </Link>
                )}
              </div>
              {full ? <p className="mf-hint">{t('account.cards.full', { limit })}</p> : null}
            </section>
          );
        })
      )}
      <p className="mp-cards__tip">{t('account.cards.tip')}</p>
    </PageFrame>
  );
}
