import '../../../lib/i18n/wallet-messages.ts';
import '../../../lib/i18n/sports-messages.ts';
import '../lib/records-messages.ts';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CopyRow } from '../../../components/copy-row.tsx';
import { InfoRow } from '../../../components/info-row.tsx';
import { Money } from '../../../components/money/money.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { marketName, selectionName } from '../../../lib/sports/market-labels.ts';
import { useBetDetail, useVenueBetDetail } from '../api/bet-record-queries.ts';
import { VenueBetDetail } from '../components/venue-bet-detail.tsx';
import '../../../components/money/cashier.css';
import './bet-records.css';

/**
 * /user/bettingDetail?id=: one sportsbook bet with its legs (match, market, selection, odds,
 * score, outcome); with `&kind=venue`, one round played at a venue.
 */
export function BettingDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const venue = params.get('kind') === 'venue';
  return (
    <PageFrame title={t('sports.records.detailTitle')} backTo="/user/bettingRecord">
      {venue ? <VenueRound id={id} /> : <SportsBet id={id} />}
    </PageFrame>
  );
}

/** What a detail shows while loading or when there is nothing: a spinner, or a way back. */
function Missing({ loading, error }: { loading: boolean; error: boolean }) {
  const { t } = useTranslation();
  if (loading) return <PageLoading />;
  return (
    <StateBlock
      tone={error ? 'error' : 'empty'}
      message={error ? t('wallet.common.loadFailed') : t('wallet.common.notFound')}
      action={
        <Link to="/user/bettingRecord" className="hl-btn hl-btn--primary">
          {t('sports.records.title')}
        </Link>
      }
    />
  );
}

function VenueRound({ id }: { id: number | null }) {
  const detail = useVenueBetDetail(id);
  if (!detail.data) {
    return <Missing loading={detail.isPending && detail.fetchStatus !== 'idle'} error={detail.isError} />;
  }
  return <VenueBetDetail round={detail.data} />;
}

function SportsBet({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const detail = useBetDetail(id);
  const bet = detail.data;
  if (!bet) {
    return <Missing loading={detail.isPending && detail.fetchStatus !== 'idle'} error={detail.isError} />;
  }
  const status =
    bet.status === 'settled' && bet.outcome
      ? t(`sports.bet.outcome.${bet.outcome}`)
      : t(`sports.bet.status.${bet.status}`);
  return (
    <div className="mp-stack cs-narrow">
      <div className="mp-card cs-hero">
        <span className="cs-hero__label">
          {t(`sports.bet.kind.${bet.kind}`)}
          {bet.kind === 'parlay' ? ` · ${t('sports.slip.legs', { count: bet.legs.length })}` : ''}
        </span>
        <Money value={bet.winLoss} currency={bet.currency} signed strong />
        <span className="br-status" data-testid="bet-status">
          {status}
        </span>
      </div>
      <div className="mp-list">
        <CopyRow label={t('sports.bet.betNo')} value={bet.betNo} />
        <InfoRow label={t('sports.bet.stake')} value={`${formatAmount(bet.stake)} ${bet.currency}`} />
        <InfoRow label={t('sports.bet.odds')} value={bet.odds} />
        <InfoRow label={t('sports.bet.potential')} value={formatAmount(bet.potentialReturn)} />
        <InfoRow label={t('sports.bet.payout')} value={formatAmount(bet.payout)} />
        <InfoRow label={t('sports.bet.validStake')} value={formatAmount(bet.validStake)} />
        <InfoRow label={t('sports.bet.placedAt')} value={formatDateTime(bet.placedAt)} />
        {bet.settledAt ? (
          <InfoRow label={t('sports.bet.settledAt')} value={formatDateTime(bet.settledAt)} />
        ) : null}
      </div>
      <h2 className="br-legs__title">{t('sports.records.legs')}</h2>
      <ol className="br-legs">
        {bet.legs.map((l) => (
          <li key={l.legNo} className="mp-card br-leg">
            <p className="br-leg__match">
              <strong>
                {l.home} {t('sports.recommend.vs')} {l.away}
              </strong>
              <small>
                {l.leagueName} · {formatDateTime(l.kickoffAt)}
              </small>
            </p>
            <p className="br-leg__pick">
              <span>
                {marketName(t, l.marketType, l.period)} ·{' '}
                {selectionName(t, { type: l.marketType, line: l.line }, l.selectionCode, l)}
              </span>
              <strong>@ {l.odds}</strong>
            </p>
            <p className="br-leg__result">
              <span>
                {t('sports.bet.score')} {l.score ?? '—'}
              </span>
              <span className={`br-outcome is-${l.outcome ?? 'open'}`}>
                {l.outcome ? t(`sports.bet.outcome.${l.outcome}`) : t('sports.bet.status.open')}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
