import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.audit.ts';
import { buildMember, createTestApp, encryptPassword, type TestContext } from './helpers.ts';
import {
  adminPost,
  depositByGateway,
  memberGet,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

const CENTS = 100n;

type Op =
  | { kind: 'deposit'; cents: number }
  | { kind: 'waive' }
  | { kind: 'withdraw'; cents: number }
  | { kind: 'settle'; pay: boolean; index: number }
  | { kind: 'transferIn' | 'transferOut' | 'exchange'; cents: number }
  | { kind: 'adjust'; cents: number };

const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const minor = (cents: number) => BigInt(cents) * CENTS;

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), cents: fc.integer({ min: 5_000, max: 300_000 }) }),
  fc.record({ kind: fc.constant('waive' as const) }),
  fc.record({ kind: fc.constant('withdraw' as const), cents: fc.integer({ min: 0, max: 250_000 }) }),
  fc.record({ kind: fc.constant('settle' as const), pay: fc.boolean(), index: fc.nat(5) }),
  fc.record({
    kind: fc.constantFrom('transferIn' as const, 'transferOut' as const, 'exchange' as const),
    cents: fc.integer({ min: 0, max: 200_000 }),
  }),
  fc.record({ kind: fc.constant('adjust' as const), cents: fc.integer({ min: -100_000, max: 100_000 }) }),
);

/**
 * Issue 4, "must hold": random sequences of deposits, withdrawals (and their review outcomes),
 * transfers, exchanges and operator adjustments against an in-memory model. After every step the
 * member's balances equal the model's; a refused operation changes nothing; the audit stays clean.
 */
describe('wallet operations against a model (pglite)', () => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { config: { jobs: false } });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => ctx.close());

  it('keeps balances equal to the model through random sequences', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 14 }), async (sequence) => {
        const m = await buildMember(ctx);
        const accountId = await withdrawalReady(ctx, m.token);
        const wpassword = await encryptPassword(ctx, '135790');
        const model = {
          center: 0n,
          venue: 0n,
          usdt: 0n,
          turnover: 0n,
          open: [] as { orderNo: string; amount: bigint }[],
          today: 0,
        };

        for (const step of sequence) {
          let refused = false;
          switch (step.kind) {
            case 'deposit': {
              await depositByGateway(ctx, m.token, amount(step.cents));
              model.center += minor(step.cents);
              model.turnover += minor(step.cents);
              break;
            }
            case 'waive': {
              await adminPost(ctx, ops.admin, 'members/turnover/waive', {
                username: m.username,
                reason: '模型测试',
              });
              model.turnover = 0n;
              break;
            }
            case 'withdraw': {
              const answer = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
                accountId,
                amount: amount(step.cents),
                wpassword,
                requestId: randomUUID(),
              });
              const a = minor(step.cents);
              const expected =
                step.cents === 0
                  ? 'BAD_REQUEST'
                  : a < 100n * 10_000n
                    ? 'AMOUNT_BELOW_MIN'
                    : model.turnover > 0n
                      ? 'TURNOVER_NOT_MET'
                      : model.today >= 5
                        ? 'WITHDRAW_DAILY_COUNT'
                        : a > model.center
                          ? 'INSUFFICIENT_BALANCE'
                          : null;
              expect(answer.body.code ?? null).toBe(expected);
              if (expected === null) {
                model.center -= a;
                model.today += 1;
                model.open.push({ orderNo: answer.body.data.orderNo, amount: a });
              } else refused = true;
              break;
            }
            case 'settle': {
              const order = model.open[step.index % Math.max(1, model.open.length)];
              if (!order) break;
              for (const action of step.pay ? ['review', 'approve', 'pay'] : ['reject']) {
                const answer = await adminPost(ctx, ops.finance, `withdrawals/${action}`, {
                  orderNo: order.orderNo,
                  ...(action === 'reject' ? { reason: '模型测试驳回' } : {}),
                });
                expect(answer.body.status).toBe(true);
              }
              if (!step.pay) {
                model.center += order.amount;
                model.today -= 1;
              }
              model.open = model.open.filter((o) => o !== order);
              break;
            }
            case 'transferIn':
            case 'transferOut': {
              const inward = step.kind === 'transferIn';
              const answer = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
                from: inward ? 'center' : 'demo_slot',
                to: inward ? 'demo_slot' : 'center',
                amount: amount(step.cents),
                requestId: randomUUID(),
              });
              const a = minor(step.cents);
              const source = inward ? model.center : model.venue;
              const expected =
                step.cents === 0
                  ? 'BAD_REQUEST'
                  : step.cents < 100
                    ? 'AMOUNT_BELOW_MIN'
                    : a > source
                      ? 'INSUFFICIENT_BALANCE'
                      : null;
              expect(answer.body.code ?? null).toBe(expected);
              if (expected === null) {
                expect(answer.body.data.status).toBe('succeeded');
                model.center += inward ? -a : a;
                model.venue += inward ? a : -a;
              } else refused = true;
              break;
            }
            case 'exchange': {
              const quote = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/exchange/quote', {
                from: 'center',
                to: 'usdt',
                amount: amount(step.cents),
              });
              const a = minor(step.cents);
              if (step.cents < 100) {
                expect(quote.body.status).toBe(false);
                refused = true;
                break;
              }
              const done = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/exchange', {
                quoteId: quote.body.data.quoteId,
              });
              if (a > model.center) {
                expect(done.body.code).toBe('INSUFFICIENT_BALANCE');
                refused = true;
              } else {
                // Independent of the service's formula: 0.5% spread off, then 7.18 CNY per USDT, rounded down.
                const net = a - (a * 5n) / 1000n;
                model.center -= a;
                model.usdt += (net * 10_000n) / 71_800n;
              }
              break;
            }
            case 'adjust': {
              const a = minor(step.cents);
              const answer = await adminPost(ctx, ops.admin, 'members/adjust', {
                username: m.username,
                amount: amount(step.cents),
                reason: '模型测试调整',
                requestId: randomUUID(),
              });
              const expected =
                step.cents === 0 ? 'BAD_REQUEST' : model.center + a < 0n ? 'INSUFFICIENT_BALANCE' : null;
              expect(answer.body.code ?? null).toBe(expected);
              if (expected === null) model.center += a;
              else refused = true;
              break;
            }
          }
          const wallets = (await memberGet(ctx, m.token, '/api/game/walletlist')).body.data as {
            code: string;
            balance: string;
          }[];
          const balance = (code: string) => wallets.find((w) => w.code === code)!.balance;
          const wire = (v: bigint) => `${v / 10_000n}.${(v % 10_000n).toString().padStart(4, '0')}`;
          expect({
            step: step.kind,
            refused,
            center: balance('center'),
            venue: balance('demo_slot'),
            usdt: balance('usdt'),
          }).toEqual({
            step: step.kind,
            refused,
            center: wire(model.center),
            venue: wire(model.venue),
            usdt: wire(model.usdt),
          });
        }
      }),
      { numRuns: 12 },
    );
    expect((await auditLedger(ctx.database.db)).problems).toEqual([]);
  });
});
