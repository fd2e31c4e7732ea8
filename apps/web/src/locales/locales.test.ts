import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

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

const zh = flatten(zhCN as Tree);
const en = flatten(enUS as Tree);

describe('locales', () => {
  it('zh-CN and en-US have exactly the same keys', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('has no empty message', () => {
    for (const [key, value] of [...zh, ...en]) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [key, value] of zh) expect(variables(en.get(key) ?? ''), key).toEqual(variables(value));
  });

  it('keeps the generic error page text exactly as SPEC.md §8 has it', () => {
    expect(zh.get('error.unexpected')).toBe('Unexpected Application Error!');
    expect(en.get('error.unexpected')).toBe('Unexpected Application Error!');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('messages used in code', () => {
  it('exist in the locale files (every literal t() key)', () => {
    const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
        if (!zh.has(m[1]!)) missing.push(`${path.relative(srcDir, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
