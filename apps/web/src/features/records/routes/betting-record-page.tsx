import '../../../lib/i18n/wallet-messages.ts';
import '../../../lib/i18n/sports-messages.ts';
import type { Bet, BetRecordsQuery } from '@houseline/shared/api/contract/sportsbook';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import {
  BET_RECORDS_KEY,
  type BetFilters,
  fetchBetRecords,
  useBetTotals,
} from '../api/bet-record-queries.ts';
import { ChipFilter } from '../components/chip-filter.tsx';
import { RecordFilters } from '../components/record-filters.tsx';
import { RecordList } from '../components/record-list.tsx';
import { useRecordFilters } from '../hooks/use-record-filters.ts';
import type { RecordColumn, RecordSource } from '../lib/record-source.ts';
import '../../../components/money/cashier.css';
import './bet-records.css';

const STATUSES = [
  'unsettled',
  'settled',
  'cancelled',
] as const satisfies readonly BetRecordsQuery['status'][];
const PRODUCTS = ['sports'] as const;
const detailPath = (bet: Bet) => `/user/bettingDetail?id=${bet.id}`;

/** "皇家马德里 vs 巴塞罗那" for a single, "3 串 1" for a parlay. */
function useBetTitle() {
  const { t } = useTranslation();
  return (bet: Bet) =>
    bet.kind === 'parlay'
      ? `${t('sports.bet.kind.parlay')} · ${t('sports.slip.legs', { count: bet.legs.length })}`
      : `${bet.legs[0]?.home ?? ''} ${t('sports.recommend.vs')} ${bet.legs[0]?.away ?? ''}`;
}

/**
 * /user/bettingRecord: the member's bets, newest first, filtered by product, status and the
 * date-range presets, with the totals of stake, valid turnover and win/loss; an endless list on
 * a phone, pages on a desktop. Each row leads to the bet's details.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const status = useRecordFilters('status', STATUSES);
  const product = useRecordFilters('product', PRODUCTS);
  const filters: BetFilters = {
    preset: status.preset,
    status: status.filter ?? 'all',
    product: product.filter ?? 'all',
  };
  const totals = useBetTotals(filters).data;
  const title = useBetTitle();
  const source: RecordSource<Bet> = {
    queryKey: [...BET_RECORDS_KEY, filters],
    // Venue rounds join this list in the games issue's records work; until then only sportsbook bets show.
    fetchPage: async (page, size) => {
      const result = await fetchBetRecords(filters, page, size);
      return { ...result, list: result.list.filter((b): b is Bet => b.product === 'sports') };
    },
    keyOf: (bet) => String(bet.id),
    pathOf: detailPath,
  };
  const statusText = (bet: Bet) =>
    bet.status === 'settled' && bet.outcome
      ? t(`sports.bet.outcome.${bet.outcome}`)
      : t(`sports.bet.status.${bet.status}`);
  const columns: RecordColumn<Bet>[] = [
    { key: 'no', header: t('sports.bet.betNo'), cell: (b) => b.betNo },
    { key: 'time', header: t('sports.bet.placedAt'), cell: (b) => formatDateTime(b.placedAt) },
    { key: 'what', header: t('sports.records.legs'), cell: title },
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
    { key: 'status', header: t('sports.records.status'), cell: statusText },
  ];
  return (
    <PageFrame title={t('sports.records.title')}>
      <ChipFilter<'all' | 'sports'>
        label={t('sports.records.product')}
        value={product.filter ?? 'all'}
        options={[
          { value: 'all', label: t('sports.records.productAll') },
          { value: 'sports', label: t('sports.records.productSports') },
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
        renderItem={(bet) => (
          <Link to={detailPath(bet)} className="cs-row" data-testid="bet-row">
            <span className="cs-row__main">
              <strong>{title(bet)}</strong>
              <small>
                {bet.betNo} · {formatDateTime(bet.placedAt)}
              </small>
            </span>
            <span className="cs-row__side">
              <Money value={bet.winLoss} currency={bet.currency} signed />
              <small>
                {formatAmount(bet.stake)} · {statusText(bet)}
              </small>
            </span>
            <ChevronRightIcon className="cs-row__chevron" />
          </Link>
        )}
      />
    </PageFrame>
  );
}
