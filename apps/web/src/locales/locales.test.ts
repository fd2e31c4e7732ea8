import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Every message bundle: the entry's (src/locales) and those that load with lazy pages
 * (src/locales/member for every member page, src/locales/wallet for the cashier and records, and
 * a room's own src/features/<room>/locales when it has one).
 * Each directory holds one file per locale.
 */
const bundles = [
  ...new Set(walk(srcDir).filter((f) => /[/\\]locales(?:[/\\][\w-]+)?[/\\]zh-CN\.json$/.test(f))),
].map((zhFile) => {
  const dir = path.dirname(zhFile);
  const read = (locale: string) =>
    flatten(JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree);
  return { name: path.relative(srcDir, dir), zh: read('zh-CN'), en: read('en-US') };
});

describe('locales', () => {
  it('finds the entry bundle, the member pages bundle and the cashier bundle', () => {
    expect(bundles.map((b) => b.name).sort()).toEqual([
      'features/agent/locales',
      'features/games/locales',
      'features/records/locales',
      'locales',
      'locales/activities',
      'locales/casino',
      'locales/feedback',
      'locales/help',
      'locales/live-tables',
      'locales/live-tables-play',
      'locales/member',
      'locales/messages',
      'locales/protection',
      'locales/service-desk',
      'locales/sports',
      'locales/tasks',
      'locales/verification',
      'locales/vip',
      'locales/wallet',
    ]);
  });

  for (const bundle of bundles) {
    describe(bundle.name, () => {
      it('zh-CN and en-US have exactly the same keys', () => {
        expect([...bundle.en.keys()].sort()).toEqual([...bundle.zh.keys()].sort());
      });

      it('has no empty message', () => {
        for (const [key, value] of [...bundle.zh, ...bundle.en]) expect(value.trim(), key).not.toBe('');
      });

      it('uses the same interpolation variables in both languages', () => {
        for (const [key, value] of bundle.zh) {
          expect(variables(bundle.en.get(key) ?? ''), key).toEqual(variables(value));
        }
      });
    });
  }

  it('never defines one key in two bundles (a lazy bundle would overwrite the entry one)', () => {
    const shared = bundles.flatMap((a, i) =>
      bundles.slice(i + 1).flatMap((b) => [...a.zh.keys()].filter((key) => b.zh.has(key))),
    );
    expect(shared).toEqual([]);
  });

  it('keeps the generic error page text exactly as SPEC.md §8 has it', () => {
    const main = bundles.find((b) => b.name === 'locales')!;
    expect(main.zh.get('error.unexpected')).toBe('Unexpected Application Error!');
    expect(main.en.get('error.unexpected')).toBe('Unexpected Application Error!');
  });
});

function sourceFiles(dir: string): string[] {
  return walk(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
}

describe('messages used in code', () => {
  it('exist in the locale files (every literal t() key)', () => {
    const known = new Set(bundles.flatMap((b) => [...b.zh.keys()]));
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
        if (!known.has(m[1]!)) missing.push(`${path.relative(srcDir, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
