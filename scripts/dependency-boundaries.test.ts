// The boundary rules (.dependency-cruiser.cjs) catch what they are meant to: this test writes a
// tiny tree with a planted cycle, deep imports and crossings of each boundary, runs the cruiser
// with the repository's own config on it and expects exactly those violations — and none on the
// same tree with the offending imports taken out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A clean tree: one server module with its layers, a second module, the web kit and two rooms. */
const CLEAN: Record<string, string> = {
  // Stand-ins for installed packages, resolved like the real ones.
  'node_modules/drizzle-orm/package.json': '{ "name": "drizzle-orm", "main": "index.js" }\n',
  'node_modules/drizzle-orm/index.js': 'export const sql = () => null;\n',
  'node_modules/zod/package.json': '{ "name": "zod", "main": "index.js" }\n',
  'node_modules/zod/index.js': 'export const z = {};\n',
  'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }\n',
  'node_modules/react/index.js': 'export const useState = () => null;\n',
  'packages/shared/src/money.ts':
    "import { z } from 'zod';\nexport const unit = 10_000n;\nexport const amount = z;\n",
  'apps/server/src/platform/db/schema/members.ts': 'export const members = {};\n',
  'apps/server/src/platform/db/schema/money.ts':
    "import { members } from './members.ts';\nexport const accounts = { members };\n",
  'apps/server/src/platform/db/schema.ts':
    "export * from './schema/members.ts';\nexport * from './schema/money.ts';\n",
  'apps/server/src/platform/http/endpoint.ts': 'export const endpoint = 1;\n',
  'apps/server/src/modules/member/member.repository.ts':
    "import { sql } from 'drizzle-orm';\nimport { members } from '../../platform/db/schema.ts';\nexport const repo = { members, sql };\n",
  // A type from drizzle-orm outside a repository is fine: no SQL runs from it.
  'apps/server/src/modules/member/member.service.ts':
    "import type { sql } from 'drizzle-orm';\nimport { repo } from './member.repository.ts';\nexport const service = { repo };\nexport type MemberService = typeof service & { raw?: typeof sql };\n",
  'apps/server/src/modules/member/member.routes.ts':
    "import { endpoint } from '../../platform/http/endpoint.ts';\nimport { service } from './member.service.ts';\nexport const routes = { endpoint, service };\n",
  'apps/server/src/modules/member/member.module.ts':
    "import { routes } from './member.routes.ts';\nexport const registerMember = () => routes;\n",
  'apps/server/src/modules/wallet/wallet.service.ts':
    "import type { MemberService } from '../member/member.service.ts';\nimport { unit } from '../../../../../packages/shared/src/money.ts';\nexport const wallet = (m: MemberService) => [m, unit];\n",
  'apps/server/src/app.ts':
    "import { registerMember } from './modules/member/member.module.ts';\nimport { wallet } from './modules/wallet/wallet.service.ts';\nexport const app = [registerMember, wallet];\n",
  'apps/web/src/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'apps/web/src/components/amount.tsx':
    "import { format } from '../lib/format.ts';\nexport const Amount = () => format(1);\n",
  'apps/web/src/features/cashier/routes/deposit.tsx':
    "import { Amount } from '../../../components/amount.tsx';\nexport const Deposit = Amount;\n",
  'apps/web/src/features/records/routes/list.tsx':
    "import { format } from '../../../lib/format.ts';\nexport const List = format;\n",
  'apps/web/src/layouts/mobile/frame.tsx':
    "import { Deposit } from '../../features/cashier/routes/deposit.tsx';\nexport const Frame = Deposit;\n",
  'apps/web/src/app/routes.tsx':
    "import { Frame } from '../layouts/mobile/frame.tsx';\nimport { List } from '../features/records/routes/list.tsx';\nexport const routes = [Frame, List];\n",
};

