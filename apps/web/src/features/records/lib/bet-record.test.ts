import type { VenueBet } from '@houseline/shared/api/contract/casino';
import type { Bet, BetRecord } from '@houseline/shared/api/contract/sportsbook';
import { describe, expect, it } from 'vitest';
import { parseChoice } from '../hooks/use-record-filters.ts';
import { BET_RECORD_PRODUCTS, betDetailPath, betRecordKey, isVenueBet } from './bet-record.ts';

const round: VenueBet = {
  id: 12,
  betNo: 'V000000012',
  product: 'lottery',
  venue: 'demo_lottery',
  venueName: '演示彩票',
  gameId: 401,
  gameName: '极速快三',
  roundId: '20261124-0101',
  status: 'settled',
  currency: 'CNY',
  stake: '10.0000',
  validStake: '10.0000',
  payout: '19.6000',
  winLoss: '9.6000',
  placedAt: '2026-11-24T01:00:00.000Z',
  settledAt: '2026-11-24T01:01:00.000Z',
  detail: '2 3 6 · 和值11 · 大 · 单',
};
const bet = { id: 12, betNo: 'S000000012', product: 'sports', legs: [] } as unknown as Bet;

describe('bet records union', () => {
  it('tells a venue round from a sportsbook bet', () => {
    expect(isVenueBet(round)).toBe(true);
    expect(isVenueBet(bet)).toBe(false);
  });

  it('leads each to its own detail and keys them apart when ids meet', () => {
    expect(betDetailPath(round)).toBe('/user/bettingDetail?id=12&kind=venue');
    expect(betDetailPath(bet)).toBe('/user/bettingDetail?id=12');
    expect(betRecordKey(round)).not.toBe(betRecordKey(bet));
  });
});

describe('product filter', () => {
  it('offers 体育 真人 电子 彩票 棋牌 捕鱼 and reads only those from the address', () => {
    expect(BET_RECORD_PRODUCTS).toEqual(['sports', 'live', 'slot', 'lottery', 'cards', 'fishing']);
    expect(parseChoice('fishing', BET_RECORD_PRODUCTS)).toBe('fishing');
    expect(parseChoice('casino', BET_RECORD_PRODUCTS)).toBeUndefined();
    expect(parseChoice(null, BET_RECORD_PRODUCTS)).toBeUndefined();
  });
});

describe('live-table bets in the records', () => {
  const live = {
    id: 7,
    betNo: 'L0000000007',
    product: 'live',
    venue: 'house',
    venueName: '本站真人',
    gameId: null,
    gameName: '雷霆一号台',
    roundId: '12-5',
  } as unknown as BetRecord;

  it('opens the shoe of the hand, not a venue round with the same id', () => {
    expect(betDetailPath(live)).toBe('/house/baccarat/verify/12');
  });

  it('keys live bets apart from venue rounds with the same id', () => {
    const venue = { ...live, product: 'slot', venue: 'demo' } as unknown as BetRecord;
    expect(betRecordKey(live)).not.toBe(betRecordKey(venue));
  });
});
