import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_SITE_CODE, isSiteCode, type SiteCode } from '@houseline/shared/brands/types';
import { LIMITS } from '@houseline/shared/limits';
import { type FourEyesConfig, parseFourEyes } from './config-four-eyes.ts';
import { parseVerification, type VerificationConfig } from './config-verification.ts';
import { REPO_ROOT } from './platform/repo-root.ts';

export { REPO_ROOT };

export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` selects node-postgres; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_READ_URL: a streaming replica of DATABASE_URL for heavy reads (records, lobbies,
   * reports, searches), with read-your-writes (platform/db/read-router.ts). Unset: the primary.
   */
  databaseReadUrl: string | undefined;
  /** Scale mode: Redis for pub/sub between instances and shared rate-limit counters. */
  redisUrl: string | undefined;
  /** Connections in the node-postgres pool (DATABASE_URL). */
  dbPoolSize: number;
  /** PGlite data directory; `undefined` keeps the database in memory (tests). */
  dataDir: string | undefined;
  /** The brand served to hosts that name no brand of their own. */
  defaultSiteCode: SiteCode;
  /**
   * Where uploaded images are kept (their server-made names; UPLOADS_DIR, default data/uploads).
   * `undefined` (tests): a temporary directory of this process, removed on close.
   */
  uploadsDir: string | undefined;
  /** Root of the per-brand web builds (`<webDistDir>/<siteCode>/index.html`). */
  webDistDir: string;
  /** The operator console's build (apps/admin/dist; ADMIN_DIST_DIR), served at /admin/. */
  adminDistDir: string;
  staticDir: string;
  /** NODE_ENV in lower case (`Production` is production too). */
  nodeEnv: string;
  /** NODE_ENV=production, in any letter case: no sandbox, no demo data, real secrets. */
  production: boolean;
  logLevel: string;
  /** Validate every response against its schema (on outside production). */
  validateResponses: boolean;
  /**
   * Seed demo brands, games, the demo member and the sandbox operators on start. Follows the
   * sandbox setting unless SEED_DEMO says otherwise; refused in production (published passwords).
   */
  seedDemo: boolean;
  /** Optional RSA private key (PKCS#8 PEM) for password encryption; otherwise generated and stored. */
  rsaPrivateKeyPem: string | undefined;
  rateLimitPerMinute: number;
  /**
   * Sandbox mode: codes are "delivered" to the log and to /api/sandbox/v1/* instead of an SMS or
   * e-mail provider, and the sandbox gateway, chain and demo venue are mounted. Only with an
   * explicit SANDBOX=1 (the demo `npm start` sets it); refused in production.
   */
  sandbox: boolean;
  /**
   * Which proxies to believe for the client address and protocol (X-Forwarded-For/-Proto): a list
   * of addresses, CIDRs or proxy-addr keywords. Never "all" and never a hop count: the first would
   * let any client choose its own IP and dodge limits, this Fastify ignores the second.
   */
  trustProxy: string[] | false;
  version: string;
  /** HMAC secret of the payment gateway callbacks (the sandbox gateway's in sandbox mode). */
  gatewaySecret: string;
  /** HMAC secret of the venue wallet API. */
  venueSecret: string;
  /** The venue API's base URL; unset: the built-in demo venue, called in-process through inject. */
  venueBaseUrl: string | undefined;
  /** How long a member waits for the venue before a transfer is left pending for the reconciler. */
  venueTimeoutMs: number;
  /** Seed of the sandbox chain's deposit addresses. */
  depositAddressSeed: string;
  /** Block time of the sandbox chain. */
  chainBlockMs: number;
  /** Run background jobs (chain watcher, transfer reconciler, order expiry); tests drive them by hand. */
  jobs: boolean;
  /** Four-eyes thresholds per brand (FOUR_EYES_THRESHOLD, FOUR_EYES_THRESHOLDS; config-four-eyes.ts). */
  fourEyes: FourEyesConfig;
  /** verification (issue 25): KYC rules and risk thresholds per brand (config-verification.ts). */
  verification: VerificationConfig;
  /**
   * Graceful shutdown (issue 27, decision 0051). SHUTDOWN_DRAIN_MS: after SIGTERM, how long the
   * health check answers 503 "draining" while requests are still served, so a balancer takes the
   * instance out first (its check interval × its failure threshold; 0: no wait).
   * SHUTDOWN_GRACE_MS: how long the whole shutdown may take before the process exits anyway (1).
   */
  shutdown: { drainMs: number; graceMs: number };
  /**
   * The sportsbook's odds feed (issue 10, decision 0018): the built-in simulator runs only in the
   * sandbox (FEED_SIMULATOR, default on with SANDBOX=1 outside tests); outside it a real provider's
   * adapter is configured. FEED_TICK_MS: how often the feed job runs; FEED_TIME_COMPRESSION: game
   * time per wall-clock time (7.5: a football match plays in 12 minutes); FEED_SEED: the world, for
   * tests only (without it each database draws a secret seed of its own, decision 0053).
   */
  feed: { simulator: boolean; tickMs: number; timeCompression: number; seed: string | undefined };
  /** Odds topic: changes are coalesced and sent once per this many ms (ODDS_TICK_MS). */
  oddsTickMs: number;
  /**
   * The house's live baccarat tables (issue 12, decision 0031): LIVE_BETTING_SECONDS (the
   * countdown, default 15), LIVE_DEAL_STEP_MS (one card revealed per step, default 1000),
   * LIVE_SETTLED_PAUSE_MS (the result on show before the next round, default 4000) and
   * LIVE_SHOE_HANDS (unset: every shoe is dealt to its cut card; a number ends each shoe after
   * that many hands, which e2e uses to finish a shoe).
   */
  liveTables: {
    bettingSeconds: number;
    dealStepMs: number;
    settledPauseMs: number;
    shoeHands?: number | undefined;
  };
  /** The WebSocket hub's limits (tests shorten the auth timeout). */
  realtime: {
    /** A socket that has not authenticated this long after opening is closed, pings or not. */
    authTimeoutMs: number;
    /** Open sockets per client address on one instance; the next one is refused. */
    maxSocketsPerAddress: number;
    /** How often a logged-in socket's ping re-reads its session (unset: socket-guard.ts's bound). */
    sessionRecheckMs?: number | undefined;
  };
}

function numberFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** proxy-addr's names for whole ranges (loopback 127.0.0.1/8 and ::1, linklocal, uniquelocal). */
const TRUST_PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORM =
  'TRUST_PROXY must list the proxies to trust as addresses or CIDRs, e.g. TRUST_PROXY=127.0.0.1/32,10.0.0.0/8 ' +
  '(or the keywords loopback, linklocal, uniquelocal)';

/** Whether `entry` is an address, a CIDR with a prefix that fits it, or a proxy-addr keyword. */
function isTrustProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed (decision 0052). Only a list: this Fastify
 * trusts no proxy given a hop count ("1" was the README's advice), and `true` would let any
 * client choose its own address, so a value that means nothing refuses to start.
 */
function parseTrustProxy(value: string | undefined): string[] | false {
  if (value === undefined || value.trim() === '' || value === '0' || value === 'false') return false;
  const entries = value.split(',').map((v) => v.trim());
  const bad = entries.filter((entry) => !isTrustProxyEntry(entry));
  if (bad.length > 0) throw new Error(`${TRUST_PROXY_FORM}; got "${value}"`);
  if (entries.some((entry) => /\/0+$/.test(entry))) {
    throw new Error(`TRUST_PROXY=${value} would trust every address, so any client could choose its own`);
  }
  return entries;
}

function parseRedisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^rediss?:\/\//.test(value)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  return value;
}

/** Outside sandbox mode a secret must be given; the sandbox has published defaults. */
function secretFromEnv(value: string | undefined, sandbox: boolean, name: string): string {
  if (value) return value;
  if (sandbox) return `sandbox-${name.toLowerCase()}`;
  throw new Error(`${name} must be set outside sandbox mode`);
}

/** NODE_ENV=production in any letter case (and with stray spaces) is production. */
export function isProductionEnv(nodeEnv: string | undefined): boolean {
  return (nodeEnv ?? '').trim().toLowerCase() === 'production';
}

/** Sandbox mode is opt-in: SANDBOX=1 turns it on, unset or 0 leaves it off, anything else is a typo. */
function parseSandbox(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`SANDBOX must be 1 (on) or 0 (off), got "${value}"`);
}

/** A set DATABASE_URL must be Postgres: a typo must not quietly give each instance its own PGlite. */
function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return value;
}

/** A read replica only makes sense beside a Postgres primary, and is Postgres itself. */
function parseReadUrl(value: string | undefined, primary: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!primary) throw new Error('DATABASE_READ_URL needs DATABASE_URL: the replica of which primary?');
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('DATABASE_READ_URL must start with postgres:// or postgresql://');
  }
  return value;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const siteCode = env.SITE_CODE ?? DEFAULT_SITE_CODE;
  if (!isSiteCode(siteCode)) throw new Error(`SITE_CODE "${siteCode}" is not one of the known brands`);
  const nodeEnv = (env.NODE_ENV ?? 'development').trim().toLowerCase();
  const production = isProductionEnv(nodeEnv);
  const sandbox = parseSandbox(env.SANDBOX);
  if (sandbox && production) {
    throw new Error('SANDBOX=1 is refused with NODE_ENV=production: sandbox delivery would expose codes');
  }
  const seedDemo = env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? sandbox : env.SEED_DEMO === '1';
  if (seedDemo && production) {
    throw new Error(
      'SEED_DEMO=1 is refused with NODE_ENV=production: the demo accounts have published passwords',
    );
  }
  return {
    port: intFromEnv(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    databaseReadUrl: parseReadUrl(env.DATABASE_READ_URL, env.DATABASE_URL),
    dbPoolSize: intFromEnv(env.DB_POOL_SIZE, 20, 'DB_POOL_SIZE'),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'data', 'pglite'),
    defaultSiteCode: siteCode,
    uploadsDir: env.UPLOADS_DIR || (nodeEnv === 'test' ? undefined : path.join(REPO_ROOT, 'data', 'uploads')),
    webDistDir: env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    adminDistDir: env.ADMIN_DIST_DIR ?? path.join(REPO_ROOT, 'apps', 'admin', 'dist'),
    staticDir: path.join(REPO_ROOT, 'apps', 'server', 'static'),
    nodeEnv,
    production,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    // On outside production (a contract break fails loudly in tests); VALIDATE_RESPONSES=0 measures
    // the server as production runs it (the benchmarks).
    validateResponses: env.VALIDATE_RESPONSES === undefined ? !production : env.VALIDATE_RESPONSES === '1',
    seedDemo,
    rsaPrivateKeyPem: env.RSA_PRIVATE_KEY_PEM || undefined,
    rateLimitPerMinute: intFromEnv(env.RATE_LIMIT_PER_MINUTE, 600, 'RATE_LIMIT_PER_MINUTE'),
    sandbox,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    version: env.npm_package_version ?? '0.1.0',
    gatewaySecret: secretFromEnv(env.GATEWAY_SECRET, sandbox, 'GATEWAY_SECRET'),
    venueSecret: secretFromEnv(env.VENUE_SECRET, sandbox, 'VENUE_SECRET'),
    venueBaseUrl: env.VENUE_BASE_URL || undefined,
    venueTimeoutMs: intFromEnv(env.VENUE_TIMEOUT_MS, 5_000, 'VENUE_TIMEOUT_MS'),
    depositAddressSeed: secretFromEnv(env.DEPOSIT_ADDRESS_SEED, sandbox, 'DEPOSIT_ADDRESS_SEED'),
    chainBlockMs: intFromEnv(env.CHAIN_BLOCK_MS, 2_000, 'CHAIN_BLOCK_MS'),
    jobs: env.JOBS !== '0',
    shutdown: {
      drainMs: intFromEnv(env.SHUTDOWN_DRAIN_MS, 0, 'SHUTDOWN_DRAIN_MS'),
      graceMs: intFromEnv(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    },
    fourEyes: parseFourEyes(env.FOUR_EYES_THRESHOLD, env.FOUR_EYES_THRESHOLDS),
    verification: parseVerification(env), // verification (issue 25)
    feed: {
      simulator:
        sandbox &&
        (env.FEED_SIMULATOR === undefined || env.FEED_SIMULATOR === ''
          ? nodeEnv !== 'test'
          : env.FEED_SIMULATOR === '1'),
      tickMs: intFromEnv(env.FEED_TICK_MS, 1_000, 'FEED_TICK_MS'),
      timeCompression: numberFromEnv(env.FEED_TIME_COMPRESSION, 7.5, 'FEED_TIME_COMPRESSION'),
      // No default: a seed in the code would let anyone compute the sandbox's results (decision 0053).
      seed: env.FEED_SEED || undefined,
    },
    oddsTickMs: intFromEnv(env.ODDS_TICK_MS, 200, 'ODDS_TICK_MS'),
    liveTables: {
      bettingSeconds: intFromEnv(env.LIVE_BETTING_SECONDS, 15, 'LIVE_BETTING_SECONDS'),
      dealStepMs: intFromEnv(env.LIVE_DEAL_STEP_MS, 1_000, 'LIVE_DEAL_STEP_MS'),
      settledPauseMs: intFromEnv(env.LIVE_SETTLED_PAUSE_MS, 4_000, 'LIVE_SETTLED_PAUSE_MS'),
      shoeHands: env.LIVE_SHOE_HANDS ? intFromEnv(env.LIVE_SHOE_HANDS, 1, 'LIVE_SHOE_HANDS') : undefined,
    },
    realtime: {
      authTimeoutMs: LIMITS.realtimeAuthTimeoutMs,
      maxSocketsPerAddress: intFromEnv(
        env.REALTIME_MAX_SOCKETS_PER_ADDRESS,
        LIMITS.realtimeSocketsPerAddress,
        'REALTIME_MAX_SOCKETS_PER_ADDRESS',
      ),
    },
    ...overrides,
  };
}

/** Overrides may not switch the sandbox or the demo data on in production either. */
export function assertSafeConfig(config: AppConfig): void {
  const production = config.production || isProductionEnv(config.nodeEnv);
  if (config.sandbox && production) throw new Error('sandbox mode is refused with NODE_ENV=production');
  if (config.seedDemo && production) throw new Error('demo data is refused with NODE_ENV=production');
}

/** What the command-line tools need to reach the database (no secrets, no sandbox question). */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, 'data', 'pglite'),
    defaultSiteCode: (isSiteCode(env.SITE_CODE ?? '') ? env.SITE_CODE : DEFAULT_SITE_CODE) as SiteCode,
  };
}
