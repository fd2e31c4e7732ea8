import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildMember, type TestContext } from '../helpers.ts';
import { adminPost, auditMoney } from '../wallet-helpers.ts';

/** The size of every burst (issue 14: 50 concurrent requests of each kind). */
export const BURST = 50;

export type BurstKind = 'identical' | 'conflicting';

/** One answer of a burst, reduced to what the sweep judges: success, refusal code, a comparable body. */
export interface Answer {
  ok: boolean;
  code?: string | undefined;
  /** What must be equal across an identical burst (an order number, a balance…). */
  same?: unknown;
}

/** A row of the printed table: endpoint × burst kind → successes / expected. */
export interface SweepRow {
  endpoint: string;
  kind: BurstKind;
  successes: number;
  expected: number;
  effects: string;
  refused: string;
  balance: string;
}

export interface SweepState {
  ctx: TestContext;
  ops: { admin: string; finance: string };
  rows: SweepRow[];
  /** Endpoint keys the sweeps have burst (checked against the registry at the end). */
  swept: Set<string>;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

export const UNIT = 10_000n;

/** Fires n requests at once and waits for all of them. */
export async function burst(n: number, fire: (i: number) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => fire(i)));
}

/** The valid turnover (valid stake) a live-table round counted for a member, in minor units. */
export async function validStakeOf(state: SweepState, memberId: bigint, roundId: number): Promise<bigint> {
  const [r] = rowsOf<{ v: string }>(
    await state.ctx.database.db.execute(sql`select coalesce(sum(valid_stake), 0)::text as v from live_bets
      where member_id = ${memberId} and round_id = ${roundId}`),
  );
  return BigInt(r?.v ?? '0');
}

