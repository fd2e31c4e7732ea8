import '../../../lib/i18n/wallet-messages.ts';
import type { WithdrawOrder } from '@houseline/shared/api/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { StatusTag } from '../../../components/money/status-tag.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { WITHDRAW_STATUSES } from '../../../config/contract-constants.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { RecordFilters } from '../components/record-filters.tsx';
import { RecordList } from '../components/record-list.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';
import type { RecordColumn, RecordSource } from '../lib/record-source.ts';
import '../../../components/money/cashier.css';

const detailPath = (item: WithdrawOrder) =>
  `/user/redemptionDetail?orderNo=${encodeURIComponent(item.orderNo)}`;

/** /user/redemptionRecord: the member's withdrawals, filtered by date-range preset and state. */
export function RedemptionRecordPage() {
  const { t } = useTranslation();
  const filters = useRecordFilters('status', WITHDRAW_STATUSES);
  const { preset, filter: status } = filters;
  const source: RecordSource<WithdrawOrder> = {
    queryKey: [...QUERY_KEYS.withdrawRecords, preset, status ?? 'all'],
    fetchPage: (page, size) => api.call('withdrawRecords', { page, size, preset, status }),
    keyOf: (item) => item.orderNo,
    pathOf: detailPath,
  };
  const columns: RecordColumn<WithdrawOrder>[] = [
    { key: 'time', header: t('wallet.records.time'), cell: (i) => formatDateTime(i.createdAt) },
    { key: 'orderNo', header: t('wallet.common.orderNo'), cell: (i) => <code>{i.orderNo}</code> },
    { key: 'account', header: t('wallet.records.account'), cell: (i) => i.accountLabel },
    {
      key: 'amount',
      header: t('wallet.records.amount'),
      align: 'end',
      cell: (i) => <Money value={i.amount} currency={i.currency} />,
    },
    { key: 'fee', header: t('wallet.records.fee'), align: 'end', cell: (i) => <Money value={i.fee} /> },
    {
      key: 'status',
      header: t('wallet.records.status'),
      cell: (i) => <StatusTag status={i.status} family="withdraw" />,
    },
  ];
  return (
    <PageFrame title={t('wallet.records.withdrawTitle')} backTo="/finance/withdraw">
      <RecordFilters
        preset={preset}
        onPreset={filters.setPreset}
        label={t('wallet.records.statusFilter')}
        value={status}
        values={WITHDRAW_STATUSES}
        labelOf={(v) => t(`wallet.withdrawStatus.${v}`)}
        onChange={filters.setFilter}
      />
      <RecordList
        source={source}
        columns={columns}
        page={filters.page}
        onPage={filters.setPage}
        renderItem={(item) => (
          <Link to={detailPath(item)} className="cs-row">
            <span className="cs-row__main">
              <strong>{item.accountLabel}</strong>
              <small>{formatDateTime(item.createdAt)}</small>
            </span>
            <span className="cs-row__side">
              <Money value={item.amount} currency={item.currency} />
              <StatusTag status={item.status} family="withdraw" />
            </span>
            <ChevronRightIcon className="cs-row__chevron" />
          </Link>
        )}
      />
    </PageFrame>
  );
}
