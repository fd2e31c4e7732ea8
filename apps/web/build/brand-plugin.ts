import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { BRANDS } from '../../../packages/shared/src/brands/registry.ts';
import {
  type BrandConfig,
  brandConfigSchema,
  DEFAULT_SITE_CODE,
  isSiteCode,
  SITE_CODES,
  type SiteCode,
} from '../../../packages/shared/src/brands/types.ts';
import { themeCssRule } from '../src/config/theme-vars.ts';

/** The id web code imports the build's brand through (declared in src/env.d.ts). */
export const BRAND_MODULE_ID = 'virtual:brand';
const RESOLVED_BRAND_MODULE_ID = `\0${BRAND_MODULE_ID}`;
/**
 * The brand's statistics config, a module of its own that the page loads lazily (SPEC.md §7:
 * "per-brand config modules loaded lazily"): only the statistics loader needs it, and only when
 * the site config of the server (which carries the same list) cannot be had.
 */
export const BRAND_STATISTICS_MODULE_ID = 'virtual:brand-statistics';
const RESOLVED_BRAND_STATISTICS_MODULE_ID = `\0${BRAND_STATISTICS_MODULE_ID}`;

export interface ResolvedBrand {
  siteCode: SiteCode;
  brand: BrandConfig;
  /** Absolute path of `packages/shared/src/brands/sites/<code>.ts`, the only brand module bundled. */
  modulePath: string;
}

/**
 * Picks the brand from SITE_CODE (default hgtyc) and fails the build with a clear message when the
 * code is unknown, its module is missing or its config does not satisfy the brand schema.
 * The registry is read here, at build time only; the browser bundle gets the single brand module.
 */
export function resolveBrand(rawSiteCode: string | undefined, sharedSrcDir: string): ResolvedBrand {
  const siteCode = rawSiteCode?.trim() || DEFAULT_SITE_CODE;
  if (!isSiteCode(siteCode)) {
    throw new Error(
      `[houseline] Unknown SITE_CODE "${siteCode}". Use one of: ${SITE_CODES.join(', ')} (default ${DEFAULT_SITE_CODE}).`,
    );
  }
  const modulePath = path.join(sharedSrcDir, 'brands', 'sites', `${siteCode}.ts`);
  if (!existsSync(modulePath)) {
    throw new Error(`[houseline] SITE_CODE "${siteCode}" has no brand module at ${modulePath}.`);
  }
  const parsed = brandConfigSchema.safeParse(BRANDS[siteCode]);
  if (!parsed.success) {
    throw new Error(`[houseline] Brand config of "${siteCode}" is invalid: ${parsed.error.message}`);
  }
  return { siteCode, brand: parsed.data, modulePath };
}

/**
 * `virtual:brand`: the one brand of this build, as plain data.
 *
 * Why data and not an alias of `sites/<code>.ts`: that module imports its id constants from
 * `brands/types.ts`, which also defines the zod schemas, and a runtime import of it pulls all of
 * zod (~30 KB gzipped) into every page. The config is validated here at build time instead, and
 * only this brand's values reach the browser. In dev the module is re-read on every change.
 */
export function brandModulePlugin(resolved: ResolvedBrand): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'houseline-brand-module',
    configureServer(devServer) {
      server = devServer;
    },
    resolveId(id) {
      if (id === BRAND_MODULE_ID) return RESOLVED_BRAND_MODULE_ID;
      return id === BRAND_STATISTICS_MODULE_ID ? RESOLVED_BRAND_STATISTICS_MODULE_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_BRAND_MODULE_ID && id !== RESOLVED_BRAND_STATISTICS_MODULE_ID) return null;
      this.addWatchFile(resolved.modulePath);
      let brand = resolved.brand;
      if (server) {
        const fresh = (await server.ssrLoadModule(resolved.modulePath)) as { brand: unknown };
        brand = brandConfigSchema.parse(fresh.brand);
      }
      const { statistics, ...eager } = brand;
      if (id === RESOLVED_BRAND_STATISTICS_MODULE_ID) {
        return `export const statistics = ${JSON.stringify(statistics)};\n`;
      }
      return `export const brand = ${JSON.stringify(eager)};\n`;
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Writes the brand into index.html: language, title, theme colour, icon and the CSS variables,
 * so the page is branded before any JavaScript runs.
 */
export function brandHtmlPlugin({ siteCode, brand }: ResolvedBrand): Plugin {
  return {
    name: 'houseline-brand-html',
    transformIndexHtml(html) {
      const head = [
        `<title>${escapeHtml(brand.siteName)}</title>`,
        `<meta name="description" content="${escapeHtml(brand.slogan)}" />`,
        `<meta name="theme-color" content="${brand.theme.headerFrom}" />`,
        `<meta name="application-name" content="${escapeHtml(brand.shortName)}" />`,
        `<link rel="icon" type="image/svg+xml" href="/static/brands/${siteCode}/logo.svg" />`,
        `<link rel="apple-touch-icon" href="/static/brands/${siteCode}/logo.svg" />`,
        `<style id="brand-theme">${themeCssRule(brand.theme)}</style>`,
      ].join('\n    ');
      const darkAttr = brand.theme.mode === 'dark' ? ' data-prefers-color-scheme="dark"' : '';
      return html
        .replace(
          '<html lang="zh-CN">',
          `<html lang="${brand.defaultLocale}" data-site="${siteCode}"${darkAttr}>`,
        )
        .replace('<!-- brand-head -->', head);
    },
  };
}
