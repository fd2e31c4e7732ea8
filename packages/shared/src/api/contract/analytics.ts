import { z } from 'zod';
import { LIMITS } from '../../limits.ts';

/** POST /api/findmed/v1/analytics/pageview — one page view of the SPA. */
export const pageViewRequestSchema = z.object({
  path: z.string().min(1).max(LIMITS.pathMaxLength).startsWith('/'),
  referrer: z.string().max(LIMITS.pathMaxLength).optional(),
  /** `initial` for the first load, `navigate` for a route change. */
  kind: z.enum(['initial', 'navigate']).default('navigate'),
  layout: z.enum(['h5', 'desktop']),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

export const pageViewResponseSchema = z.object({ recorded: z.literal(true) });

/** POST /api/findmed/v1/stats/hit — a hit of the built-in statistics counter (`counter` scripts). */
export const statsHitRequestSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/),
  path: z.string().min(1).max(LIMITS.pathMaxLength),
});
export type StatsHitRequest = z.infer<typeof statsHitRequestSchema>;
