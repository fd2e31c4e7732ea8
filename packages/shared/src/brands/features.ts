/**
 * Numeric feature ids a brand may enable (its `enabledFeatureIds`). A module of its own, free of
 * zod, so the web's navigation can read it without the brand schema.
 */
export const FEATURE = {
  vip: 101,
  tasks: 102,
  agent: 103,
  shareToEarn: 104,
  exchange: 105,
  virtualWallet: 106,
  sponsor: 107,
  activities: 108,
} as const;

export type FeatureId = (typeof FEATURE)[keyof typeof FEATURE];
