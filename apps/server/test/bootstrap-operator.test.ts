import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapOperator } from '../src/cli/bootstrap-operator.ts';
import { REPO_ROOT } from '../src/config.ts';
import { createGamesRepository } from '../src/modules/games/games.repository.ts';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import { operatorAudit, operators } from '../src/platform/db/schema.ts';
import { assertNoSandboxRows, findSandboxRows } from '../src/seed/sandbox-rows.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  openTestDatabase,
  type TestContext,
} from './helpers.ts';
import { depositByGateway, memberGet, memberPost } from './wallet-helpers.ts';

const PASSWORD = 'Fresh-admin-2026-pass';

describe.each(BACKENDS)('the first operator of a production database (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { seed: false, config: { jobs: false } });
  });
  afterAll(async () => ctx.close());

  it('creates the first admin once, audited, able to log in; then refuses', async () => {
    const db = ctx.database.db;
    await bootstrapOperator(db, {
      username: 'root',
      password: PASSWORD,
      role: 'admin',
      auditSiteCode: 'hgtyc',
    });

    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { username: 'root', password: PASSWORD },
    });
    expect(login.body).toMatchObject({ status: true, data: { username: 'root', role: 'admin' } });
    const audit = await call(ctx.app, {
      method: 'GET',
      url: '/api/admin/v1/audit',
      headers: { ...clientHeaders(), authorization: `Bearer ${login.body.data.token}` },
    });
    // Newest first: the login (operator logins are audited too), then the bootstrap.
    expect(audit.body.data.list).toEqual([
      expect.objectContaining({ operator: 'root', action: 'operator.login', target: 'root' }),
      expect.objectContaining({ operator: 'root', action: 'operator.bootstrap', target: 'root' }),
    ]);

    // Once an admin exists, another bootstrap (any name) is refused and writes nothing.
    await expect(
      bootstrapOperator(db, { username: 'root2', password: PASSWORD, role: 'admin', auditSiteCode: 'hgtyc' }),
    ).rejects.toThrow(/already exists/);
    const [ops] = await db.select({ n: count() }).from(operators);
    const [entries] = await db.select({ n: count() }).from(operatorAudit);
    expect([Number(ops!.n), Number(entries!.n)]).toEqual([1, 2]);
  });

  it('refuses weak or published passwords, other roles and bad names before touching the database', async () => {
    const base = { username: 'boss', password: PASSWORD, role: 'admin', auditSiteCode: 'hgtyc' };
    await expect(bootstrapOperator(ctx.database.db, { ...base, password: 'short1' })).rejects.toThrow(
      /12 to 128/,
    );
    await expect(bootstrapOperator(ctx.database.db, { ...base, password: 'Admin@2026!x' })).rejects.toThrow();
    await expect(
      bootstrapOperator(ctx.database.db, { ...base, password: 'onlylettersherexx' }),
    ).rejects.toThrow(/letters and digits/);
    await expect(bootstrapOperator(ctx.database.db, { ...base, role: 'finance' })).rejects.toThrow(
      /must be an admin/,
    );
    await expect(bootstrapOperator(ctx.database.db, { ...base, username: 'a b' })).rejects.toThrow(
      /operator name/,
    );
  });

  it('finds what the sandbox gateway, chain and demo venue leave, but not an unpaid order', async () => {
    const m = await buildMember(ctx);
    // An unpaid order of the (still listed) sandpay channel: any member can open one, so it must not
    // be able to keep production from starting.
    const unpaid = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
      channelId: 'sandpay',
      amount: '100',
      requestId: randomUUID(),
    });
    expect(unpaid.body.status).toBe(true);
    expect(await findSandboxRows(ctx.database.db)).toEqual([]);

    await depositByGateway(ctx, m.token, '500');
    const address = (await memberGet(ctx, m.token, '/api/findmed/v1/deposit/address')).body.data;
    await memberPost(ctx, m.token, '/api/sandbox/v1/chain/send', { address: address.address, amount: '25' });
    const transfer = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
      from: 'center',
      to: 'demo_slot',
      amount: '100',
      requestId: randomUUID(),
    });
    expect(transfer.body.data.status).toBe('succeeded');
    const found = (await findSandboxRows(ctx.database.db)).join('\n');
    expect(found).toMatch(/1 paid sandbox gateway deposit order/);
    expect(found).toMatch(/1 sandbox gateway callback/);
    expect(found).toMatch(/1 sandbox chain transfer/);
    expect(found).toMatch(/demo venue wallet/);
    expect(found).toMatch(/demo venue transfer/);
    await expect(assertNoSandboxRows(ctx.database.db)).rejects.toThrow(
      /refusing to start with NODE_ENV=production/,
    );
  });

  it('makes exactly one admin out of a burst of concurrent bootstraps', async () => {
    const fresh = await openTestDatabase(backend);
    try {
      const { migrateDatabase } = await import('../src/platform/db/client.ts');
      await migrateDatabase(fresh.database);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          bootstrapOperator(fresh.database.db, {
            username: `first${i}`,
            password: PASSWORD,
            role: 'admin',
            auditSiteCode: 'hgtyc',
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [admins] = await fresh.database.db
        .select({ n: count() })
        .from(operators)
        .where(eq(operators.role, 'admin'));
      expect(Number(admins!.n)).toBe(1);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
  });

  it('sees demo data as demo data, and a real admin named "admin" as none', async () => {
    const fresh = await openTestDatabase(backend);
    try {
      const { migrateDatabase } = await import('../src/platform/db/client.ts');
      await migrateDatabase(fresh.database);
      // A production admin may well be called "admin": only the published password marks the demo one.
      await bootstrapOperator(fresh.database.db, {
        username: 'admin',
        password: PASSWORD,
        role: 'admin',
        auditSiteCode: 'hgtyc',
      });
      expect(await findSandboxRows(fresh.database.db)).toEqual([]);

      await seedDemoData({
        db: fresh.database.db,
        games: createGamesRepository(),
        members: createMemberRepository(),
      });
      const found = await findSandboxRows(fresh.database.db);
      expect(found.join('\n')).toMatch(/demo member\(s\) "demo888"/);
      // The seed leaves an existing "admin" alone; "finance" is the sandbox one with its published password.
      expect(found.join('\n')).toMatch(/sandbox operator "finance"/);
      expect(found.join('\n')).not.toMatch(/sandbox operator "admin"/);
    } finally {
      await fresh.database.close();
      await fresh.drop();
    }
  });
});

describe('npm run admin -- bootstrap-operator', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hl-boot-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/cli/admin.ts'), ...args],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', HOUSELINE_OPERATOR_PASSWORD: '' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.stdin.end(stdin);
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it('creates the first admin from a password on stdin, then refuses a second', async () => {
    const first = await run(['bootstrap-operator', 'root', '--role', 'admin'], `${PASSWORD}\n`);
    expect(first.output).toMatch(/created admin operator "root"/);
    expect(first.code).toBe(0);
    const second = await run(['bootstrap-operator', 'other', '--role', 'admin'], `${PASSWORD}\n`);
    expect(second.output).toMatch(/already exists/);
    expect(second.code).toBe(1);
  }, 120_000);
});
