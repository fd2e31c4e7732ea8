import '../../../lib/i18n/wallet-messages.ts';
import type { TransferResult } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AutoTransferSwitch } from '../../../components/auto-transfer-switch.tsx';
import { BookIcon } from '../../../components/icons.tsx';
import { AlertIcon } from '../../../components/member-icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { isPositiveWire } from '../../../lib/amount-input.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { afterMoneyMoved, useWalletList } from '../api/wallet-queries.ts';
import { CENTER_WALLET, type TransferDirection, TransferForm } from '../components/transfer-form.tsx';
import { VenueWallets } from '../components/venue-wallets.tsx';
import '../../../components/money/cashier.css';

/**
 * /finance/transfer: the center wallet with "recover all", the transfer form, and every venue
 * wallet with its balance (GET /api/game/walletlist).
 */
export function TransferPage() {
  const { t } = useTranslation();
  const wallets = useWalletList();
  const [chosen, setChosen] = useState<TransferDirection | null>(null);
  const [pending, setPending] = useState<TransferResult | null>(null);
  const recover = useRecoverAll();

  let body: ReactNode;
  if (wallets.isPending) body = <PageLoading />;
  else if (wallets.isError) {
    body = (
      <StateBlock
        tone="error"
        message={t('wallet.common.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void wallets.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  } else {
    const list = wallets.data;
    const center = list.find((w) => w.code === CENTER_WALLET);
    const venues = list.filter((w) => w.type === 10);
    const direction = chosen ?? { from: CENTER_WALLET, to: venues[0]?.code ?? CENTER_WALLET };
    body = (
      <>
        <div className="mp-card cs-hero cs-hero--row">
          <span className="cs-hero__label">{t('wallet.transfer.centerWallet')}</span>
          <span data-testid="center-balance">
            <Money value={center?.balance ?? '0.0000'} currency={center?.currency} strong />
          </span>
          <button
            type="button"
            className="hl-btn hl-btn--primary cs-recover"
            disabled={recover.busy}
            onClick={() => void recover.run()}
          >
            {recover.busy ? t('wallet.transfer.recovering') : t('wallet.transfer.recoverAll')}
          </button>
        </div>
        <AutoTransferSwitch card />
        {pending ? (
          <div className="mp-notice" role="status" data-testid="transfer-pending">
            <AlertIcon />
            <div className="mp-notice__body">
              <strong>{t('wallet.transfer.pendingTitle')}</strong>
              <span>
                {formatAmount(pending.amount)} · {t('wallet.transfer.pendingText')}
              </span>
              <button
                type="button"
                className="hl-btn hl-btn--ghost"
                onClick={() => {
                  setPending(null);
                  void wallets.refetch();
                }}
              >
                {t('wallet.common.refresh')}
              </button>
            </div>
          </div>
        ) : null}
        <div className="cs-columns">
          <div className="mp-card cs-panel">
            <TransferForm
              wallets={list}
              direction={direction}
              onDirection={setChosen}
              onPending={setPending}
            />
          </div>
          <section className="cs-section" aria-labelledby="venue-wallets">
            <h2 id="venue-wallets" className="cs-section__title">
              {t('wallet.transfer.venueWallets')}
            </h2>
            <VenueWallets
              venues={venues}
              onTransferIn={(code) => setChosen({ from: CENTER_WALLET, to: code })}
              onTransferOut={(code) => setChosen({ from: code, to: CENTER_WALLET })}
            />
          </section>
        </div>
      </>
    );
  }
  return (
    <PageFrame
      title={t('wallet.transfer.title')}
      subtitle={t('wallet.transfer.subtitle')}
      action={
        <Link to="/tutorial/transfer" className="cs-head-link" aria-label={t('wallet.transfer.tutorial')}>
          <BookIcon />
          <span className="cs-head-link__text">{t('wallet.transfer.tutorial')}</span>
        </Link>
      }
    >
      {body}
    </PageFrame>
  );
}

/** "一键回收": every venue wallet back to the center wallet, one request id per press. */
function useRecoverAll() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const requestIds = useRequestIds();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await submit(async () => {
      const result = await requestIds.run({ action: 'recover' }, (requestId) =>
        api.call('recoverAll', { requestId }),
      );
      queryClient.setQueryData(QUERY_KEYS.walletList, result.wallets);
      afterMoneyMoved(queryClient);
      // A venue whose rounds could not be synced is skipped (its money stays there): say so.
      const failed = result.results.filter((r) => r.status === 'failed').length;
      const amount = formatAmount(result.moved);
      if (result.results.some((r) => r.status === 'pending')) toast(t('wallet.transfer.recoverPending'));
      else if (failed > 0) {
        toast(
          isPositiveWire(result.moved)
            ? t('wallet.transfer.recoveredPartly', { amount, count: failed })
            : t('wallet.transfer.recoverFailed'),
        );
      } else if (isPositiveWire(result.moved)) {
        toast(t('wallet.transfer.recovered', { amount }));
      } else toast(t('wallet.transfer.nothingToRecover'));
    });
    setBusy(false);
  };
  return { busy, run };
}
