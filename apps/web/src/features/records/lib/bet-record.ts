import type { VenueBet } from '@houseline/shared/api/contract/casino';
import type { Bet, BetRecord, BetRecordsQuery } from '@houseline/shared/api/contract/sportsbook';

/** The product filter of bet records: 全部 (no value), then 体育 电子 彩票 棋牌 捕鱼. */
export const BET_RECORD_PRODUCTS = [
  'sports',
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
  return isVenueBet(record)
    ? `/user/bettingDetail?id=${record.id}&kind=venue`
    : `/user/bettingDetail?id=${record.id}`;
}

/** Row keys: bets and venue rounds number their ids apart, so the bet number (S… / V…) keys them. */
export function betRecordKey(record: BetRecord): string {
  return isVenueBet(record) ? `venue-${record.id}` : `sports-${record.id}`;
}
