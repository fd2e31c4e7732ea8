import '../../../lib/i18n/wallet-messages.ts';
import type { Assets, Wallet } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CashOutIcon, ExchangeIcon, ListIcon, TransferIcon, WalletIcon } from '../../../components/icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { isPositiveWire } from '../../../lib/amount-input.ts';
import { useAssets } from '../api/wallet-queries.ts';
import { ExchangeSheet } from '../components/exchange-sheet.tsx';
import '../../../components/money/cashier.css';

type AssetWallet = Assets['wallets'][number];

const SHORTCUTS = [
  { key: 'deposit', path: '/finance/deposit', icon: <WalletIcon /> },
  { key: 'withdraw', path: '/finance/withdraw', icon: <CashOutIcon /> },
  { key: 'transfer', path: '/finance/transfer', icon: <TransferIcon /> },
  { key: 'records', path: '/user/transactionRecord', icon: <ListIcon /> },
] as const;

/**
 * /finance/myAssets: every wallet with its balance and currency, the total converted to the center
 * currency, and the exchange between the center and the virtual-currency wallet (a sheet opened
 * from the latter's card, or by `?exchange=1` from the menu). `?wallet=` highlights one wallet.
 */
export function MyAssetsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const assets = useAssets();
  const highlight = params.get('wallet');
  const setExchange = (open: boolean) =>
    setParams(
      (p) => {
        if (open) p.set('exchange', '1');
        else p.delete('exchange');
        return p;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (assets.isPending) body = <PageLoading />;
  else if (assets.isError) {
    body = (
      <StateBlock
        tone="error"
        message={t('wallet.common.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void assets.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  } else {
    const data = assets.data;
    const center = data.wallets.find((w) => w.type === 1);
    const virtual = data.wallets.find((w) => w.type === 3);
    body = (
      <>
        <div className="mp-card cs-total">
          <span className="cs-total__label">{t('wallet.assets.total', { currency: data.currency })}</span>
          <span data-testid="assets-total">
            <Money value={data.total} currency={data.currency} strong />
          </span>
          <span className="cs-total__meta">
            {isPositiveWire(data.frozen) ? (
              <span>{t('wallet.assets.frozen', { amount: formatAmount(data.frozen) })}</span>
            ) : null}
            {data.rate ? (
              <span>{t('wallet.assets.rate', { rate: data.rate, currency: data.currency })}</span>
            ) : null}
          </span>
          <nav className="cs-shortcuts">
            {SHORTCUTS.map((s) => (
              <Link key={s.key} to={s.path}>
                {s.icon}
                <span>{t(`wallet.assets.${s.key}`)}</span>
              </Link>
            ))}
          </nav>
        </div>
        <section className="cs-section" aria-labelledby="asset-wallets">
          <h2 id="asset-wallets" className="cs-section__title">
            {t('wallet.assets.wallets')}
          </h2>
          {center && !virtual ? <p className="cs-muted">{t('wallet.assets.noVirtual')}</p> : null}
          <ul className="cs-wallets" data-testid="asset-wallets">
            {data.wallets.map((wallet) => (
              <WalletCard
                key={wallet.code}
                wallet={wallet}
                centerCurrency={data.currency}
                highlighted={highlight === wallet.code}
                onExchange={wallet === virtual && center ? () => setExchange(true) : undefined}
              />
            ))}
          </ul>
        </section>
        {center && virtual ? (
          <ExchangeSheet
            open={params.get('exchange') === '1'}
            center={center}
            virtual={virtual}
            onClose={() => setExchange(false)}
          />
        ) : null}
      </>
    );
  }
  return (
    <PageFrame title={t('wallet.assets.title')} subtitle={t('wallet.assets.subtitle')}>
      {body}
    </PageFrame>
  );
}

function WalletCard({
  wallet,
  centerCurrency,
  highlighted,
  onExchange,
}: {
  wallet: AssetWallet | Wallet;
  centerCurrency: string;
  highlighted: boolean;
  onExchange: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const kind = wallet.type === 1 ? 'center' : wallet.type === 3 ? 'virtual' : 'venue';
  const converted = 'converted' in wallet && wallet.currency !== centerCurrency ? wallet.converted : null;
  return (
    <li
      className={`cs-wallet is-${kind}${highlighted ? ' is-highlighted' : ''}`}
      data-wallet={wallet.code}
      aria-current={highlighted ? 'true' : undefined}
    >
      <span className="cs-wallet__name">
        {wallet.name}
        <small>{wallet.currency}</small>
      </span>
      <span className="cs-wallet__balance">
        <Money value={wallet.balance} currency={wallet.currency} strong={kind !== 'venue'} />
        {converted ? (
          <small>
            {t('wallet.assets.converted', { amount: formatAmount(converted), currency: centerCurrency })}
          </small>
        ) : null}
      </span>
      {onExchange ? (
        <button type="button" className="hl-btn hl-btn--primary cs-wallet__action" onClick={onExchange}>
          <ExchangeIcon />
          {t('wallet.assets.exchange')}
        </button>
      ) : null}
    </li>
  );
}
