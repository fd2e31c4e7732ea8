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
} as const;
