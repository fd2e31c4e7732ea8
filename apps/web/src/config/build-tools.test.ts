// Tests of the build helpers in apps/web/build (they live here because the unit project runs
// apps/web/src/**/*.test.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandModulePlugin, resolveBrand } from '../../build/brand-plugin.ts';
import { convertPxValue } from '../../build/px-to-vw.ts';

const sharedSrc = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/shared/src',
);
const opts = { designWidthPx: 375, maxWidthPx: 750, include: /\.h5\.css$/ };

describe('px to vw (375 design, 750 px cap)', () => {
  it('scales lengths with the viewport and caps them', () => {
    expect(convertPxValue('16px', opts)).toBe('min(4.2667vw, 32px)');
    expect(convertPxValue('0 10px 12px', opts)).toBe('0 min(2.6667vw, 20px) min(3.2vw, 24px)');
    expect(convertPxValue('-8px', opts)).toBe('max(-2.1333vw, -16px)');
  });

  it('keeps hairlines and upper-case PX as they are', () => {
    expect(convertPxValue('1px solid red', opts)).toBe('1px solid red');
    expect(convertPxValue('750PX', opts)).toBe('750PX');
  });
});

describe('brand resolution at build time', () => {
  it('defaults to hgtyc and finds its module', () => {
    const resolved = resolveBrand(undefined, sharedSrc);
    expect(resolved.siteCode).toBe('hgtyc');
    expect(resolved.modulePath.endsWith(path.join('brands', 'sites', 'hgtyc.ts'))).toBe(true);
    expect(resolved.brand.siteName.length).toBeGreaterThan(1);
  });

  it('fails clearly for an unknown SITE_CODE', () => {
    expect(() => resolveBrand('nope', sharedSrc)).toThrow(/Unknown SITE_CODE "nope"/);
  });
});

describe('the brand modules of a build', () => {
  // SPEC.md §7 (issue 28): per-brand config modules are loaded lazily.
  async function load(id: string): Promise<string> {
    const plugin = brandModulePlugin(resolveBrand('hgtyc', sharedSrc));
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const loader = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
    const resolved = resolveId(id);
    expect(resolved, `${id} resolves`).toBeTruthy();
    return loader.call({ addWatchFile: () => {} }, resolved!);
  }

  it('keeps the statistics config out of the eager brand module, in a module of its own', async () => {
    const eager = await load('virtual:brand');
    expect(eager).toContain('"siteName"');
    expect(eager).not.toContain('scriptsList');
    const statistics = await load('virtual:brand-statistics');
    expect(statistics).toMatch(/^export const statistics = \{"scriptsList":\{"default":/);
  });

  it('loads that module with a dynamic import, so it is a chunk of its own', async () => {
    const { readFileSync } = await import('node:fs');
    const here = path.dirname(fileURLToPath(import.meta.url));
    const source = readFileSync(
      path.join(here, '../features/site/components/statistics-scripts.tsx'),
      'utf8',
    );
    expect(source).toContain("import('virtual:brand-statistics')");
  });
});
