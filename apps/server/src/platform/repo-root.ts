import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root directory, found by walking up from this file until a directory holds
 * `apps/server/drizzle`. The server runs from its TypeScript sources (tests, `npm run dev`) and from
 * the bundle built ahead of time (`apps/server/dist/`, decision 0058); a fixed `../../..` from
 * `import.meta.url` would point somewhere else in each, so the root is looked for instead.
 */
export function findRepoRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = path.dirname(from);
  for (;;) {
    if (existsSync(path.join(dir, 'apps', 'server', 'drizzle'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no repository root (apps/server/drizzle) above ${from}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot();
