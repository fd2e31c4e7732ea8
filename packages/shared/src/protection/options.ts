// The choices player protection offers (issue 25), zod-free so the member pages import them
// without the contract's schemas.

/** Hours of a time-out a member may choose (24 h to 6 weeks). */
export const TIMEOUT_HOURS = [24, 72, 168, 336, 504, 1008] as const;
/** Months of a self-exclusion (6 months, 1, 2 or 5 years). */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;
export const REALITY_CHECK_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240] as const;
export const PLAY_TIME_MAX_MINUTES = 1440;
/** Minutes after which a playing session ends by itself, if the member chooses one (0: never). */
export const SESSION_LIMIT_MINUTES = [30, 60, 90, 120, 180, 240, 360] as const;
/** The cooling-off before an increase or a removal may be confirmed, and before a reopening. */
export const PROTECTION_COOLING_OFF_HOURS = 24;
