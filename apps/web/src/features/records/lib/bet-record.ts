import type { VenueBet } from '@houseline/shared/api/contract/casino';
import type { Bet, BetRecord, BetRecordsQuery } from '@houseline/shared/api/contract/sportsbook';

/** The product filter of bet records: 全部 (no value), then 体育 真人 电子 彩票 棋牌 捕鱼. */
export const BET_RECORD_PRODUCTS = [
  'sports',
  'live',
  'slot',
  'lottery',
  'cards',
  'fishing',
] as const satisfies readonly Exclude<BetRecordsQuery['product'], 'all'>[];
export type BetRecordProduct = (typeof BET_RECORD_PRODUCTS)[number];

/** A row of bet records is a round played at a venue (it has a round id), else a sportsbook bet. */
export function isVenueBet(record: BetRecord): record is VenueBet {
  return 'roundId' in record;
}

export function isSportsBet(record: BetRecord): record is Bet {
  return !isVenueBet(record);
}

/** Where a row leads: /user/bettingDetail?id= for a bet, &kind=venue for a venue round. */
export function betDetailPath(record: BetRecord): string {
  // A live-table bet (the house's baccarat) opens its shoe: the hand's cards beside every other
  // hand of the shoe, verifiable once the shoe has ended. Its id is a live bet's, not a venue round's.
  if (isVenueBet(record) && record.product === 'live') {
    return `/house/baccarat/verify/${record.roundId.split('-')[0]}`;
  }
  return isVenueBet(record)
    ? `/user/bettingDetail?id=${record.id}&kind=venue`
    : `/user/bettingDetail?id=${record.id}`;
}

/** Row keys: sportsbook bets, venue rounds and live-table bets number their ids apart. */
export function betRecordKey(record: BetRecord): string {
  if (!isVenueBet(record)) return `sports-${record.id}`;
  return record.product === 'live' ? `live-${record.id}` : `venue-${record.id}`;
}
