// The schema has no cycles: each leaf under schema/ loads on its own, whichever is imported first
// (a leaf that imported ../schema.ts once threw "Cannot access 'ts' before initialization" when
// imported before schema.ts). Every leaf in the folder is checked, so a new one is too.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema');
const leaves = readdirSync(dir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort();

describe('schema leaves', () => {
  beforeEach(() => {
    // A fresh module registry per case: the leaf under test is the first schema file loaded.
    vi.resetModules();
  });

  it('finds the table groups', () => {
    expect(leaves).toEqual(expect.arrayContaining(['members.ts', 'money.ts', 'operators.ts', 'venues.ts']));
  });

  it.each(leaves)('%s loads first, on its own, and defines its tables', async (leaf) => {
    const module: Record<string, unknown> = await import(path.join(dir, leaf));
    expect(Object.keys(module).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(module)) expect(value, name).toBeDefined();
  });

  it('schema.ts re-exports every leaf', async () => {
    const all: Record<string, unknown> = await import('./schema.ts');
    for (const leaf of leaves) {
      const module: Record<string, unknown> = await import(path.join(dir, leaf));
      for (const name of Object.keys(module)) expect(all[name], `${leaf}: ${name}`).toBe(module[name]);
    }
  });
});
