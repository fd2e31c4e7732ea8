import type { Db } from './client.ts';

/**
 * Where heavy reads go (issue 27, decision 0058). With `DATABASE_READ_URL` set, records, lobbies,
 * reports and searches read from a streaming replica; everything else — and every write — stays on
 * the primary. Two rules keep a member from seeing the past:
 *
 * - Read-your-writes: a member whose money moved (the balance event every movement publishes
 *   after its commit, heard by every instance through Redis) reads from the primary for a while:
 *   at least `freshForMs`, and longer while the replica lags by more than that.
 * - A replica that lags by more than `maxLagMs`, or does not answer, serves nobody until it
 *   catches up; reads go to the primary meanwhile.
 *
 * The lag is measured by time, not guessed: every check reads the primary's WAL position and
 * remembers when it was taken; the replica's lag is how long ago the newest remembered position it
 * has replayed past was taken.
 */
export interface ReadRouter {
  /** The database a member's own heavy reads go to (their records, their bets). */
  forMember(siteCode: string, memberId: bigint): Db;
  /** The database heavy reads that belong to nobody go to (lobbies, reports, searches). */
  shared(): Db;
  /** A member's money moved: their reads stay on the primary until the replica has it. */
  markWrite(siteCode: string, memberId: bigint): void;
  /** What the router currently thinks of the replica (health, diagnostics, tests). */
  state(): ReadRouterState;
  /** Measures the replica once (the timer does this on its own). */
  check(): Promise<void>;
  stop(): void;
}

export interface ReadRouterState {
  replica: 'none' | 'healthy' | 'lagging' | 'down';
  lagMs: number | null;
  freshMembers: number;
}

/** What the router needs of each side: one query returning one row. */
export interface LsnSource {
  /** Primary: `pg_current_wal_lsn()`; replica: `pg_last_wal_replay_lsn()` (null: not a standby). */
  lsn(): Promise<bigint | null>;
}

export const READ_ROUTER_DEFAULTS = {
  freshForMs: 3_000,
  maxLagMs: 5_000,
  checkEveryMs: 500,
  /** Positions remembered for the lag measure: a minute of checks at the default pace. */
  maxSamples: 120,
  maxFreshMembers: 100_000,
} as const;

export interface ReadRouterOptions {
  primary: Db;
  replica?: { db: Db; primaryLsn: LsnSource; replicaLsn: LsnSource } | undefined;
  freshForMs?: number;
  maxLagMs?: number;
  checkEveryMs?: number;
  now?: () => number;
  onChange?: (state: ReadRouterState) => void;
}

/** Parses a `pg_lsn` text (`16/B374D848`) into one number. */
export function parseLsn(text: string | null | undefined): bigint | null {
  if (!text) return null;
  const match = /^([0-9A-F]+)\/([0-9A-F]+)$/i.exec(text.trim());
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export function createReadRouter(options: ReadRouterOptions): ReadRouter {
  const now = options.now ?? Date.now;
  const freshForMs = options.freshForMs ?? READ_ROUTER_DEFAULTS.freshForMs;
  const maxLagMs = options.maxLagMs ?? READ_ROUTER_DEFAULTS.maxLagMs;
  const replica = options.replica;
  /** member key → when their money last moved (ms). */
  const fresh = new Map<string, number>();
  const samples: { lsn: bigint; at: number }[] = [];
  let health: ReadRouterState['replica'] = replica ? 'down' : 'none';
  let lagMs: number | null = null;

  const key = (siteCode: string, memberId: bigint) => `${siteCode}:${memberId}`;
  const replicaUsable = () => replica !== undefined && health === 'healthy';
  const stillFresh = (at: number) => now() - at < Math.max(freshForMs, (lagMs ?? 0) + freshForMs);

  const setHealth = (next: ReadRouterState['replica'], lag: number | null) => {
    const changed = next !== health;
    health = next;
    lagMs = lag;
    if (changed) options.onChange?.(state());
  };

  const state = (): ReadRouterState => ({ replica: health, lagMs, freshMembers: fresh.size });

  async function check(): Promise<void> {
    if (!replica) return;
    try {
      const [primaryAt, replayed] = await Promise.all([replica.primaryLsn.lsn(), replica.replicaLsn.lsn()]);
      const taken = now();
      if (primaryAt !== null) {
        samples.push({ lsn: primaryAt, at: taken });
        if (samples.length > READ_ROUTER_DEFAULTS.maxSamples) samples.shift();
      }
      // Not a standby (a read copy, or a promoted replica): nothing to wait for.
      if (replayed === null) return setHealth('healthy', 0);
      // The newest primary position the replica has replayed past: its lag is that sample's age.
      let caughtUpTo: number | null = null;
      for (const sample of samples) if (sample.lsn <= replayed) caughtUpTo = sample.at;
      const lag = caughtUpTo === null ? Number.POSITIVE_INFINITY : Math.max(0, taken - caughtUpTo);
      // The newest sample is the one just taken; a replica at it has no measurable lag.
      const measured = primaryAt !== null && replayed >= primaryAt ? 0 : lag;
      setHealth(measured > maxLagMs ? 'lagging' : 'healthy', Number.isFinite(measured) ? measured : null);
    } catch {
      setHealth('down', null);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  if (replica) {
    timer = setInterval(() => void check(), options.checkEveryMs ?? READ_ROUTER_DEFAULTS.checkEveryMs);
    timer.unref();
  }

  return {
    forMember(siteCode, memberId) {
      if (!replicaUsable()) return options.primary;
      const at = fresh.get(key(siteCode, memberId));
      if (at !== undefined) {
        if (stillFresh(at)) return options.primary;
        fresh.delete(key(siteCode, memberId));
      }
      return replica!.db;
    },
    shared: () => (replicaUsable() ? replica!.db : options.primary),
    markWrite(siteCode, memberId) {
      if (!replica) return;
      // Bounded: past the cap the oldest marks go first (they are the ones closest to expiring).
      if (fresh.size >= READ_ROUTER_DEFAULTS.maxFreshMembers) {
        const oldest = fresh.keys().next().value;
        if (oldest !== undefined) fresh.delete(oldest);
      }
      const k = key(siteCode, memberId);
      fresh.delete(k);
      fresh.set(k, now());
    },
    state,
    check,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

/** The WAL positions as Postgres reports them, over any pool-like `query`. */
export function lsnSource(
  query: (text: string) => Promise<{ rows: { lsn: string | null }[] }>,
  side: 'primary' | 'replica',
): LsnSource {
  const text =
    side === 'primary'
      ? 'select pg_current_wal_lsn()::text as lsn'
      : 'select case when pg_is_in_recovery() then pg_last_wal_replay_lsn()::text end as lsn';
  return { lsn: async () => parseLsn((await query(text)).rows[0]?.lsn) };
}
