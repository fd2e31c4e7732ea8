import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, createTestApp, type TestContext } from './helpers.ts';
import { fakeClock, fund } from './live-tables-helpers.ts';
import { depositPaid, newSession, protectionPost } from './protection-helpers.ts';
import { placeBet, seedMatch, slip } from './sportsbook-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Step =
  | { op: 'limit'; kind: 'deposit' | 'loss'; amount: number }
  | { op: 'confirm'; kind: 'deposit' | 'loss' }
  | { op: 'wait'; ms: number }
  | { op: 'deposit'; amount: number }
  | { op: 'bet'; amount: number };

/** The model: what the rules say the limit in force is, and what was accepted when. */
interface Model {
  limit: Record<'deposit' | 'loss', number | null>;
  pending: Record<'deposit' | 'loss', { amount: number; at: number } | null>;
  accepted: Record<'deposit' | 'loss', { at: number; amount: number }[]>;
}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('limit' as const),
    kind: fc.constantFrom('deposit' as const, 'loss' as const),
    amount: fc.integer({ min: 1, max: 12 }).map((n) => n * 100),
  }),
  fc.record({
    op: fc.constant('confirm' as const),
    kind: fc.constantFrom('deposit' as const, 'loss' as const),
  }),
  fc.record({
    op: fc.constant('wait' as const),
    ms: fc.constantFrom(10 * 60_000, 3 * HOUR, 12 * HOUR, 23 * HOUR, 25 * HOUR),
  }),
  fc.record({
    op: fc.constant('deposit' as const),
    amount: fc.integer({ min: 1, max: 8 }).map((n) => n * 50),
  }),
  fc.record({ op: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 30 }).map((n) => n * 10) }),
);

/**
 * Issue 25, property: over random sequences of limit changes, confirmations, waits, deposits and
 * bets (an injected clock), the server accepts a deposit or a stake exactly when the model's limit
 * in force at that moment allows it — so none breaks the limit, an increase never applies before
 * 24 h and its confirmation, and a decrease applies at once. PGlite (the rule, not the race: the
 * bursts test the race on Postgres).
 */
describe('limits follow the rules over random sequences (pglite)', () => {
  let ctx: TestContext;
  let home: number;
  const clock = fakeClock(Date.parse('2026-03-03T01:00:00Z'));

  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      config: { jobs: false, rateLimitPerMinute: 1_000_000 },
      now: clock.now,
    });
    home = (await seedMatch(ctx, { kickoffAt: new Date(clock.now().getTime() + 400 * DAY) })).markets['1x2']!
      .sel.home!;
  }, 180_000);
  afterAll(async () => ctx.close());

  it('accepts exactly what the limit in force allows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 14 }), async (steps) => {
        const m = await buildMember(ctx);
        await fund(ctx, m.id, '100000');
        const model: Model = {
          limit: { deposit: null, loss: null },
          pending: { deposit: null, loss: null },
          accepted: { deposit: [], loss: [] },
        };
        for (const s of steps) {
          const t = clock.now().getTime();
          const token = await newSession(ctx, m.id);
          const used = (kind: 'deposit' | 'loss') =>
            model.accepted[kind].filter((a) => a.at > t - DAY).reduce((sum, a) => sum + a.amount, 0);
          if (s.op === 'wait') clock.advance(s.ms);
          else if (s.op === 'limit') {
            const r = await protectionPost(ctx, token, 'limit/set', {
              kind: s.kind,
              period: 'day',
              amount: String(s.amount),
            });
            const current = model.limit[s.kind];
            if (current === null || s.amount < current) {
              model.limit[s.kind] = s.amount;
              model.pending[s.kind] = null;
            } else if (s.amount === current) {
              if (model.pending[s.kind]) model.pending[s.kind] = null;
              else expect(r.body.code).toBe('PROTECTION_LIMIT_SAME');
            } else model.pending[s.kind] = { amount: s.amount, at: t };
          } else if (s.op === 'confirm') {
            const r = await protectionPost(ctx, token, 'limit/confirm', { kind: s.kind, period: 'day' });
            const p = model.pending[s.kind];
            const due = p !== null && t >= p.at + DAY;
            expect(r.body.status, JSON.stringify({ s, p, t, body: r.body })).toBe(due);
            if (!p) expect(r.body.code).toBe('PROTECTION_NOTHING_PENDING');
            else if (!due) expect(r.body.code).toBe('PROTECTION_COOLING_OFF');
            else {
              model.limit[s.kind] = p.amount;
              model.pending[s.kind] = null;
            }
          } else {
            const kind = s.op === 'deposit' ? 'deposit' : 'loss';
            const r =
              s.op === 'deposit'
                ? await depositPaid(ctx, token, String(s.amount), clock.now())
                : await placeBet(ctx, token, slip([{ selectionId: home, odds: '2.100' }], String(s.amount)));
            const limit = model.limit[kind];
            const allowed = limit === null || used(kind) + s.amount <= limit;
            expect(r.body.status, JSON.stringify({ s, limit, used: used(kind), body: r.body })).toBe(allowed);
            if (allowed) model.accepted[kind].push({ at: t, amount: s.amount });
            else
              expect(r.body.code).toBe(kind === 'deposit' ? 'PROTECTION_DEPOSIT_DAY' : 'PROTECTION_LOSS_DAY');
          }
        }
      }),
      { numRuns: 12, seed: 25, endOnFailure: true },
    );
  }, 300_000);
});