/** Each planted offence: the file (added or replaced) and the rule that must catch it. */
const PLANTED: { file: string; text: string; rule: string }[] = [
  {
    // A cycle: the repository imports the service that imports it.
    file: 'apps/server/src/modules/member/member.repository.ts',
    text: "import { members } from '../../platform/db/schema.ts';\nimport { service } from './member.service.ts';\nexport const repo = { members, service };\n",
    rule: 'no-circular',
  },
  {
    // A deep import into another module's repository.
    file: 'apps/server/src/modules/wallet/deep.ts',
    text: "import { repo } from '../member/member.repository.ts';\nexport const deep = repo;\n",
    rule: 'server-module-internals',
  },
  {
    file: 'apps/server/src/modules/member/shortcut.routes.ts',
    text: "import { repo } from './member.repository.ts';\nexport const shortcut = repo;\n",
    rule: 'server-routes-not-repositories',
  },
  {
    file: 'apps/server/src/platform/http/peek.ts',
    text: "import { service } from '../../modules/member/member.service.ts';\nexport const peek = service;\n",
    rule: 'server-platform-not-modules',
  },
  {
    file: 'apps/server/src/platform/db/schema/venues.ts',
    text: "import { members } from '../schema.ts';\nexport const venues = { members };\n",
    rule: 'server-schema-leaves',
  },
  {
    file: 'apps/server/src/modules/member/query.service.ts',
    text: "import { members } from '../../platform/db/schema.ts';\nexport const query = members;\n",
    rule: 'server-sql-in-repositories',
  },
  {
    file: 'apps/server/src/modules/member/raw.service.ts',
    text: "import { sql } from 'drizzle-orm';\nexport const raw = sql;\n",
    rule: 'server-sql-in-repositories',
  },
  {
    file: 'packages/shared/src/view.ts',
    text: "import { useState } from 'react';\nexport const view = useState;\n",
    rule: 'shared-only-neutral-packages',
  },
  {
    file: 'packages/shared/src/files.ts',
    text: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    rule: 'shared-no-node',
  },
  {
    file: 'packages/shared/src/reach.ts',
    text: "import { format } from '../../../apps/web/src/lib/format.ts';\nexport const reach = format;\n",
    rule: 'shared-is-a-leaf',
  },
  {
    file: 'apps/web/src/features/cashier/components/peek.tsx',
    text: "import { List } from '../../records/routes/list.tsx';\nexport const Peek = List;\n",
    rule: 'web-rooms-apart',
  },
  {
    file: 'apps/web/src/lib/reach.ts',
    text: "import { Deposit } from '../features/cashier/routes/deposit.tsx';\nexport const reach = Deposit;\n",
    rule: 'web-kit-not-rooms',
  },
  {
    file: 'apps/web/src/features/records/components/router.tsx',
    text: "import { routes } from '../../../app/routes.tsx';\nexport const all = routes;\n",
    rule: 'web-rooms-not-app',
  },
  {
    file: 'apps/web/src/layouts/mobile/reach.tsx',
    text: "import { routes } from '../../app/routes.tsx';\nexport const all = routes;\n",
    rule: 'web-layouts-not-app',
  },
  {
    file: 'apps/web/src/lib/server.ts',
    text: "import { app } from '../../../server/src/app.ts';\nexport const server = app;\n",
    rule: 'apps-apart',
  },
];

function writeTree(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
}

async function violations(dir: string): Promise<{ rule: string; from: string; to: string }[]> {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const result = await cruise(['apps', 'packages'], { ...options, baseDir: dir, validate: true });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('dependency boundaries (dependency-cruiser)', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-boundaries-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('finds nothing wrong in a tree that keeps the rules', async () => {
    const dir = scratch();
    writeTree(dir, CLEAN);
    expect(await violations(dir)).toEqual([]);
  });

  it.each(PLANTED)('catches $rule ($file)', async ({ file, text, rule }) => {
    const dir = scratch();
    writeTree(dir, { ...CLEAN, [file]: text });
    const found = await violations(dir);
    expect(found.map((v) => v.rule)).toContain(rule);
    // The planted file is on every violation found: the rest of the tree stays clean.
    for (const v of found) expect(`${v.from} ${v.to}`).toContain(path.basename(file, path.extname(file)));
  });
});
