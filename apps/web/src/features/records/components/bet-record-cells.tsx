import type { BetRecord } from '@houseline/shared/api/contract/sportsbook';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { Money } from '../../../components/money/money.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { betDetailPath, isVenueBet } from '../lib/bet-record.ts';

/**
 * How a bet-records row reads, for a sportsbook bet or a venue round: its title ("皇家马德里 vs
 * 巴塞罗那", "3 串 1", or the game's name), its second line (the venue and round id for a round) and
 * its status.
 */
export function useBetRecordText() {
  const { t } = useTranslation();
  return {
    title(record: BetRecord): string {
      if (isVenueBet(record)) return record.gameName;
      return record.kind === 'parlay'
        ? `${t('sports.bet.kind.parlay')} · ${t('sports.slip.legs', { count: record.legs.length })}`
        : `${record.legs[0]?.home ?? ''} ${t('sports.recommend.vs')} ${record.legs[0]?.away ?? ''}`;
    },
    /** The venue and its round id for a venue round, else null. */
    round(record: BetRecord): string | null {
      return isVenueBet(record)
        ? t('records.venue.round', { venue: record.venueName, round: record.roundId })
        : null;
    },
    status(record: BetRecord): string {
      if (isVenueBet(record)) return t(`records.venue.status.${record.status}`);
      return record.status === 'settled' && record.outcome
        ? t(`sports.bet.outcome.${record.outcome}`)
        : t(`sports.bet.status.${record.status}`);
    },
    product(record: BetRecord): string {
      return t(`records.product.${record.product}`);
    },
  };
}

/** A row of the phone feed: title, product, number or round, time; win/loss, stake and status. */
export function BetRecordRow({ record }: { record: BetRecord }) {
  const { t } = useTranslation();
  const text = useBetRecordText();
  const venue = isVenueBet(record);
  return (
    <Link to={betDetailPath(record)} className="cs-row" data-testid={venue ? 'venue-bet-row' : 'bet-row'}>
      <span className="cs-row__main">
        <strong>
          <span className={`br-product is-${record.product}`}>{text.product(record)}</span>
          {text.title(record)}
        </strong>
        <small>{text.round(record) ?? record.betNo}</small>
        <small>
          {formatDateTime(record.placedAt)}
          {venue ? ` · ${t('sports.bet.validStake')} ${formatAmount(record.validStake)}` : ''}
        </small>
      </span>
      <span className="cs-row__side">
        <Money value={record.winLoss} currency={record.currency} signed />
        <small>
          {formatAmount(record.stake)} · {text.status(record)}
        </small>
      </span>
      <ChevronRightIcon className="cs-row__chevron" />
    </Link>
  );
}

/** The "what" cell of the desktop table: the title, and the venue and round under it (the row's bet number links to the details). */
export function BetRecordWhat({ record }: { record: BetRecord }) {
  const text = useBetRecordText();
  const round = text.round(record);
  return (
    <span className="br-what" data-testid={isVenueBet(record) ? 'venue-bet-row' : 'bet-row'}>
      <span className={`br-product is-${record.product}`}>{text.product(record)}</span>
      <strong>{text.title(record)}</strong>
      {round ? <small>{round}</small> : null}
    </span>
  );
}
