import '../../../lib/i18n/wallet-messages.ts';
import type { Transaction } from '@houseline/shared/api/contract/wallet';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { StatusTag } from '../../../components/money/status-tag.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { TRANSACTION_TYPES } from '../../../config/contract-constants.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { familyOf, kindLabelKey } from '../../../lib/wallet-labels.ts';
import { RecordFilters } from '../components/record-filters.tsx';
import { RecordList } from '../components/record-list.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';
import type { RecordColumn, RecordSource } from '../lib/record-source.ts';
import '../../../components/money/cashier.css';

const detailPath = (item: Transaction) => `/user/transactionDetail?id=${encodeURIComponent(item.id)}`;

/**
 * /user/transactionRecord: every movement of the member's money, newest first, filtered by the
 * date-range presets (SPEC.md §9) and by type (`?type=deposit` from the deposit page).
 */
export function TransactionRecordPage() {
  const { t } = useTranslation();
  const filters = useRecordFilters('type', TRANSACTION_TYPES);
  const { preset, filter: type } = filters;
  const source: RecordSource<Transaction> = {
    queryKey: [...QUERY_KEYS.transactionRecords, preset, type ?? 'all'],
    fetchPage: (page, size) => api.call('transactionRecords', { page, size, preset, type }),
    keyOf: (item) => item.id,
    pathOf: detailPath,
  };
  const columns: RecordColumn<Transaction>[] = [
    { key: 'time', header: t('wallet.records.time'), cell: (i) => formatDateTime(i.createdAt) },
    { key: 'type', header: t('wallet.records.type'), cell: (i) => t(kindLabelKey(i.kind, i.type)) },
    { key: 'wallet', header: t('wallet.records.wallet'), cell: (i) => i.walletName },
    {
      key: 'amount',
      header: t('wallet.records.amount'),
      align: 'end',
      cell: (i) => <Money value={i.amount} currency={i.currency} signed />,
    },
    {
      key: 'after',
      header: t('wallet.records.balanceAfter'),
      align: 'end',
      cell: (i) => formatAmount(i.balanceAfter),
    },
    {
      key: 'status',
      header: t('wallet.records.status'),
      cell: (i) => <StatusTag status={i.status} family={familyOf(i.type)} />,
    },
  ];
  return (
    <PageFrame title={t('wallet.records.transactionTitle')}>
      <RecordFilters
        preset={preset}
        onPreset={filters.setPreset}
        label={t('wallet.records.typeFilter')}
        value={type}
        values={TRANSACTION_TYPES}
        labelOf={(v) => t(`wallet.type.${v}`)}
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
              <strong>{t(kindLabelKey(item.kind, item.type))}</strong>
              <small>
                {item.walletName} · {formatDateTime(item.createdAt)}
              </small>
            </span>
            <span className="cs-row__side">
              <Money value={item.amount} currency={item.currency} signed />
              <small>{formatAmount(item.balanceAfter)}</small>
            </span>
            <ChevronRightIcon className="cs-row__chevron" />
          </Link>
        )}
      />
    </PageFrame>
  );
}
