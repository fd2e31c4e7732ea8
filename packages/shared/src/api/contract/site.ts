import { z } from 'zod';
import { brandThemeSchema, statisticsScriptSchema } from '../../brands/types.ts';

/** GET /api/findmed/v1/md — the brand's site config. */
export const siteConfigSchema = z.object({
  site: z.string(),
  siteName: z.string(),
  shortName: z.string(),
  slogan: z.string(),
  locale: z.string(),
  currency: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('yuan'), symbol: z.string() }),
    z.object({ kind: z.literal('icon'), iconUrl: z.string(), label: z.string() }),
  ]),
  customer_service: z.string(),
  /** Only brand `by` has one. */
  whatsAppUrl: z.string().optional(),
  scriptsList: z.record(z.string(), z.array(statisticsScriptSchema)),
  items: z.array(z.object({ name: z.string(), url: z.string(), platform_ck: z.string() })),
  allowedHosts: z.array(z.string()),
  enabledGameIds: z.array(z.number()),
  enabledFeatureIds: z.array(z.number()),
  home: z.object({
    variant: z.enum(['standard', 'sports']),
    tabBar: z.array(z.string()),
    banners: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        subtitle: z.string(),
        imageUrl: z.string(),
        link: z.string(),
      }),
    ),
    notice: z.string(),
  }),
  theme: brandThemeSchema,
  /** RSA-OAEP (SHA-256) public key, SPKI DER in base64, for encrypting passwords in the browser. */
  publicKey: z.string(),
  publicKeyAlg: z.literal('RSA-OAEP-256'),
  /** Server clock, ms since epoch, so the client can correct for skew. */
  serverTime: z.number(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /api/f/v1/member/preInfo. */
export const preInfoSchema = z.object({
  customer_service: z.string(),
});
export type PreInfo = z.infer<typeof preInfoSchema>;

/** GET /api/health. */
export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['pglite', 'postgres']),
  uptimeMs: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
