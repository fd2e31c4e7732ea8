import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { createReadRouter, parseLsn } from './read-router.ts';

const primary = { name: 'primary' } as unknown as Db;
const replicaDb = { name: 'replica' } as unknown as Db;

function harness(options: { freshForMs?: number; maxLagMs?: number } = {}) {
  let clock = 1_000_000;
  let primaryLsn: bigint | null = 100n;
  let replicaLsn: bigint | null = 100n;
  let failing = false;
  const router = createReadRouter({
    primary,
    replica: {
      db: replicaDb,
      primaryLsn: { lsn: async () => primaryLsn },
      replicaLsn: {
        lsn: async () => {
          if (failing) throw new Error('connection refused');
          return replicaLsn;
        },
      },
    },
    checkEveryMs: 60_000,
    now: () => clock,
    ...options,
  });
  return {
    router,
    advance: (ms: number) => {
      clock += ms;
    },
    setPrimary: (lsn: bigint) => {
      primaryLsn = lsn;
    },
    setReplica: (lsn: bigint | null) => {
      replicaLsn = lsn;
    },
    fail: (on: boolean) => {
      failing = on;
    },
  };
}

describe('read router', () => {
  it('parses pg_lsn text', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn(null)).toBeNull();
    expect(parseLsn('nonsense')).toBeNull();
  });

  it('sends nothing to a replica it has not checked yet', () => {
    const { router } = harness();
    expect(router.shared()).toBe(primary);
    router.stop();
  });

  it('keeps a member who just wrote on the primary until the window passes', async () => {
    const h = harness({ freshForMs: 3_000 });
    await h.router.check();
    expect(h.router.forMember('hgtyc', 1n)).toBe(replicaDb);
    h.router.markWrite('hgtyc', 1n);
    expect(h.router.forMember('hgtyc', 1n)).toBe(primary);
    expect(h.router.forMember('hgtyc', 2n)).toBe(replicaDb);
    h.advance(3_001);
    expect(h.router.forMember('hgtyc', 1n)).toBe(replicaDb);
    h.router.stop();
  });

  it('measures lag by the age of the newest primary position replayed, and stops using a lagging replica', async () => {
    const h = harness({ maxLagMs: 5_000 });
    await h.router.check();
    h.setPrimary(200n);
    h.advance(1_000);
    await h.router.check(); // sample 200 at t+1 s; the replica is still at 100
    h.advance(6_000);
    h.setPrimary(300n);
    await h.router.check(); // the replica has replayed up to the sample of t (100): 7 s behind
    expect(h.router.state()).toMatchObject({ replica: 'lagging' });
    expect(h.router.shared()).toBe(primary);
    h.setReplica(300n);
    await h.router.check();
    expect(h.router.state()).toMatchObject({ replica: 'healthy', lagMs: 0 });
    expect(h.router.shared()).toBe(replicaDb);
    h.router.stop();
  });

  it('falls back to the primary while the replica does not answer', async () => {
    const h = harness();
    await h.router.check();
    h.fail(true);
    await h.router.check();
    expect(h.router.state().replica).toBe('down');
    expect(h.router.forMember('hgtyc', 1n)).toBe(primary);
    h.fail(false);
    await h.router.check();
    expect(h.router.forMember('hgtyc', 1n)).toBe(replicaDb);
    h.router.stop();
  });
});
