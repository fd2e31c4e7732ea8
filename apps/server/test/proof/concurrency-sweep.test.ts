import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, createTestApp } from '../helpers.ts';
import { operatorTokens } from '../wallet-helpers.ts';
import { sweepDeposits } from './sweep-deposits.ts';
import { sweepPromotions, sweepTasks, sweepVip } from './sweep-engagement.ts';
import { printTable, type SweepState, takeProblems } from './sweep-kit.ts';
import { sweepLiveTables, sweepSeamless, sweepSportsbook } from './sweep-play.ts';
import {
  classify,
  EXCLUDED,
  LEDGER_CALL_SITES,
  ledgerCallSites,
  mutatingRoutes,
  SWEPT,
} from './sweep-registry.ts';
import { sweepSocketFlood } from './sweep-sockets.ts';
import {
  sweepAdjust,
  sweepExchange,
  sweepRecover,
  sweepTransfers,
  sweepWithdrawals,
} from './sweep-wallet.ts';

/**
 * Issue 14, the concurrency sweep: every endpoint whose success moves money gets two bursts of 50
 * concurrent requests — identical (one request id: one effect, one answer) and conflicting (many
 * request ids against one balance, quote, reward or order: exactly as many succeed as the state
 * allows, the rest refused with a clear code). After each burst: the member's balance is what the
 * successes say, no member account is below zero, the ledger and books audits are clean.
 * Postgres is the backend that proves it (PGlite serialises the bursts): with TEST_DATABASE_URL
 * the sweep runs on Postgres only (≈ 40 s), SWEEP_PGLITE=1 adds PGlite (≈ 95 s more); without it,
 * on PGlite. The registry (sweep-registry.ts) makes a new money route or ledger call site fail here.
 * Issue 23 adds a socket flood: 10 000 pings on one member's socket during a burst (sweep-sockets.ts).
 */
const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
if (process.env.SWEEP_PGLITE === '1' && process.env.TEST_DATABASE_URL) backends.unshift('pglite');

describe.each(backends)('concurrency sweep of the money endpoints (%s)', (backend) => {
  // The app's clock: real time, moved on by the live dealer's steps (a frozen clock would leave
  // signatures and sessions behind).
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
  let state: SweepState;

  beforeAll(async () => {
    const ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        rateLimitPerMinute: 1_000_000,
        venueTimeoutMs: 120_000,
        liveTables: { bettingSeconds: 600, dealStepMs: 1000, settledPauseMs: 4000, shoeHands: 3 },
      },
      now: clock.now,
    });
    state = { ctx, ops: await operatorTokens(ctx), rows: [], swept: new Set() };
  });
  afterAll(async () => state?.ctx.close());

  it('knows every state-changing route and every ledger call site', async () => {
    const unknown = mutatingRoutes(state.ctx.app).filter((r) => classify(r) === undefined);
    expect(unknown, 'routes neither swept, excluded with a reason, nor known to move no money').toEqual([]);
    const sites = ledgerCallSites();
    expect(
      sites.filter((s) => !LEDGER_CALL_SITES[s]),
      'ledger call sites not in the sweep registry',
    ).toEqual([]);
    expect(
      Object.keys(LEDGER_CALL_SITES).filter((s) => !sites.includes(s)),
      'stale registry entries',
    ).toEqual([]);
    for (const route of [...Object.keys(SWEPT), ...Object.keys(EXCLUDED)]) {
      if (route.startsWith('GET ')) continue;
      expect(mutatingRoutes(state.ctx.app), `${route} is listed but not served`).toContain(route);
    }
  });

  it('bursts every money endpoint: identical and conflicting', async () => {
    const t0 = Date.now();
    const steps: [string, () => Promise<void>][] = [
      ['adjust', () => sweepAdjust(state)],
      ['deposits', () => sweepDeposits(state)],
      ['withdrawals', () => sweepWithdrawals(state)],
      ['transfers', () => sweepTransfers(state)],
      ['recover', () => sweepRecover(state)],
      ['exchange', () => sweepExchange(state)],
      ['sportsbook', () => sweepSportsbook(state)],
      ['seamless', () => sweepSeamless(state, () => clock.now().getTime())],
      ['vip', () => sweepVip(state)],
      ['tasks', () => sweepTasks(state, clock.now)],
      ['promotions', () => sweepPromotions(state)],
      ['live tables', () => sweepLiveTables(state, clock)],
      ['socket flood', () => sweepSocketFlood(state)],
    ];
    const timings: string[] = [];
    for (const [name, step] of steps) {
      const t = Date.now();
      await step();
      timings.push(`${name} ${((Date.now() - t) / 1000).toFixed(1)}s`);
    }
    printTable(
      `concurrency sweep (${backend}): ${state.rows.length} bursts of 50 in ${((Date.now() - t0) / 1000).toFixed(1)}s — ${timings.join(', ')}`,
      state.rows,
    );
    const problems = takeProblems();
    expect(problems).toEqual([]);
    const labels = Object.values(SWEPT).flat();
    expect(
      labels.filter((l) => !state.swept.has(l)),
      'swept endpoints no burst reached',
    ).toEqual([]);
  });
});
