import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEADER } from '@houseline/shared/api/headers';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { createGamesRepository } from '../src/modules/games/games.repository.ts';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import type { SessionPolicy } from '../src/platform/auth/session.service.ts';
import { hashPassword } from '../src/platform/crypto/password-hash.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/platform/db/client.ts';
import { seedDemoData } from '../src/seed/seed.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; Postgres too when TEST_DATABASE_URL is set (npm test says when it is not). */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, empty database of the backend: PGlite in memory, or a new Postgres database. */
export async function openTestDatabase(
  backend: Backend,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: async () => undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  sessionPolicy?: SessionPolicy;
  now?: () => Date;
  seed?: boolean;
}

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(backend);
  await migrateDatabase(database);
  if (options.seed !== false) {
    await seedDemoData({
      db: database.db,
      games: createGamesRepository(),
      members: createMemberRepository(),
      demoMembers: false,
    });
  }
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'hl-web-'));
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { dataDir: undefined, webDistDir, rateLimitPerMinute: 10_000, ...options.config },
  );
  const app = await buildApp({
    config,
    database,
    ...(options.sessionPolicy ? { sessionPolicy: options.sessionPolicy } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(webDistDir, { recursive: true, force: true });
    },
  };
}

/** Client headers of SPEC.md §7 for a brand. */
export function clientHeaders(
  siteCode: SiteCode = 'hgtyc',
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    [HEADER.deviceType]: '25',
    [HEADER.lang]: 'zh-CN',
    [HEADER.deviceNo]: 'h5_android_test_device',
    [HEADER.siteCode]: siteCode,
    ...extra,
  };
}

export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes and assert on them.
    body: body as Record<string, unknown> & { status: boolean; data: any; code?: string },
  };
}

let memberCounter = 0;

/** Factory: a member of a brand, with a session token. */
export async function buildMember(
  ctx: TestContext,
  { siteCode = 'hgtyc' as SiteCode, password = 'Passw0rd!' } = {},
): Promise<{ id: bigint; username: string; token: string }> {
  memberCounter += 1;
  const username = `m${process.pid % 1000}x${memberCounter}`.slice(0, 11);
  const row = await ctx.app.services.members.insert(ctx.database.db, {
    siteCode,
    username,
    passwordHash: await hashPassword(password),
    qq: '/static/img/avatar-default.svg',
  });
  const token = await ctx.app.services.sessions.create({
    memberId: row.id,
    siteCode,
    deviceNo: 'test',
    ip: '127.0.0.1',
  });
  return { id: row.id, username, token };
}
