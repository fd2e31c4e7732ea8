/**
 * Every limit in one place (CONVENTIONS.md: "put a limit on everything"). Units last in names.
 * Values from SPEC.md §9 are marked.
 */
export const LIMITS = {
  /** SPEC.md §9. */
  requestTimeoutMs: 10_000,
  /** SPEC.md §9. */
  heartbeatIntervalMs: 30_000,
  /** SPEC.md §9: member info and balance fetch throttle window. */
  memberFetchThrottleMs: 30_000,
  /** SPEC.md §9. */
  taskGroupThrottleMs: 100,
  /** SPEC.md §9. */
  preInfoStaleMs: 60_000,
  /** SPEC.md §9. */
  recommendPageSize: 3,
  /** SPEC.md §9: isExpired default. */
  timestampMaxAgeMs: 2 * 60 * 60 * 1000,

  sessionIdleMs: 2 * 60 * 60 * 1000,
  sessionAbsoluteMs: 7 * 24 * 60 * 60 * 1000,
  /** A token older than this is replaced through the `id` response header. */
  sessionRotateAfterMs: 15 * 60 * 1000,
  /** After rotation the previous token still works this long, for requests already in flight. */
  sessionRotateGraceMs: 60 * 1000,
  sessionTokenBytes: 32,

  requestBodyMaxBytes: 1024 * 1024,
  headerValueMaxLength: 256,
  pathMaxLength: 512,
  pageViewsPerMinutePerIp: 120,
  requestsPerMinutePerIp: 600,
  gameListMaxCategories: 64,
  gameListMaxGamesPerCategory: 500,

  /** A real-time socket must send its auth message this soon after opening; pings do not extend it. */
  realtimeAuthTimeoutMs: 10_000,
  /**
   * Open real-time sockets per client address (per server instance). A member has one per tab;
   * members behind one NAT share an address, so this is a flood guard, not a per-member rule.
   */
  realtimeSocketsPerAddress: 20,
} as const;

/** A message an operator writes to one member from the player 360 page (issue 24): plain text. */
export const MEMBER_MESSAGE_LIMITS = { titleMax: 40, bodyMax: 1000 } as const;

/**
 * Every bound of a brand's uploaded banner artwork (decision 0087). The carousels show banners at
 * 2.5:1 (1 500×600 renderings); artwork far from that shape would be cropped beyond recognition.
 */
export const ARTWORK_LIMITS = {
  /** The file as sent (before re-encoding). */
  maxBytes: 5 * 1024 * 1024,
  /** The narrowest artwork: a phone's column at 2× (750 px). */
  minWidth: 750,
  /** Width over height, inclusive bounds. */
  minRatio: 2,
  maxRatio: 3,
  /** Artwork a brand keeps (its library, listed newest first). */
  perBrand: 200,
} as const;
