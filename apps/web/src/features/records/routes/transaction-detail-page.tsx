import '../../../lib/i18n/wallet-messages.ts';
import { formatAmount } from '@houseline/shared/money/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CopyRow } from '../../../components/copy-row.tsx';
import { InfoRow } from '../../../components/info-row.tsx';
import { Money } from '../../../components/money/money.tsx';
import { StatusTag } from '../../../components/money/status-tag.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { familyOf, kindLabelKey, referencePath } from '../../../lib/wallet-labels.ts';
import { useTransactionDetail } from '../api/record-queries.ts';
import '../../../components/money/cashier.css';

/** /user/transactionDetail?id=: one movement, with the order behind it when it has a page. */
export function TransactionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useTransactionDetail(params.get('id'));
  const item = detail.data;

  let body: ReactNode;
  if (detail.isPending && detail.fetchStatus !== 'idle') body = <PageLoading />;
  else if (!item) {
    body = (
      <StateBlock
        tone={detail.isError ? 'error' : 'empty'}
        message={detail.isError ? t('wallet.common.loadFailed') : t('wallet.common.notFound')}
        action={
          <Link to="/user/transactionRecord" className="hl-btn hl-btn--primary">
            {t('wallet.records.transactionTitle')}
          </Link>
        }
      />
    );
  } else {
    const orderPath = referencePath(item.type, item.reference);
    body = (
      <div className="mp-stack cs-narrow">
        <div className="mp-card cs-hero">
          <span className="cs-hero__label">{t(kindLabelKey(item.kind, item.type))}</span>
          <Money value={item.amount} currency={item.currency} signed strong />
          <StatusTag status={item.status} family={familyOf(item.type)} />
        </div>
        <div className="mp-list">
          <CopyRow label={t('wallet.transactionDetail.id')} value={item.id} />
          <InfoRow label={t('wallet.records.type')} value={t(`wallet.type.${item.type}`)} />
          <InfoRow label={t('wallet.records.wallet')} value={item.walletName} />
          <InfoRow
            label={t('wallet.records.balanceAfter')}
            value={`${formatAmount(item.balanceAfter)} ${item.currency}`}
          />
          <InfoRow label={t('wallet.records.time')} value={formatDateTime(item.createdAt)} />
          {item.reference ? (
            orderPath ? (
              <InfoRow
                label={t('wallet.transactionDetail.reference')}
                value={item.reference}
                to={orderPath}
              />
            ) : (
              <CopyRow label={t('wallet.transactionDetail.reference')} value={item.reference} />
            )
          ) : null}
          {item.memo ? <InfoRow label={t('wallet.transactionDetail.memo')} value={item.memo} /> : null}
        </div>
      </div>
    );
  }
  return (
    <PageFrame title={t('wallet.transactionDetail.title')} backTo="/user/transactionRecord">
      {body}
    </PageFrame>
  );
}
