import { randomUUID } from 'node:crypto';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { sql } from 'drizzle-orm';
import { play, session, signWith } from './demo-provider-helpers.ts';
import { createGameTestApp, fundedMember, type GameTestContext } from './game-sessions-helpers.ts';
import type { Backend } from './helpers.ts';
import { rowsOf } from './venue-rounds-helpers.ts';

export const VENUE = 'demo_slot';
export const SITE = 'hgtyc';

export type Member = Awaited<ReturnType<typeof fundedMember>>;

/**
 * A test app with the demo provider in-process (its real launch, play API and bet export), jobs
 * off; `advance` moves the app's clock and the clock test signatures are made with.
 */
export async function ledgerTestApp(backend: Backend) {
  const ctx = await createGameTestApp(backend, { realVenue: true });
  let offset = 0;
  signWith(() => Date.now() + offset);
  const advance = (ms: number) => {
    offset += ms;
    ctx.advance(ms);
  };
  return { ctx, advance };
}

export const player = (m: { id: bigint }) => `${SITE}_${m.id}`;

/** A member account's balance (minor units); 0 when the account does not exist. */
export async function accountBalance(ctx: GameTestContext, memberId: bigint, kind: string): Promise<bigint> {
  const [r] = rowsOf<{ n: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(balance), 0)::text as n from ledger_accounts
      where member_id = ${memberId} and kind = ${kind}`),
  );
  return BigInt(r!.n);
}

/** Σ(payout − stake) of the player's settled rounds in the venue's own books. */
export async function venueNet(ctx: GameTestContext, who: string, venue = VENUE): Promise<bigint> {
  const [r] = rowsOf<{ n: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(payout - stake), 0)::text as n from demo_rounds
      where venue = ${venue} and player = ${who} and status = 'settled'`),
  );
  return BigInt(r!.n);
}

/** The player's balance in the venue's own wallet. */
export async function venueWallet(ctx: GameTestContext, who: string, venue = VENUE): Promise<bigint> {
  const [r] = rowsOf<{ n: string }>(
    await ctx.database.db.execute(sql`select coalesce(sum(balance), 0)::text as n from demo_venue_wallets
      where venue = ${venue} and player = ${who}`),
  );
  return BigInt(r!.n);
}

/** Ledger entries of pulled results (`vr:<venue>:…`), and the settled rounds that should have one. */
export async function resultEntries(ctx: GameTestContext, venue = VENUE) {
  const [r] = rowsOf<{ entries: number; rounds: number; dup: number }>(
    await ctx.database.db.execute(sql`select
        (select count(*)::int from ledger_entries where idempotency_key like ${`vr:${venue}:%`}) as entries,
        (select count(*)::int from venue_bets where venue = ${venue} and status = 'settled'
          and payout <> stake) as rounds,
        (select count(*)::int from (select reference from ledger_entries where kind = 'venue_result'
          group by reference having count(*) > 1) d) as dup`),
  );
  return r!;
}

export async function transfer(
  ctx: GameTestContext,
  m: Member,
  from: string,
  to: string,
  amount: bigint | string,
) {
  const text = typeof amount === 'string' ? amount : (Number(amount) / 10_000).toFixed(4);
  return ctx.app.services.transfers.transfer(SITE, 'zh-CN', m.id, {
    from,
    to,
    amount: text,
    requestId: randomUUID(),
  });
}

/** A member with `amount` moved into the venue (center left at 0) and a play session there. */
export async function memberAtVenue(ctx: GameTestContext, amount = '100') {
  const m = await fundedMember(ctx, amount);
  const moved = await transfer(ctx, m, 'center', VENUE, amount);
  if (moved.status !== 'succeeded') throw new Error(`transfer in: ${moved.status}`);
  const token = await session(ctx.app, ctx.config.venueSecret, {
    venue: VENUE,
    gameCode: 'slot-prism',
    player: player(m),
  });
  return { m, token };
}

/** Spins (stake 1) until `stop(balance)` or `max` spins; the last venue balance (minor units). */
export async function spinUntil(
  ctx: GameTestContext,
  token: string,
  stop: (balance: bigint) => boolean,
  max: number,
  stake = '1',
): Promise<bigint> {
  let balance = -1n;
  for (let i = 0; i < max; i += 1) {
    const spin = await play(ctx.app, token, 'POST', '/slot/spin', { stake, requestId: randomUUID() });
    if (!spin.body.ok) break;
    balance = parseAmountToMinor(spin.body.balance as string);
    if (stop(balance) || balance < 10_000n) break;
  }
  return balance;
}

/**
 * Plays until the venue balance is below `below`: 1 a spin, then 10 a spin if a lucky streak held
 * it up (a walk at 1 a spin from a first big win can stay above its start for hundreds of spins).
 */
export async function spinToLoss(ctx: GameTestContext, token: string, below: bigint): Promise<bigint> {
  const balance = await spinUntil(ctx, token, (b) => b < below, 400);
  if (balance < below) return balance;
  return spinUntil(ctx, token, (b) => b < below, 400, '10');
}

/** A member who is ahead at the venue (played from 100): tries fresh members until one is. */
export async function winner(ctx: GameTestContext) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const { m, token } = await memberAtVenue(ctx);
    const balance = await spinUntil(ctx, token, (b) => b > 1_000_000n, 300);
    if (balance > 1_000_000n) return { m, token, balance };
  }
  throw new Error('no member got ahead in 8 tries of 300 spins');
}
