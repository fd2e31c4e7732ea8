import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEADER } from '@houseline/shared/api/headers';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
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

/** The run's migrated template (`global-setup.ts`), read once per test file. */
let pgliteTemplate: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh database of the backend: PGlite in memory, or a new Postgres database. Empty, or with
 * `migrated` a copy of the run's migrated template (the migrations then have nothing to apply).
 */
export async function openTestDatabase(
  backend: Backend,
  { migrated = false } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ loadDataDir: migrated ? migratedPglite() : undefined });
    return { database, drop: async () => undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hl_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? inject('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
  const { database, drop } = await openTestDatabase(backend, { migrated: true });
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
  // The sandbox is opt-in (config.ts): the tests read codes and drive the sandbox gateway, chain
  // and demo venue, so they ask for it; a test of the closed sandbox passes `config: { sandbox: false }`.
  const config = loadConfig(
    { NODE_ENV: 'test', SANDBOX: '1' },
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

/** Encrypts like the browser does: RSA-OAEP SHA-256 under the published key, base64. */
export async function encryptPassword(ctx: TestContext, plain: string): Promise<string> {
  const { webcrypto } = await import('node:crypto');
  const spki = Buffer.from(ctx.app.services.passwordKeys.publicKeySpkiBase64, 'base64');
  const key = await webcrypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return Buffer.from(cipher).toString('base64');
}

/** Fetches a captcha for the device as the client does and reads its answer from the sandbox. */
export async function solveCaptcha(
  ctx: TestContext,
  deviceNo: string,
  purpose: 'register' | 'login' | 'forget' | 'sms',
  siteCode: SiteCode = 'hgtyc',
): Promise<string> {
  const image = await ctx.app.inject({
    method: 'GET',
    url: `/api/findmed/v1/member/captcha?purpose=${purpose}`,
    headers: clientHeaders(siteCode, { device_no: deviceNo }),
  });
  if (!image.headers['content-type']?.toString().startsWith('image/svg+xml')) {
    throw new Error(`captcha did not answer an image: ${image.body}`);
  }
  return ctx.app.services.captcha.sandboxAnswer(siteCode, deviceNo)!.answer;
}

/** The last code the sandbox delivered to a recipient (+8613800138000 or an e-mail). */
export function lastCode(ctx: TestContext, recipient: string): string {
  const record = ctx.app.services.sandboxDelivery?.lastFor(recipient);
  if (!record) throw new Error(`no code was sent to ${recipient}`);
  return record.code;
}

/** Form-urlencoded POST with the client headers, as the web client sends it. */
export function postForm(
  ctx: TestContext,
  url: string,
  fields: Record<string, string | undefined>,
  headers: Record<string, string> = clientHeaders(),
) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, v);
  return call(ctx.app, {
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}
