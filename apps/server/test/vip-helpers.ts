import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { buildMember, call, clientHeaders, type TestContext } from './helpers.ts';
import { openGame, round, rowsOf, seamlessCall } from './venue-rounds-helpers.ts';
import { depositByGateway } from './wallet-helpers.ts';

export const DAY_MS = 86_400_000;

/** A member of hgtyc with real credited deposits (sandbox gateway, ≤ 20 000 per order). */
export async function depositedMember(ctx: TestContext, deposits: readonly string[] = []) {
  const m = await buildMember(ctx);
  for (const amount of deposits) await depositByGateway(ctx, m.token, amount);
  return { ...m, player: `hgtyc_${m.id}` };
}

/**
 * Real valid turnover: rounds at the seamless demo venue, each staking `stake` and paid back the
 * same (the balance is unchanged, the valid stake counts as turnover progress). The member opens
 * the game first, as a seamless debit needs their live session there.
 */
export async function playTurnover(
  ctx: TestContext,
  member: { player: string; token: string },
  stake: string,
  rounds: number,
) {
  const { player } = member;
  await openGame(ctx, member.token);
  for (let i = 0; i < rounds; i += 1) {
    const r = round(player);
    const debit = await seamlessCall(ctx, 'debit', r.debit(stake));
    if ((debit.body.status as unknown) !== 'ok')
      throw new Error(`debit refused: ${JSON.stringify(debit.body)}`);
    const credit = await seamlessCall(ctx, 'credit', r.credit(stake));
    if ((credit.body.status as unknown) !== 'ok')
      throw new Error(`credit refused: ${JSON.stringify(credit.body)}`);
  }
}

export function vipGet(
  ctx: TestContext,
  token: string | undefined,
  url: string,
  siteCode: SiteCode = 'hgtyc',
) {
  return call(ctx.app, { method: 'GET', url, headers: clientHeaders(siteCode, token ? { t: token } : {}) });
}

/** Ledger entries whose idempotency key starts with `prefix`, and what they moved to members. */
export async function vipEntries(ctx: TestContext, prefix: string) {
  const [row] = rowsOf<{ n: number | string; total: string }>(
    await ctx.database.db.execute(sql`select count(distinct e.id) as n, coalesce(sum(p.amount), 0)::text as total
      from ledger_entries e join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id and a.member_id is not null
      where e.idempotency_key like ${`${prefix}%`}`),
  );
  return { count: Number(row?.n ?? 0), totalMinor: BigInt(row?.total ?? '0') };
}

export async function turnoverRequired(ctx: TestContext, memberId: bigint, prefix: string): Promise<bigint> {
  const [row] = rowsOf<{ s: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(amount), 0)::text as s from turnover_entries
      where member_id = ${memberId} and kind = 'require' and reference like ${`${prefix}%`}`),
  );
  return BigInt(row?.s ?? '0');
}
