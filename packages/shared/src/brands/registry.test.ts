/// <reference types="node" />
// This test alone reads the disk (to prove every referenced /static/ file exists); packages/shared
// itself stays free of Node imports.
// biome-ignore lint/style/noRestrictedImports: test-only check of files under apps/server/static.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast.ts';
import { BRANDS, getBrand, getDefaultBrand } from './registry.ts';
import {
  type BrandConfig,
  brandConfigSchema,
  DEFAULT_SITE_CODE,
  FEATURE,
  GAME_CATEGORY,
  SITE_CODES,
  TAB_KEYS,
} from './types.ts';

const STATIC_ROOT = new URL('../../../../apps/server/static/', import.meta.url);
const SITES_DIR = new URL('./sites/', import.meta.url);
const all: BrandConfig[] = SITE_CODES.map((code) => BRANDS[code]);

/** Every string in a config that points at a file under /static/ (query string removed). */
function staticPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/static/') ? [value.split('?')[0] ?? value] : [];
  if (Array.isArray(value)) return value.flatMap(staticPaths);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(staticPaths);
  return [];
}

describe('brand registry', () => {
  it('has exactly one sites/<code>.ts per site code', () => {
    const files = readdirSync(SITES_DIR).filter((f) => f.endsWith('.ts'));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...SITE_CODES].sort());
    expect(Object.keys(BRANDS).sort()).toEqual([...SITE_CODES].sort());
  });

  it.each(SITE_CODES)('%s passes the schema and names its own site code', (code) => {
    const brand = getBrand(code);
    expect(brandConfigSchema.parse(brand)).toEqual(brand);
    expect(brand.siteCode).toBe(code);
  });

  it('uses unique names', () => {
    expect(new Set(all.map((b) => b.siteName)).size).toBe(all.length);
    expect(new Set(all.map((b) => b.shortName)).size).toBe(all.length);
  });

  it('defaults to hgtyc in zh-CN', () => {
    expect(DEFAULT_SITE_CODE).toBe('hgtyc');
    expect(getDefaultBrand().siteCode).toBe('hgtyc');
    expect(getBrand('hgtyc').defaultLocale).toBe('zh-CN');
  });

  it('gives a WhatsApp link to brand by only', () => {
    expect(all.filter((b) => b.common.whatsAppUrl !== undefined).map((b) => b.siteCode)).toEqual(['by']);
  });

  it('has exactly one brand with its own (sports) home screen: hgty', () => {
    expect(all.filter((b) => b.home.variant === 'sports').map((b) => b.siteCode)).toEqual(['hgty']);
  });

  it('shows the yuan sign for several brands and a coin icon for the rest', () => {
    const yuan = all.filter((b) => b.common.currency.kind === 'yuan').map((b) => b.siteCode);
    expect(yuan).toContain('hgtyc');
    expect(yuan).not.toContain('hgty');
    expect(yuan.length).toBeGreaterThanOrEqual(5);
    expect(yuan.length).toBeLessThanOrEqual(all.length - 5);
  });

  it.each(SITE_CODES)('%s enables known, distinct game and feature ids', (code) => {
    const brand = getBrand(code);
    const games: number[] = Object.values(GAME_CATEGORY);
    const features: number[] = Object.values(FEATURE);
    expect(brand.enabledGameIds.length).toBeGreaterThanOrEqual(3);
    expect(new Set(brand.enabledGameIds).size).toBe(brand.enabledGameIds.length);
    expect(brand.enabledGameIds.every((id) => games.includes(id))).toBe(true);
    expect(new Set(brand.enabledFeatureIds).size).toBe(brand.enabledFeatureIds.length);
    expect(brand.enabledFeatureIds.every((id) => features.includes(id))).toBe(true);
  });

  it.each(SITE_CODES)('%s has a tab bar that starts at home and matches its features', (code) => {
    const { home, enabledFeatureIds } = getBrand(code);
    expect(home.tabBar[0]).toBe('home');
    expect(new Set(home.tabBar).size).toBe(home.tabBar.length);
    // Tabs keep the canonical order of TAB_KEYS.
    const order = home.tabBar.map((key) => TAB_KEYS.indexOf(key));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(home.tabBar.includes('sponsor')).toBe(enabledFeatureIds.includes(FEATURE.sponsor));
    expect(home.tabBar.includes('activity')).toBe(enabledFeatureIds.includes(FEATURE.activities));
  });

  it.each(SITE_CODES)('%s links only to its own pages and hosts', (code) => {
    const { common, home, statistics } = getBrand(code);
    expect(home.banners.length).toBeGreaterThanOrEqual(2);
    expect(home.banners.length).toBeLessThanOrEqual(3);
    expect(new Set(home.banners.map((b) => b.id)).size).toBe(home.banners.length);
    for (const banner of home.banners) {
      expect(banner.imageUrl).toMatch(new RegExp(`^/static/brands/${code}/banner-\\d\\.webp$`));
      expect(banner.link === '' || banner.link.startsWith('/')).toBe(true);
    }
    // The built-in service desk (issue 26): a person answers it, in the site itself.
    expect(common.customerServiceUrl).toBe('/app/customer');
    for (const item of common.items) expect(item.url.startsWith('/')).toBe(true);
    expect(common.allowedHosts).toEqual(
      expect.arrayContaining(['localhost', '127.0.0.1', `${code}.localhost`]),
    );
    expect(
      common.allowedHosts.every(
        (host) => !host.includes('.') || /(^127\.0\.0\.1|\.localhost|\.example)$/.test(host),
      ),
    ).toBe(true);
    expect(statistics.scriptsList.default).toEqual([{ kind: 'counter', value: `${code}-main` }]);
  });

  it.each(SITE_CODES)('%s has a readable theme (WCAG AA)', (code) => {
    const { theme } = getBrand(code);
    expect(contrastRatio(theme.text, theme.background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(theme.text, theme.surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(theme.textMuted, theme.surface)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('gives every brand its own primary colour', () => {
    expect(new Set(all.map((b) => b.theme.primary.toLowerCase())).size).toBe(all.length);
  });

  it('references only /static/ files that exist under apps/server/static', () => {
    const paths = [...new Set(all.flatMap(staticPaths))];
    expect(paths.length).toBeGreaterThan(all.length * 3);
    const missing = paths.filter((p) => !existsSync(new URL(p.slice('/static/'.length), STATIC_ROOT)));
    expect(missing).toEqual([]);
  });
});
