import { z } from 'zod';

// The site codes live in a leaf without zod, so a bundle that needs only the list (the console)
// does not bring the schema library with it.
import { SITE_CODES, type SiteCode } from './site-codes.ts';

export { SITE_CODES, type SiteCode };
export const DEFAULT_SITE_CODE: SiteCode = 'hgtyc';

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (SITE_CODES as readonly string[]).includes(value);
}

/** Numeric game-category ids a brand may enable (the "enabled game ids" of SPEC.md §1). */
export const GAME_CATEGORY = {
  sports: 1,
  live: 2,
  slots: 3,
  lottery: 4,
  cards: 5,
  esports: 6,
  fishing: 7,
} as const;

export { FEATURE } from './features.ts';

export const TAB_KEYS = ['home', 'activity', 'customer', 'sponsor', 'center'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const brandThemeSchema = z.object({
  /** Main brand colour: buttons, active tab, links. */
  primary: hexColor,
  /** Text/icon colour drawn on top of `primary`. */
  onPrimary: hexColor,
  /** Secondary accent (badges, highlights). */
  accent: hexColor,
  /** Page background. */
  background: hexColor,
  /** Card and panel background. */
  surface: hexColor,
  /** Main text colour. */
  text: hexColor,
  /** Muted text colour. */
  textMuted: hexColor,
  /** Header gradient start and end. */
  headerFrom: hexColor,
  headerTo: hexColor,
  /** `light` or `dark`: picks matching component defaults. */
  mode: z.enum(['light', 'dark']),
});
export type BrandTheme = z.infer<typeof brandThemeSchema>;

export const statisticsScriptSchema = z.object({
  /** `src`: load a script from the URL; `counter`: the built-in page counter with a site id. */
  kind: z.enum(['src', 'counter']),
  value: z.string().min(1).max(512),
});

export const brandConfigSchema = z.object({
  siteCode: z.enum(SITE_CODES),
  /** Full display name (Chinese), shown in the header and the document title. */
  siteName: z.string().min(2).max(32),
  /** Short name for the tab bar and the PWA manifest. */
  shortName: z.string().min(2).max(12),
  /** One-line slogan shown under the name. */
  slogan: z.string().min(2).max(64),
  defaultLocale: z.enum(['zh-CN', 'en-US']),
  /** Enabled game-category ids (GAME_CATEGORY values). */
  enabledGameIds: z.array(z.number().int().positive()).min(1),
  /** Enabled feature ids (FEATURE values). */
  enabledFeatureIds: z.array(z.number().int().positive()),
  home: z.object({
    /** `standard` for most brands; `sports` puts the sports board first (the brand with its own home). */
    variant: z.enum(['standard', 'sports']),
    tabBar: z.array(z.enum(TAB_KEYS)).min(3).max(5),
    banners: z
      .array(
        z.object({
          id: z.number().int().positive(),
          title: z.string().min(1).max(40),
          subtitle: z.string().max(80),
          imageUrl: z.string().min(1),
          link: z.string().max(256),
        }),
      )
      .min(1),
    notice: z.string().min(1).max(500),
  }),
  common: z.object({
    customerServiceUrl: z.string().min(1),
    /** Members must set a 6-digit withdrawal password before withdrawing (`d` of its config). */
    withdrawPassword: z.boolean().default(true),
    whatsAppUrl: z.string().optional(),
    /** Host names the site is published under; any other host shows the hijack notice. */
    allowedHosts: z.array(z.string().min(1)).min(1),
    currency: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('yuan'), symbol: z.literal('¥') }),
      z.object({ kind: z.literal('icon'), iconUrl: z.string().min(1), label: z.string().min(1) }),
    ]),
    /** Download and partner links shown in the footer (the md "items"). */
    items: z
      .array(z.object({ name: z.string().min(1), url: z.string().min(1), platform_ck: z.string().min(1) }))
      .min(1),
  }),
  statistics: z.object({
    /** Scripts per host name; `default` applies to any host without its own entry. */
    scriptsList: z.record(z.string(), z.array(statisticsScriptSchema)).refine((v) => 'default' in v, {
      message: 'scriptsList needs a default entry',
    }),
  }),
  theme: brandThemeSchema,
});

export type BrandConfig = z.infer<typeof brandConfigSchema>;
