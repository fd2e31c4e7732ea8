import '../../../lib/i18n/wallet-messages.ts';
import '../../../lib/i18n/sports-messages.ts';
import '../lib/records-messages.ts';
import type { BetRecord, BetRecordsQuery } from '@houseline/shared/api/contract/sportsbook';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import {
  BET_RECORDS_KEY,
  type BetFilters,
  fetchBetRecords,
  useBetTotals,
} from '../api/bet-record-queries.ts';
import { BetRecordRow, BetRecordWhat, useBetRecordText } from '../components/bet-record-cells.tsx';
import { ChipFilter } from '../components/chip-filter.tsx';
import { RecordFilters } from '../components/record-filters.tsx';
import { RecordList } from '../components/record-list.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';
import {
  BET_RECORD_PRODUCTS,
  type BetRecordProduct,
  betDetailPath,
  betRecordKey,
} from '../lib/bet-record.ts';
import type { RecordColumn, RecordSource } from '../lib/record-source.ts';
import '../../../components/money/cashier.css';
import './bet-records.css';

const STATUSES = [
  'unsettled',
  'settled',
  'cancelled',
] as const satisfies readonly BetRecordsQuery['status'][];

/**
 * /user/bettingRecord: the member's sportsbook bets and venue rounds (slots, lottery, cards,
 * fishing), newest first, filtered by product, status and the date-range presets, with the totals
 * of stake, valid turnover and win/loss; an endless list on a phone, pages on a desktop. Each row
 * leads to its details.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const status = useRecordFilters('status', STATUSES);
  const product = useRecordFilters('product', BET_RECORD_PRODUCTS);
  const filters: BetFilters = {
    preset: status.preset,
    status: status.filter ?? 'all',
    product: product.filter ?? 'all',
  };
  const totals = useBetTotals(filters).data;
  const text = useBetRecordText();
  const source: RecordSource<BetRecord> = {
    queryKey: [...BET_RECORDS_KEY, filters],
    fetchPage: (page, size) => fetchBetRecords(filters, page, size),
    keyOf: betRecordKey,
    pathOf: betDetailPath,
  };
  const columns: RecordColumn<BetRecord>[] = [
    { key: 'no', header: t('sports.bet.betNo'), cell: (b) => b.betNo },
    { key: 'time', header: t('sports.bet.placedAt'), cell: (b) => formatDateTime(b.placedAt) },
    { key: 'what', header: t('sports.records.legs'), cell: (b) => <BetRecordWhat record={b} /> },
    { key: 'stake', header: t('sports.bet.stake'), align: 'end', cell: (b) => formatAmount(b.stake) },
    {
      key: 'valid',
      header: t('sports.bet.validStake'),
      align: 'end',
      cell: (b) => formatAmount(b.validStake),
    },
    {
      key: 'wl',
      header: t('sports.bet.winLoss'),
      align: 'end',
      cell: (b) => <Money value={b.winLoss} currency={b.currency} signed />,
    },
    { key: 'status', header: t('sports.records.status'), cell: text.status },
  ];
  return (
    <PageFrame title={t('sports.records.title')}>
      <ChipFilter<'all' | BetRecordProduct>
        label={t('sports.records.product')}
        value={product.filter ?? 'all'}
        options={[
          { value: 'all', label: t('sports.records.productAll') },
          ...BET_RECORD_PRODUCTS.map((p) => ({ value: p, label: t(`records.product.${p}`) })),
        ]}
        onChange={(v) => product.setFilter(v === 'all' ? undefined : v)}
      />
      <RecordFilters
        preset={status.preset}
        onPreset={status.setPreset}
        label={t('sports.records.status')}
        value={status.filter}
        values={STATUSES}
        labelOf={(v) => t(`sports.records.statusFilter.${v}`)}
        onChange={status.setFilter}
      />
      {totals ? (
        <dl className="cs-totals" data-testid="bet-totals">
          <div>
            <dt>{t('sports.bet.stake')}</dt>
            <dd>{formatAmount(totals.stake)}</dd>
          </div>
          <div>
            <dt>{t('sports.bet.validStake')}</dt>
            <dd>{formatAmount(totals.validStake)}</dd>
          </div>
          <div>
            <dt>{t('sports.bet.winLoss')}</dt>
            <dd>
              <Money value={totals.winLoss} signed />
            </dd>
          </div>
        </dl>
      ) : null}
      <RecordList
        source={source}
        columns={columns}
        page={status.page}
        onPage={status.setPage}
        renderItem={(record) => <BetRecordRow record={record} />}
      />
    </PageFrame>
  );
}
