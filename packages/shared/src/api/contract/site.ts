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

// ── The brand's home, edited in the console (issue 24): the notice bar and the banners. ──────────

/** An uploaded artwork's URL: the brand, then the server-made id (22 url-safe characters, as uploads are named). */
const ARTWORK_URL = /^\/static\/artwork\/([a-z0-9]{1,16})\/([A-Za-z0-9_-]{22})\.webp$/;

/** The stable, public, same-origin URL of a brand's uploaded artwork. */
export function artworkUrl(siteCode: string, id: string): string {
  return `/static/artwork/${siteCode}/${id}.webp`;
}

/** The brand and id an uploaded artwork URL names, or undefined for any other URL. */
export function parseArtworkUrl(url: string): { siteCode: string; id: string } | undefined {
  const match = ARTWORK_URL.exec(url);
  return match ? { siteCode: match[1]!, id: match[2]! } : undefined;
}

/**
 * A banner's image: one of the brand's own artwork files on this origin (the CSP allows no other):
 * a file that ships under /static, or an artwork the brand's operators uploaded.
 */
const bannerImageField = z
  .string()
  .trim()
  .max(200, { error: 'field.bannerImage' })
  .regex(
    /^\/static\/(?:[a-z0-9][a-z0-9/_-]*\.(webp|svg|png|jpg)|artwork\/[a-z0-9]{1,16}\/[A-Za-z0-9_-]{22}\.webp)$/,
    {
      error: 'field.bannerImage',
    },
  );
/** Where a banner leads: a route of the member site (or nowhere). */
const bannerLinkField = z
  .string()
  .trim()
  .max(200, { error: 'field.bannerLink' })
  .regex(/^(\/(?!\/)[A-Za-z0-9/_?=&.-]*)?$/, { error: 'field.bannerLink' });

export const adminBannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** GET /api/admin/v1/site/home — the brand's notice bar, every banner, and the artwork to pick from. */
export const adminSiteHomeSchema = z.object({
  notice: z.string(),
  banners: z.array(adminBannerSchema),
  images: z.array(z.string()),
});

export const adminSiteNoticeRequestSchema = z.object({
  notice: z.string().trim().min(1, { error: 'field.notice' }).max(500, { error: 'field.notice' }),
});

/** POST /api/admin/v1/site/banner — a new banner (no id) or changes to one. */
export const adminBannerSaveRequestSchema = z.object({
  id: z.number().int().positive().max(999_999_999).optional(),
  title: z.string().trim().min(1, { error: 'field.bannerTitle' }).max(40, { error: 'field.bannerTitle' }),
  subtitle: z.string().trim().max(80, { error: 'field.bannerSubtitle' }),
  imageUrl: bannerImageField,
  link: bannerLinkField,
  sort: z
    .number({ error: 'field.bannerSort' })
    .int({ error: 'field.bannerSort' })
    .min(0, { error: 'field.bannerSort' })
    .max(999, { error: 'field.bannerSort' }),
  enabled: z.boolean(),
});

export const adminBannerDeleteRequestSchema = z.object({
  id: z.number().int().positive().max(999_999_999),
});
export const adminBannerDeleteSchema = z.object({ ok: z.literal(true) });

/** One artwork of the brand's library (decision 0087). */
export const adminArtworkSchema = z.object({
  id: z.string(),
  /** What a banner's imageUrl is set to: /static/artwork/<site>/<id>.webp. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** Bytes of the stored re-encoding. */
  size: z.number(),
  createdAt: z.string(),
});
export type AdminArtwork = z.infer<typeof adminArtworkSchema>;

/** GET /api/admin/v1/site/artwork — the brand's uploaded artwork, newest first. */
export const adminArtworkListSchema = z.object({ list: z.array(adminArtworkSchema) });

// ── the brand's identity in the console (issue 24, decision 0081)

/** A brand's name, short name and slogan as members see them. */
export const brandIdentitySchema = z.object({
  siteName: z.string(),
  shortName: z.string(),
  slogan: z.string(),
});
export type BrandIdentity = z.infer<typeof brandIdentitySchema>;

/** GET /api/admin/v1/site/brand — what members see, the registry's defaults, and which are the operators'. */
export const adminBrandSettingsSchema = z.object({
  identity: brandIdentitySchema,
  defaults: brandIdentitySchema,
  /** Per field: true when an operator's text replaces the registry's. */
  custom: z.object({ siteName: z.boolean(), shortName: z.boolean(), slogan: z.boolean() }),
  updatedAt: z.string().nullable(),
});
export type AdminBrandSettings = z.infer<typeof adminBrandSettingsSchema>;

/** No control characters and no angle brackets: the texts also go into titles and a share poster. */
const PLAIN_TEXT = /^[^\p{Cc}<>]*$/u;
const identityText = (min: number, max: number, error: string) =>
  z.string({ error }).trim().min(min, { error }).max(max, { error }).regex(PLAIN_TEXT, { error }).nullable();

/** POST /api/admin/v1/site/brand — the texts to show; null puts the registry's text back. */
export const adminBrandSettingsUpdateRequestSchema = z.object({
  siteName: identityText(2, 20, 'field.brandSiteName'),
  shortName: identityText(1, 8, 'field.brandShortName'),
  slogan: identityText(1, 40, 'field.brandSlogan'),
});
export type AdminBrandSettingsUpdateRequest = z.infer<typeof adminBrandSettingsUpdateRequestSchema>;
