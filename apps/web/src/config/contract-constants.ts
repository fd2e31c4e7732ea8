/**
 * Values from packages/shared whose modules also define zod schemas. Importing such a module at
 * runtime pulls all of zod (~30 KB gzipped) into the bundle, because zod's entry has side effects.
 * These mirrors are checked against the contract's literal types with `satisfies`, so a drift
 * fails `tsc`; once packages/shared keeps them in zod-free modules, import them from there.
 */
type GamesContract = typeof import('@houseline/shared/api/contract/games');
type BrandTypes = typeof import('@houseline/shared/brands/types');
type EnvelopeContract = typeof import('@houseline/shared/api/envelope');
type RealtimeContract = typeof import('@houseline/shared/api/realtime');
type WalletContract = typeof import('@houseline/shared/api/contract/wallet');
type ContentContract = typeof import('@houseline/shared/api/contract/content');

/** `show` of the game list: 1 = H5 home, 2 = desktop home. */
export const GAME_LIST_SHOW = { h5: 1, pc: 2 } as const satisfies GamesContract['GAME_LIST_SHOW'];

/** The sports game category (GAME_CATEGORY.sports). */
export const SPORTS_CATEGORY_ID = 1 as const satisfies BrandTypes['GAME_CATEGORY']['sports'];
/** The e-sports game category (GAME_CATEGORY.esports). */
export const ESPORTS_CATEGORY_ID = 6 as const satisfies BrandTypes['GAME_CATEGORY']['esports'];

/** `data` of the envelope that means "session invalid". */
export const SESSION_INVALID_DATA = 'token' as const satisfies EnvelopeContract['SESSION_INVALID_DATA'];

/** The real-time channel's path and the close code that means "token refused". */
export const REALTIME_PATH = '/api/ws' as const satisfies RealtimeContract['REALTIME_PATH'];
export const REALTIME_CLOSE_UNAUTHORISED =
  4401 as const satisfies RealtimeContract['REALTIME_CLOSE_UNAUTHORISED'];

/** Transaction types of the records filter, in the contract's order. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'exchange',
  'adjust',
  'bonus',
  'bet',
] as const satisfies WalletContract['TRANSACTION_TYPES'];

/** Withdrawal states, in the order a withdrawal goes through them. */
export const WITHDRAW_STATUSES = [
  'requested',
  'reviewing',
  'approved',
  'paid',
  'rejected',
] as const satisfies WalletContract['WITHDRAW_STATUSES'];

/** Brand feature ids (FEATURE) the web gates pages and entries on. */
export const FEATURE_ID = {
  vip: 101,
  sponsor: 107,
  activities: 108,
} as const satisfies Pick<BrandTypes['FEATURE'], 'vip' | 'sponsor' | 'activities'>;

/** Promotion categories and time-window states of the activities list, in the contract's order. */
export const PROMO_CATEGORIES = [
  'welcome',
  'daily',
  'sports',
  'casino',
  'vip',
] as const satisfies ContentContract['PROMO_CATEGORIES'];
export const PROMO_STATES = [
  'upcoming',
  'running',
  'ended',
] as const satisfies ContentContract['PROMO_STATES'];
