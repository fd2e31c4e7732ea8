import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';

/**
 * The house's live baccarat tables of every brand (issue 12, decision 0031): three tables each,
 * with their own limits, the third without commission. Names are invented. Limits are in the
 * brand's center-wallet currency, minor units (1/10 000).
 */

const UNIT = 10_000n;
/** The house account the stakes go to and the payouts come from. */
export const LIVE_HOUSE_KIND = 'game_pnl:live_tables';

export function liveCurrency(siteCode: string): string {
  return currencyCodeForWallet(1, siteCode);
}

interface TableSeed {
  code: string;
  name: string;
  noCommission: boolean;
  /** Whole currency units. */
  minBet: bigint;
  maxBet: bigint;
  maxPerRound: bigint;
  sort: number;
}

const TABLES: readonly TableSeed[] = [
  {
    code: 't1',
    name: '雷霆一号台',
    noCommission: false,
    minBet: 10n,
    maxBet: 5_000n,
    maxPerRound: 10_000n,
    sort: 1,
  },
  {
    code: 't2',
    name: '雷霆贵宾台',
    noCommission: false,
    minBet: 100n,
    maxBet: 50_000n,
    maxPerRound: 100_000n,
    sort: 2,
  },
  {
    code: 't3',
    name: '免佣三号台',
    noCommission: true,
    minBet: 20n,
    maxBet: 10_000n,
    maxPerRound: 20_000n,
    sort: 3,
  },
];

/** USDT and the other hard currencies of the multi-currency brand play a tenth of the CNY limits. */
const SCALE_DOWN: Readonly<Record<string, bigint>> = { CNY: 1n };

export function liveTableSeeds(siteCode: string) {
  const currency = liveCurrency(siteCode);
  const divisor = SCALE_DOWN[currency] === undefined ? 10n : 1n;
  return TABLES.map((t) => ({
    siteCode,
    code: t.code,
    name: t.name,
    noCommission: t.noCommission,
    minBet: (t.minBet * UNIT) / divisor,
    maxBet: (t.maxBet * UNIT) / divisor,
    maxPerRound: (t.maxPerRound * UNIT) / divisor,
    sort: t.sort,
  }));
}
