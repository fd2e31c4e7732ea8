import { randomUUID } from 'node:crypto';
import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { sql } from 'drizzle-orm';
import type { LiveDealer } from '../src/modules/live-tables/live-dealer.service.ts';
import { call, clientHeaders, type TestContext } from './helpers.ts';

export const LIVE = '/api/findmed/v1/live';

export function liveGet(ctx: TestContext, url: string, token?: string, site = 'hgtyc' as const) {
  return call(ctx.app, {
    method: 'GET',
    url: `${LIVE}${url}`,
    headers: clientHeaders(site, token ? { t: token } : {}),
  });
}

export function liveBet(
  ctx: TestContext,
  token: string,
  body: {
    tableId: number | string;
    roundId: number | string;
    bets: { side: string; amount: string }[];
    requestId?: string;
  },
) {
  return call(ctx.app, {
    method: 'POST',
    url: `${LIVE}/bet`,
    headers: { ...clientHeaders('hgtyc', { t: token }), 'content-type': 'application/json' },
    payload: { requestId: randomUUID(), ...body },
  });
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** Credits a member's center wallet from a test funding account (the books stay balanced). */
export async function fund(ctx: TestContext, memberId: bigint, amount: string, siteCode = 'hgtyc') {
  const { ledger } = ctx.app.services;
  const center = await ledger.memberAccount(siteCode, memberId, 'center', 'CNY');
  const funding = await ledger.houseAccount(siteCode, 'test_funding', 'CNY');
  const minor = parseAmountToMinor(amount);
  await ledger.post({
    siteCode,
    kind: 'adjustment',
    idempotencyKey: `test-fund:${randomUUID()}`,
    lines: [
      { accountId: funding.id, currency: 'CNY', amount: -minor },
      { accountId: center.id, currency: 'CNY', amount: minor },
    ],
  });
}

export async function centerBalance(ctx: TestContext, memberId: bigint, siteCode = 'hgtyc'): Promise<bigint> {
  const r = await ctx.database.db.execute(sql`select balance::text as b from ledger_accounts
    where site_code = ${siteCode} and member_id = ${memberId} and kind = 'center'`);
  return BigInt(rowsOf<{ b: string }>(r)[0]?.b ?? '0');
}

export async function entriesOf(ctx: TestContext, kind: string, reference: string): Promise<number> {
  const r = await ctx.database.db.execute(
    sql`select count(*)::int as n from ledger_entries where kind = ${kind} and reference = ${reference}`,
  );
  return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
}

/** A fake clock the app and its dealers read. */
export function fakeClock(start = Date.now()) {
  let ms = start;
  return {
    now: () => new Date(ms),
    advance(by: number) {
      ms += by;
    },
  };
}

export async function latestRound(ctx: TestContext, tableId: number) {
  const r = await ctx.database.db.execute(sql`select id, phase, jsonb_array_length(cards)::int as n,
      next_step_at as "nextStepAt" from live_rounds where table_id = ${tableId} order by id desc limit 1`);
  const row = rowsOf<{ id: string | bigint; phase: string; n: number; nextStepAt: Date | string }>(r)[0];
  return row
    ? {
        id: Number(row.id),
        phase: row.phase,
        cards: Number(row.n),
        nextStepAt: new Date(row.nextStepAt).getTime(),
      }
    : undefined;
}

/** Steps the dealers (all at once) until the table's latest round reaches `phase`. */
export async function dealUntil(
  ctx: TestContext,
  clock: ReturnType<typeof fakeClock>,
  dealers: LiveDealer[],
  tableId: number,
  done: (r: NonNullable<Awaited<ReturnType<typeof latestRound>>>) => boolean,
  maxSteps = 40,
) {
  for (let i = 0; i < maxSteps; i++) {
    const r = await latestRound(ctx, tableId);
    if (r && done(r)) return r;
    if (r) clock.advance(Math.max(0, r.nextStepAt - clock.now().getTime()));
    await Promise.all(dealers.map((d) => d.tick([tableId])));
  }
  throw new Error('the round did not get there');
}

/** Records every published snapshot. */
export function snapshots(ctx: TestContext): LiveRound[] {
  const seen: LiveRound[] = [];
  ctx.app.services.liveEvents.onLive((event) => {
    if ('round' in event) seen.push(event.round);
  });
  return seen;
}
