/**
 * Limits that only the web client uses. Limits shared with the server live in
 * `@houseline/shared/limits` (LIMITS); units are last in every name.
 */
export const WEB_LIMITS = {
  /** How often the online monitor pings /api/health while the page is visible. */
  healthPingIntervalMs: 30_000,
  /** Site config rarely changes within a visit. */
  siteConfigStaleMs: 5 * 60_000,
  /** The game list is re-fetched at most once a minute. */
  gameListStaleMs: 60_000,
  /** Banner carousel autoplay interval. */
  bannerAutoplayMs: 4_000,
  /** How long a toast stays on screen. */
  toastDurationMs: 2_500,
  /** Page-view paths and referrers are truncated to the server's limit. */
  pageViewPathMaxLength: 512,
  /** Random part of the device id, in characters (two such parts). */
  deviceIdRandomLength: 10,
  /** The real-time socket reconnects after this long at first, doubling up to the maximum. */
  realtimeReconnectInitialMs: 1_000,
  realtimeReconnectMaxMs: 30_000,
  /** An open deposit order is re-read this often while the member looks at it. */
  depositOrderPollMs: 3_000,
  /** The deposit page's recent orders are re-read this often while the USDT channel is shown. */
  usdtRecordsPollMs: 5_000,
  /** Rows per page of the member's records (the contract allows at most 50). */
  recordsPageSize: 20,
  /** Recent deposits shown under the deposit form. */
  recentDepositsSize: 5,
  /** Typed amounts are cut at this many characters (12 integer digits, a dot, 2 decimals, slack). */
  amountInputMaxLength: 16,
} as const;
