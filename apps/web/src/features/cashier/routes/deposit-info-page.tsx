import '../../../lib/i18n/wallet-messages.ts';
import type { DepositOrder } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CopyRow } from '../../../components/copy-row.tsx';
import { InfoRow } from '../../../components/info-row.tsx';
import { AlertIcon, CheckCircleIcon } from '../../../components/member-icons.tsx';
import { AmountInWords } from '../../../components/money/amount-in-words.tsx';
import { Money } from '../../../components/money/money.tsx';
import { StatusTag } from '../../../components/money/status-tag.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { isOpenDeposit, useDepositOrder } from '../api/wallet-queries.ts';
import '../../../components/money/cashier.css';

/**
 * /finance/deposit/info?orderNo=: one deposit order, re-read every few seconds while it is open.
 * Bank transfer: where to send the money. Gateway: the way back to the pay page while unpaid (the
 * pay page returns here). USDT: the address and the confirmations so far.
 */
export function DepositInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = useDepositOrder(params.get('orderNo'));

  let body: ReactNode;
  if (order.isPending && order.fetchStatus !== 'idle') body = <PageLoading />;
  else if (!order.data) {
    body = (
      <StateBlock
        tone={order.isError ? 'error' : 'empty'}
        message={order.isError ? t('wallet.common.loadFailed') : t('wallet.common.notFound')}
        action={
          <Link to="/finance/deposit" className="hl-btn hl-btn--primary">
            {t('wallet.depositInfo.again')}
          </Link>
        }
      />
    );
  } else body = <OrderView order={order.data} />;
  return (
    <PageFrame title={t('wallet.depositInfo.title')} backTo="/finance/deposit">
      {body}
    </PageFrame>
  );
}

function OrderView({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const amount = `${formatAmount(order.amount)} ${order.currency}`;
  return (
    <div className="mp-stack cs-narrow" data-testid="deposit-order" data-status={order.status}>
      <div className="mp-card cs-hero">
        <span className="cs-hero__label">{order.channelName}</span>
        <Money value={order.amount} currency={order.currency} strong />
        <AmountInWords value={order.amount} currency={order.currency} />
        <StatusTag status={order.status} family="deposit" />
        <StatusNote order={order} />
      </div>
      {order.channelKind === 'bank' && order.receiver && isOpenDeposit(order) ? (
        <section className="mp-list" aria-label={t('wallet.depositInfo.receiver')}>
          <CopyRow label={t('wallet.depositInfo.bankName')} value={order.receiver.bankName} />
          <CopyRow label={t('wallet.depositInfo.accountName')} value={order.receiver.accountName} />
          <CopyRow label={t('wallet.depositInfo.accountNo')} value={order.receiver.accountNo} />
          {order.receiver.branch ? (
            <CopyRow label={t('wallet.depositInfo.branch')} value={order.receiver.branch} />
          ) : null}
          <CopyRow label={t('wallet.common.amount')} value={formatAmount(order.amount).replace(/,/g, '')} />
        </section>
      ) : null}
      {order.channelKind === 'bank' && isOpenDeposit(order) ? (
        <p className="cs-note">
          {order.payerName
            ? t('wallet.depositInfo.bankHint', { name: order.payerName, amount })
            : t('wallet.depositInfo.bankHintNoName', { amount })}
        </p>
      ) : null}
      {order.channelKind === 'gateway' && order.status === 'created' && order.payUrl ? (
        <a href={order.payUrl} className="hl-btn hl-btn--primary hl-btn--block">
          {t('wallet.depositInfo.payNow')}
        </a>
      ) : null}
      <div className="mp-list">
        <CopyRow label={t('wallet.common.orderNo')} value={order.orderNo} />
        <InfoRow label={t('wallet.depositInfo.channel')} value={order.channelName} />
        {order.payerName ? (
          <InfoRow label={t('wallet.depositInfo.payerName')} value={order.payerName} />
        ) : null}
        {order.address ? <CopyRow label={t('wallet.depositInfo.address')} value={order.address} /> : null}
        {order.network ? <InfoRow label={t('wallet.depositInfo.network')} value={order.network} /> : null}
        {order.txHash ? <CopyRow label={t('wallet.depositInfo.txHash')} value={order.txHash} /> : null}
        <InfoRow label={t('wallet.depositInfo.turnover')} value={formatAmount(order.turnover)} />
        <InfoRow label={t('wallet.common.createdAt')} value={formatDateTime(order.createdAt)} />
        {order.expiresAt && isOpenDeposit(order) ? (
          <InfoRow label={t('wallet.depositInfo.expiresAt')} value={formatDateTime(order.expiresAt)} />
        ) : null}
        {order.reason ? <InfoRow label={t('wallet.depositInfo.reason')} value={order.reason} /> : null}
      </div>
      <div className="mp-actions">
        <Link to="/finance/deposit" className="hl-btn hl-btn--ghost">
          {t('wallet.depositInfo.again')}
        </Link>
        <Link to="/user/transactionRecord?type=deposit" className="hl-btn hl-btn--ghost">
          {t('wallet.depositInfo.records')}
        </Link>
      </div>
    </div>
  );
}

/** One sentence on where the order stands and what happens next. */
function StatusNote({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  if (order.status === 'succeeded') {
    return (
      <p className="cs-status-note is-ok">
        <CheckCircleIcon />
        {t('wallet.depositInfo.succeeded')}
      </p>
    );
  }
  if (order.status === 'failed' || order.status === 'expired') {
    return (
      <p className="cs-status-note is-bad">
        <AlertIcon />
        {t(`wallet.depositInfo.${order.status}`)}
      </p>
    );
  }
  if (order.channelKind === 'gateway' && order.status === 'created') {
    return <p className="cs-status-note">{t('wallet.depositInfo.gatewayCreated')}</p>;
  }
  const required = order.requiredConfirmations;
  return (
    <div className="cs-status-note">
      <span className="hl-spinner cs-status-note__spinner" aria-hidden="true" />
      <span>{t('wallet.depositInfo.waiting')}</span>
      {order.channelKind === 'usdt' && required ? (
        <span
          className="cs-progress cs-progress--labelled"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={required}
          aria-valuenow={order.confirmations ?? 0}
        >
          <span
            className="cs-progress__bar"
            style={{ width: `${Math.min(100, ((order.confirmations ?? 0) / required) * 100)}%` }}
          />
          <small className="cs-progress__label">
            {t('wallet.depositInfo.confirmations', { done: order.confirmations ?? 0, required })}
          </small>
        </span>
      ) : null}
    </div>
  );
}