/** A member's center balance in minor units, read from the ledger account. */
export async function centerMinor(ctx: TestContext, memberId: bigint, kind = 'center'): Promise<bigint> {
  const [r] = rowsOf<{ b: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(balance), 0)::text as b from ledger_accounts
      where member_id = ${memberId} and kind = ${kind}`),
  );
  return BigInt(r?.b ?? '0');
}

/**
 * A new member with `amount` on the center wallet, credited by an operator adjustment; above the
 * brand's four-eyes threshold the finance operator gives the second approval (decision 0056).
 */
export async function fundedMember(state: SweepState, amount: string) {
  const m = await buildMember(state.ctx);
  if (amount !== '0') {
    const credit = await adminPost(state.ctx, state.ops.admin, 'members/adjust', {
      username: m.username,
      amount,
      reason: '并发测试充值',
      requestId: randomUUID(),
    });
    if (!credit.body.status) throw new Error(`funding failed: ${JSON.stringify(credit.body)}`);
    if (credit.body.data.status === 'pending') {
      const { approvalId } = credit.body.data as { approvalId: string };
      const second = await adminPost(state.ctx, state.ops.finance, 'members/adjust/approve', { approvalId });
      if (!second.body.status) throw new Error(`funding approval failed: ${JSON.stringify(second.body)}`);
    }
  }
  return m;
}

const problems: string[] = [];

/**
 * Judges a burst: how many succeeded against how many may, that every refusal carries one of the
 * allowed codes, that an identical burst answered the same every time; then the books: the member's
 * balance as the successes say, no member account below zero, the ledger and books audits clean.
 * Failures are collected (the table prints them all), and `assertSweepClean` fails the test.
 */
export async function judge(
  state: SweepState,
  spec: {
    endpoint: string;
    kind: BurstKind;
    answers: Answer[];
    expected: number;
    refusals: readonly string[];
    memberId?: bigint;
    balanceKind?: string;
    expectedBalance?: bigint;
    /** Ledger entries the burst made, and how many it may make. */
    effects?: { actual: number; expected: number };
    /** An identical burst answers the same every time (false: the endpoint has no request id, and
     * the repeats are refused as already done — the first answer differs from the rest). */
    sameAnswers?: boolean;
  },
): Promise<void> {
  const { answers, endpoint, kind } = spec;
  state.swept.add(endpoint);
  const label = `${endpoint} × ${kind}`;
  const successes = answers.filter((a) => a.ok);
  const codes = new Map<string, number>();
  for (const a of answers.filter((x) => !x.ok)) codes.set(a.code ?? '?', (codes.get(a.code ?? '?') ?? 0) + 1);
  if (successes.length !== spec.expected)
    problems.push(`${label}: ${successes.length} succeeded, ${spec.expected} allowed`);
  for (const [code, n] of codes)
    if (!spec.refusals.includes(code)) problems.push(`${label}: ${n} refused with unexpected code ${code}`);
  if (spec.effects && spec.effects.actual !== spec.effects.expected)
    problems.push(`${label}: ${spec.effects.actual} ledger entries, ${spec.effects.expected} allowed`);
  const wins = new Set(successes.map((a) => JSON.stringify(a.same ?? null)));
  if (kind === 'identical' && wins.size > 1)
    problems.push(`${label}: the successes answered ${wins.size} ways`);
  if (kind === 'identical' && spec.sameAnswers !== false) {
    const seen = new Set(answers.map((a) => JSON.stringify([a.ok, a.code ?? null, a.same ?? null])));
    if (seen.size !== 1) problems.push(`${label}: ${seen.size} different answers: ${[...seen].slice(0, 3)}`);
  }
  let balance = '';
  if (spec.memberId !== undefined && spec.expectedBalance !== undefined) {
    const actual = await centerMinor(state.ctx, spec.memberId, spec.balanceKind);
    balance = `${actual === spec.expectedBalance ? 'ok' : 'WRONG'} ${actual}`;
    if (actual !== spec.expectedBalance)
      problems.push(`${label}: balance ${actual}, expected ${spec.expectedBalance} from the successes`);
  }
  const [neg] = rowsOf<{ n: number }>(
    await state.ctx.database.db.execute(
      sql`select count(*)::int as n from ledger_accounts where member_id is not null and balance < 0`,
    ),
  );
  if (Number(neg?.n) !== 0) problems.push(`${label}: ${neg?.n} member accounts below zero`);
  // The reconciling audit: auditLedger's invariants, and the books against the orders, bets,
  // rounds and the venue's own books they stand for.
  const audit = await auditMoney(state.ctx);
  for (const p of audit.problems) problems.push(`${label}: audit: ${p}`);
  state.rows.push({
    endpoint,
    kind,
    successes: successes.length,
    expected: spec.expected,
    effects: spec.effects ? `${spec.effects.actual}/${spec.effects.expected}` : '-',
    refused: [...codes].map(([c, n]) => `${c}×${n}`).join(' ') || '-',
    balance,
  });
}

/** A problem found outside `judge` (a latency bound, a socket that stayed open). */
export function noteProblem(problem: string): void {
  problems.push(problem);
}

/** The problems found so far (and forgets them: one backend's sweep does not leak into the next). */
export function takeProblems(): string[] {
  return problems.splice(0, problems.length);
}

/** Counts ledger entries of a kind whose reference or key matches. */
export async function entries(ctx: TestContext, kind: string, like: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await ctx.database.db.execute(sql`select count(*)::int as n from ledger_entries
      where kind = ${kind} and (reference like ${like} or idempotency_key like ${like})`),
  );
  return Number(r?.n ?? 0);
}

export function printTable(title: string, rows: readonly SweepRow[]): void {
  const lines = [
    `${title}`,
    `${'endpoint'.padEnd(34)} ${'burst'.padEnd(11)} ok/allowed  entries/allowed balance        refused`,
    ...rows.map(
      (r) =>
        `${r.endpoint.padEnd(34)} ${r.kind.padEnd(11)} ${`${r.successes}/${r.expected}`.padEnd(11)} ${r.effects.padEnd(15)} ${r.balance.padEnd(14)} ${r.refused}`,
    ),
  ];
  console.info(lines.join('\n'));
}

/** A member envelope answer as the kit judges it. */
export function fromEnvelope(
  body: { status: boolean; code?: string; data?: unknown },
  same?: (data: never) => unknown,
): Answer {
  return {
    ok: body.status === true,
    code: body.code,
    same: body.status && same ? same(body.data as never) : undefined,
  };
}
