import '../../../lib/i18n/wallet-messages.ts';
import type { WithdrawOrder } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CopyRow } from '../../../components/copy-row.tsx';
import { InfoRow } from '../../../components/info-row.tsx';
import { AmountInWords } from '../../../components/money/amount-in-words.tsx';
import { Money } from '../../../components/money/money.tsx';
import { StatusTag } from '../../../components/money/status-tag.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { WITHDRAW_STATUSES } from '../../../config/contract-constants.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useWithdrawDetail } from '../api/record-queries.ts';
import '../../../components/money/cashier.css';

/** The steps a withdrawal normally passes, for the progress line (a rejection ends it early). */
const STEPS = WITHDRAW_STATUSES.filter((s) => s !== 'rejected');

/** /user/redemptionDetail?orderNo=: one withdrawal with its amount, fee, account and progress. */
export function RedemptionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useWithdrawDetail(params.get('orderNo'));

  let body: ReactNode;
  if (detail.isPending && detail.fetchStatus !== 'idle') body = <PageLoading />;
  else if (!detail.data) {
    body = (
      <StateBlock
        tone={detail.isError ? 'error' : 'empty'}
        message={detail.isError ? t('wallet.common.loadFailed') : t('wallet.common.notFound')}
        action={
          <Link to="/user/redemptionRecord" className="hl-btn hl-btn--primary">
            {t('wallet.records.withdrawTitle')}
          </Link>
        }
      />
    );
  } else body = <OrderView order={detail.data} />;
  return (
    <PageFrame title={t('wallet.redemptionDetail.title')} backTo="/user/redemptionRecord">
      {body}
    </PageFrame>
  );
}

function OrderView({ order }: { order: WithdrawOrder }) {
  const { t } = useTranslation();
  const reached = new Map(order.history.map((h) => [h.status, h.at]));
  return (
    <div className="mp-stack cs-narrow" data-testid="withdraw-order" data-status={order.status}>
      <div className="mp-card cs-hero">
        <span className="cs-hero__label">{order.accountLabel}</span>
        <Money value={order.amount} currency={order.currency} strong />
        <AmountInWords value={order.amount} currency={order.currency} />
        <StatusTag status={order.status} family="withdraw" />
        {order.status !== 'paid' && order.status !== 'rejected' ? (
          <p className="cs-status-note">{t('wallet.redemptionDetail.holdNote')}</p>
        ) : null}
      </div>
      <section className="mp-card" aria-labelledby="withdraw-history">
        <h2 id="withdraw-history" className="mp-card__title">
          {t('wallet.redemptionDetail.history')}
        </h2>
        <ol className="cs-timeline">
          {(order.status === 'rejected' ? order.history.map((h) => h.status) : STEPS).map((step) => (
            <li key={step} className={reached.has(step) ? 'is-done' : undefined}>
              <strong>{t(`wallet.withdrawStatus.${step}`)}</strong>
              <small>{formatDateTime(reached.get(step))}</small>
            </li>
          ))}
        </ol>
      </section>
      <div className="mp-list">
        <CopyRow label={t('wallet.common.orderNo')} value={order.orderNo} />
        <InfoRow label={t('wallet.redemptionDetail.account')} value={order.accountLabel} />
        <InfoRow
          label={t('wallet.common.amount')}
          value={`${formatAmount(order.amount)} ${order.currency}`}
        />
        <InfoRow label={t('wallet.redemptionDetail.fee')} value={formatAmount(order.fee)} />
        <InfoRow
          label={t('wallet.redemptionDetail.actual')}
          value={`${formatAmount(order.actual)} ${order.currency}`}
        />
        <InfoRow label={t('wallet.common.createdAt')} value={formatDateTime(order.createdAt)} />
        <InfoRow label={t('wallet.common.updatedAt')} value={formatDateTime(order.updatedAt)} />
        {order.reason ? <InfoRow label={t('wallet.redemptionDetail.reason')} value={order.reason} /> : null}
      </div>
    </div>
  );
}
