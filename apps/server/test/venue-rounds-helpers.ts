import { randomUUID } from 'node:crypto';
import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { venueSignature } from '../src/modules/venues/venue-client.ts';
import { call, clientHeaders, type TestContext } from './helpers.ts';

/** The seamless demo venue and its provider. */
export const SEAMLESS_VENUE = 'demo_nova';
export const PROVIDER = 'demo';

export type SeamlessKind = 'balance' | 'debit' | 'credit' | 'rollback';

/** A seamless-wallet callback as the provider sends it: JSON, signed over the raw body. */
export function seamlessCall(
  ctx: TestContext,
  kind: SeamlessKind,
  body: Record<string, unknown>,
  options: { secret?: string; ts?: number; provider?: string; sign?: string } = {},
) {
  const url = `/api/venue-wallet/v1/${options.provider ?? PROVIDER}/${kind}`;
  const raw = JSON.stringify(body);
  const ts = String(options.ts ?? Date.now());
  const sign = options.sign ?? venueSignature(options.secret ?? ctx.config.venueSecret, ts, 'POST', url, raw);
  return call(ctx.app, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-venue-ts': ts, 'x-venue-sign': sign },
    payload: raw,
  });
}

/** 糖果乐园 (slot-candy at the seamless demo_nova) in the demo catalogue. */
export const SEAMLESS_GAME_ID = 305;

/**
 * Opens the member's game session through the site's own launch, as the lobby does: a seamless
 * debit needs the member's live session at that venue (issue 23 item 7). The session id.
 */
export async function openGame(
  ctx: TestContext,
  token: string,
  { gameId = SEAMLESS_GAME_ID, siteCode = 'hgtyc' }: { gameId?: number; siteCode?: SiteCode } = {},
): Promise<string> {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/findmed/v1/game/launch',
    headers: { ...clientHeaders(siteCode, { t: token }), 'content-type': 'application/json' },
    payload: { gameId, platform: 'h5', requestId: randomUUID(), autoTransfer: false },
  });
  if (!res.body.status) throw new Error(`launch failed: ${JSON.stringify(res.body)}`);
  return String(res.body.data.sessionId);
}

/** A round at the seamless venue: ids and the calls that make it. */
export function round(player: string, gameCode = 'slot-candy') {
  const roundId = `r-${randomUUID()}`;
  const base = { venue: SEAMLESS_VENUE, player, roundId, gameCode };
  return {
    roundId,
    debit: (amount: string, txnId = `d-${randomUUID()}`) => ({ ...base, txnId, amount }),
    credit: (amount: string, txnId = `c-${randomUUID()}`) => ({ ...base, txnId, amount, detail: 'win' }),
    rollback: (refTxnId: string, txnId = `rb-${randomUUID()}`) => ({ ...base, txnId, refTxnId }),
  };
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** The house account of a venue: the sum of its postings (house accounts keep no balance). */
export async function houseBooked(ctx: TestContext, venue: string): Promise<bigint> {
  const [r] = rowsOf<{ n: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(p.amount), 0)::text as n from ledger_postings p
      join ledger_accounts a on a.id = p.account_id where a.member_id is null and a.kind = ${`game_pnl:${venue}`}`),
  );
  return BigInt(r!.n);
}

export async function turnoverDone(ctx: TestContext, memberId: bigint): Promise<bigint> {
  const [r] = rowsOf<{ n: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(amount), 0)::text as n from turnover_entries
      where member_id = ${memberId} and kind = 'progress'`),
  );
  return BigInt(r!.n);
}

export async function ledgerEntries(ctx: TestContext, keyPrefix: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await ctx.database.db.execute(
      sql`select count(*)::int as n from ledger_entries where idempotency_key like ${`${keyPrefix}%`}`,
    ),
  );
  return Number(r!.n);
}
