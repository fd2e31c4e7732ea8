import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_AFTER_MS } from '../src/modules/game-sessions/game-sessions.service.ts';
import { heartbeat, venueBack } from './game-sessions-helpers.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import {
  ledgerEntries,
  openGame,
  PROVIDER,
  round,
  rowsOf,
  SEAMLESS_GAME_ID,
  SEAMLESS_VENUE,
  seamlessCall,
} from './venue-rounds-helpers.ts';
import { auditMoney, balanceOf, depositByGateway } from './wallet-helpers.ts';

// Issue 23 item 7: a seamless debit needs a live game session of that member at that venue and
// brand; one venue secret alone reaches nobody. Credits of rounds already debited stay accepted.

describe.each(BACKENDS)('seamless debits need a live game session (%s)', (backend) => {
  let ctx: TestContext;
  let offset = 0;
  const ts = () => Date.now() + offset;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: () => new Date(ts()) });
  });
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  async function funded(amount: string) {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, amount);
    return { ...m, player: `hgtyc_${m.id}` };
  }
  const send = (kind: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) =>
    seamlessCall(ctx, kind, body, { ts: ts() });

  async function recorded(txnId: string) {
    return rowsOf<{ outcome: string; reason: string | null }>(
      await ctx.database.db.execute(
        sql`select outcome, reason from seamless_txns where provider = ${PROVIDER} and txn_id = ${txnId}`,
      ),
    );
  }
  async function roundCount(roundId: string) {
    const [r] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from venue_bets where venue = ${SEAMLESS_VENUE} and round_id = ${roundId}`,
      ),
    );
    return Number(r!.n);
  }

  it('refuses a debit of a member who never opened the venue, for good', async () => {
    const m = await funded('100');
    const r = round(m.player);
    const debit = r.debit('10');
    expect((await send('debit', debit)).body).toEqual({ status: 'refused', reason: 'no_session' });
    expect(await recorded(debit.txnId)).toEqual([{ outcome: 'refused', reason: 'no_session' }]);
    expect(await roundCount(r.roundId)).toBe(0);
    // The member opens the game afterwards: that txnId's answer stays the refusal.
    await openGame(ctx, m.token);
    expect((await send('debit', debit)).body).toEqual({ status: 'refused', reason: 'no_session' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('100.0000');
    expect(await ledgerEntries(ctx, `sw:${PROVIDER}:${debit.txnId}`)).toBe(0);
  });

  it("refuses a debit of another brand's member while a member of this brand plays", async () => {
    const playing = await funded('100');
    await openGame(ctx, playing.token);
    const other = await buildMember(ctx, { siteCode: 'hgty' });
    const r = round(`hgty_${other.id}`);
    expect((await send('debit', r.debit('0'))).body).toEqual({ status: 'refused', reason: 'no_session' });
    expect(await roundCount(r.roundId)).toBe(0);
  });

  it('refuses a debit when the member plays at another venue', async () => {
    const m = await funded('100');
    // 幻彩转轮 at demo_slot (a transfer venue), without moving money there.
    await openGame(ctx, m.token, { gameId: 301 });
    const r = round(m.player);
    expect((await send('debit', r.debit('10'))).body).toEqual({ status: 'refused', reason: 'no_session' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('100.0000');
  });

  it('takes a debit in a live session; after it ends, new debits are refused and the credit is paid', async () => {
    const m = await funded('100');
    await openGame(ctx, m.token);
    const r = round(m.player);
    expect((await send('debit', r.debit('10'))).body).toEqual({ status: 'ok', balance: '90.0000' });
    // The member goes back to the lobby mid-round: the round's result still reaches them.
    expect((await venueBack(ctx, m.token)).body.status).toBe(true);
    const late = round(m.player);
    expect((await send('debit', late.debit('10'))).body).toEqual({
      status: 'refused',
      reason: 'no_session',
    });
    expect((await send('credit', r.credit('25'))).body).toEqual({ status: 'ok', balance: '115.0000' });
  });

  it('an open session whose heartbeats stopped is not live; a heartbeat keeps it live', async () => {
    const m = await funded('100');
    await openGame(ctx, m.token);
    const first = round(m.player);
    const debit = first.debit('10');
    offset += IDLE_AFTER_MS - 5_000;
    expect((await heartbeat(ctx, m.token, SEAMLESS_GAME_ID)).body.data.sessionId).toBeTruthy();
    offset += IDLE_AFTER_MS - 5_000;
    expect((await send('debit', debit)).body).toEqual({ status: 'ok', balance: '90.0000' });
    // No heartbeat for longer than the idle time: the idle job has not run yet, but it is over.
    offset += IDLE_AFTER_MS + 1_000;
    const stale = round(m.player);
    expect((await send('debit', stale.debit('10'))).body).toEqual({
      status: 'refused',
      reason: 'no_session',
    });
    // A rollback of the accepted debit still returns the stake.
    expect((await send('rollback', first.rollback(debit.txnId))).body).toEqual({
      status: 'ok',
      balance: '100.0000',
    });
  });
});
