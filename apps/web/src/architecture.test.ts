// Structural rules of the web app that the boundary tool cannot check: bundle-safe imports (zod
// only in the lazy member forms, antd-mobile per component), file names and sizes. Import
// direction, rooms and cycles are checked by dependency-cruiser (`npm run lint:deps`, rules in
// .dependency-cruiser.cjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 300;
/** The only places zod runs in the browser: the member forms, which load with their lazy pages. */
/**
 * Where zod may run: the member forms, and the content renderer, which checks every block an
 * operator wrote against the contract before drawing it (components/content, lazy pages only).
 */
const isZodAllowed = (rel: string) =>
  /^(lib|features\/[a-z0-9-]+\/lib)\/forms\//.test(rel) || /^components\/content\//.test(rel);
/** A room's pages: lazy chunks, never reached from the entry or a home route. */
const isRoomPage = (rel: string) => /^features\/[a-z0-9-]+\/routes\//.test(rel);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(srcDir).filter((f) => /\.(ts|tsx)$/.test(f));
const sources = files.map((file) => ({
  file,
  rel: path.relative(srcDir, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));
// Declaration files and tests never reach the bundle.
const productionSources = sources.filter((s) => !/\.(test\.tsx?|d\.ts)$/.test(s.rel));

/** Every import of a file: specifier, whether it is type-only, and the resolved src-relative path. */
function importsOf(source: (typeof sources)[number]) {
  const found: { spec: string; typeOnly: boolean; target: string | null }[] = [];
  const re =
    /(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const m of source.text.matchAll(re)) {
    // `typeof import('x')` is a type query, not a runtime import.
    if (m[4] && source.text.slice(Math.max(0, m.index - 7), m.index) === 'typeof ') continue;
    const spec = m[3] ?? m[4] ?? m[5]!;
    const target = spec.startsWith('.')
      ? path
          .relative(srcDir, path.resolve(path.dirname(source.file), spec))
          .split(path.sep)
          .join('/')
      : null;
    found.push({ spec, typeOnly: Boolean(m[2]), target });
  }
  return found;
}

describe('web architecture', () => {
  it('keeps zod to the member forms: runtime imports of zod and zod-bearing shared modules only there', () => {
    const zodFree = new Set([
      '@houseline/shared/api/headers',
      '@houseline/shared/limits',
      '@houseline/shared/form-factor',
      '@houseline/shared/validation/mask',
      '@houseline/shared/validation/field-rules',
      '@houseline/shared/money/amount',
      '@houseline/shared/money/chinese-uppercase',
      '@houseline/shared/dates/date-range-preset',
      '@houseline/shared/wallet/currency-code',
      '@houseline/shared/sportsbook/markets',
      '@houseline/shared/sportsbook/odds-format',
      '@houseline/shared/baccarat/cards',
      '@houseline/shared/baccarat/deal',
      '@houseline/shared/baccarat/payout',
      '@houseline/shared/baccarat/roads',
      '@houseline/shared/baccarat/shoe',
      '@houseline/shared/brands/features',
      '@houseline/shared/brands/feature-links',
      '@houseline/shared/brands/banner-images',
      '@houseline/shared/protection/options',
      '@houseline/shared/service-desk/skills',
      '@houseline/shared/verification/documents',
    ]);
    const offences: string[] = [];
    for (const s of productionSources) {
      if (isZodAllowed(s.rel)) continue;
      for (const i of importsOf(s)) {
        if (i.spec === 'zod' && !i.typeOnly) offences.push(`${s.rel} -> zod`);
        if (i.spec.startsWith('@houseline/shared') && !i.typeOnly && !zodFree.has(i.spec)) {
          offences.push(`${s.rel} -> ${i.spec}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('reaches the member forms (and zod) only through lazy routes, never from the entry or a home route', () => {
    const bySrc = new Map(productionSources.map((s) => [s.rel, s]));
    const roots = [
      'main.tsx',
      'layouts/mobile/mobile-layout.tsx',
      'layouts/desktop/desktop-layout.tsx',
      'app/routes/h5-home.tsx',
      'app/routes/desktop-home.tsx',
    ];
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const rel = stack.pop()!;
      if (seen.has(rel)) continue;
      seen.add(rel);
      const source = bySrc.get(rel);
      if (!source) continue;
      const staticImports = [
        ...source.text.matchAll(
          /^(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"](\.[^'"]+)['"]|^import\s+['"](\.[^'"]+)['"]/gm,
        ),
      ];
      for (const m of staticImports) {
        const spec = m[1] ?? m[2]!;
        stack.push(
          path
            .relative(srcDir, path.resolve(path.dirname(source.file), spec))
            .split(path.sep)
            .join('/'),
        );
      }
    }
    expect([...seen].filter((rel) => isZodAllowed(rel) || isRoomPage(rel))).toEqual([]);
    expect(seen.has('main.tsx') && seen.has('app/routes.tsx')).toBe(true);
  });

  it('imports antd-mobile per component, never the whole kit', () => {
    const offences = productionSources.flatMap((s) =>
      importsOf(s)
        .filter((i) => i.spec === 'antd-mobile' || i.spec === 'antd')
        .map((i) => `${s.rel} -> ${i.spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('has kebab-case file names, no barrel files and no file over the size limit', () => {
    for (const s of sources) {
      const base = path.basename(s.rel);
      expect(base, s.rel).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.tsx?$/);
      expect(base, s.rel).not.toMatch(/^index\.tsx?$/);
      expect(s.text.split('\n').length, s.rel).toBeLessThanOrEqual(MAX_LINES);
    }
  });
});
