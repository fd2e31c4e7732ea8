import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import {
  houseBooked,
  ledgerEntries,
  openGame,
  PROVIDER,
  round,
  rowsOf,
  SEAMLESS_VENUE,
  seamlessCall,
  turnoverDone,
} from './venue-rounds-helpers.ts';
import { auditMoney, balanceOf, depositByGateway } from './wallet-helpers.ts';

describe.each(BACKENDS)('seamless wallet callbacks (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function funded(amount: string) {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, amount);
    await openGame(ctx, m.token);
    return { ...m, player: `hgtyc_${m.id}` };
  }

  async function roundRow(roundId: string) {
    const [row] = rowsOf<{
      status: string;
      stake: string;
      valid_stake: string;
      payout: string;
      product: string;
      game_id: number | null;
    }>(
      await ctx.database.db.execute(sql`select status, stake::text, valid_stake::text, payout::text, product, game_id
        from venue_bets where venue = ${SEAMLESS_VENUE} and round_id = ${roundId}`),
    );
    return row;
  }

  /** The books are exact: the ledger audit clean, the seamless venue's house account = Σ stake − payout. */
  async function booksExact() {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    const [r] = rowsOf<{ n: string }>(
      await ctx.database.db.execute(sql`select coalesce(sum(stake - payout), 0)::text as n from venue_bets
        where venue = ${SEAMLESS_VENUE} and status <> 'void'`),
    );
    expect(await houseBooked(ctx, SEAMLESS_VENUE)).toBe(BigInt(r!.n));
  }

  it('answers the balance of the center wallet', async () => {
    const m = await funded('100');
    const res = await seamlessCall(ctx, 'balance', { venue: SEAMLESS_VENUE, player: m.player });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', balance: '100.0000' });
    const unknown = await seamlessCall(ctx, 'balance', { venue: SEAMLESS_VENUE, player: 'hgtyc_999999999' });
    expect(unknown.body).toEqual({ status: 'refused', reason: 'unknown_player' });
  });

  it('debits a round, credits it, counts turnover once and pushes the balance', async () => {
    const m = await funded('100');
    const pushed = vi.spyOn(ctx.app.services.events, 'balanceChanged');
    const r = round(m.player);
    const debit = r.debit('10');
    expect((await seamlessCall(ctx, 'debit', debit)).body).toEqual({ status: 'ok', balance: '90.0000' });
    expect(await roundRow(r.roundId)).toMatchObject({
      status: 'open',
      stake: '100000',
      product: 'slot',
      game_id: 305,
    });
    expect(pushed).toHaveBeenCalledWith('hgtyc', m.id);

    // The same debit again: the same answer, nothing moves.
    expect((await seamlessCall(ctx, 'debit', debit)).body).toEqual({ status: 'ok', balance: '90.0000' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('90.0000');

    const credit = r.credit('25');
    expect((await seamlessCall(ctx, 'credit', credit)).body).toEqual({ status: 'ok', balance: '115.0000' });
    expect(await roundRow(r.roundId)).toMatchObject({
      status: 'settled',
      stake: '100000',
      valid_stake: '100000',
      payout: '250000',
    });
    // The same credit again: the same ok answer (not round_closed), nothing moves; turnover once.
    expect((await seamlessCall(ctx, 'credit', credit)).body).toEqual({ status: 'ok', balance: '115.0000' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('115.0000');
    expect(await turnoverDone(ctx, m.id)).toBe(100_000n);
    // Another credit of the closed round is refused, and that refusal is final for its txnId.
    const late = r.credit('5');
    expect((await seamlessCall(ctx, 'credit', late)).body).toEqual({
      status: 'refused',
      reason: 'round_closed',
    });
    expect((await seamlessCall(ctx, 'credit', late)).body).toEqual({
      status: 'refused',
      reason: 'round_closed',
    });
    expect(await ledgerEntries(ctx, `sw:${PROVIDER}:${debit.txnId}`)).toBe(1);
    expect(await ledgerEntries(ctx, `sw:${PROVIDER}:${credit.txnId}`)).toBe(1);
    expect((await balanceOf(ctx, m.token)).balance).toBe('115.0000');
    pushed.mockRestore();
    await booksExact();
  });

  it('refuses the same round id debited twice and a txnId reused with another body', async () => {
    const m = await funded('100');
    const r = round(m.player);
    const first = r.debit('10');
    expect((await seamlessCall(ctx, 'debit', first)).body.status).toBe('ok');
    expect((await seamlessCall(ctx, 'debit', r.debit('10'))).body).toEqual({
      status: 'refused',
      reason: 'conflict',
    });
    expect((await seamlessCall(ctx, 'debit', { ...first, amount: '11' })).body).toEqual({
      status: 'refused',
      reason: 'conflict',
    });
    expect((await balanceOf(ctx, m.token)).balance).toBe('90.0000');
    expect((await seamlessCall(ctx, 'credit', r.credit('0.00'))).body).toEqual({
      status: 'ok',
      balance: '90.0000',
    });
    expect(await roundRow(r.roundId)).toMatchObject({ status: 'settled', payout: '0' });
    await booksExact();
  });

  it('refuses a credit without a debit and a debit beyond the balance (final for its txnId)', async () => {
    const m = await funded('50');
    const r = round(m.player);
    expect((await seamlessCall(ctx, 'credit', r.credit('5'))).body).toEqual({
      status: 'refused',
      reason: 'unknown_round',
    });
    const big = round(m.player).debit('50.0001');
    expect((await seamlessCall(ctx, 'debit', big)).body).toEqual({
      status: 'refused',
      reason: 'insufficient',
    });
    await depositByGateway(ctx, m.token, '100');
    // Money arrived since, but the answer of that txnId stays what it was.
    expect((await seamlessCall(ctx, 'debit', big)).body).toEqual({
      status: 'refused',
      reason: 'insufficient',
    });
    expect((await balanceOf(ctx, m.token)).balance).toBe('150.0000');
    expect(await ledgerEntries(ctx, `sw:${PROVIDER}:${big.txnId}`)).toBe(0);
    await booksExact();
  });

  it('refuses forged and stale signatures, unknown providers and venues that are not seamless', async () => {
    const m = await funded('50');
    const r = round(m.player);
    const forged = await seamlessCall(ctx, 'debit', r.debit('10'), { secret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ status: 'unauthorised' });
    const stale = await seamlessCall(ctx, 'debit', r.debit('10'), { ts: Date.now() - 10 * 60_000 });
    expect(stale.status).toBe(401);
    expect((await seamlessCall(ctx, 'debit', r.debit('10'), { provider: 'nobody' })).status).toBe(401);
    expect((await balanceOf(ctx, m.token)).balance).toBe('50.0000');
    expect(await roundRow(r.roundId)).toBeUndefined();
    const transferVenue = await seamlessCall(ctx, 'debit', { ...r.debit('10'), venue: 'demo_slot' });
    expect(transferVenue.body).toEqual({ status: 'refused', reason: 'unknown_venue' });
    const bad = await seamlessCall(ctx, 'debit', { ...r.debit('10'), amount: '1e3' });
    expect(bad.status).toBe(400);
    expect((await balanceOf(ctx, m.token)).balance).toBe('50.0000');
  });

  it('a venue that times out mid-round: the round stays open, a rollback returns it, a late credit is refused', async () => {
    const m = await funded('100');
    const r = round(m.player, 'fish-whale');
    const debit = r.debit('30');
    expect((await seamlessCall(ctx, 'debit', debit)).body.status).toBe('ok');
    // No credit ever came: the round stays open with the stake at the house.
    expect(await roundRow(r.roundId)).toMatchObject({ status: 'open', product: 'fishing' });
    await booksExact();
    const rollback = r.rollback(debit.txnId);
    expect((await seamlessCall(ctx, 'rollback', rollback)).body).toEqual({
      status: 'ok',
      balance: '100.0000',
    });
    expect((await seamlessCall(ctx, 'rollback', rollback)).body).toEqual({
      status: 'ok',
      balance: '100.0000',
    });
    expect(await roundRow(r.roundId)).toMatchObject({ status: 'void', valid_stake: '0' });
    expect((await seamlessCall(ctx, 'credit', r.credit('60'))).body).toEqual({
      status: 'refused',
      reason: 'round_closed',
    });
    expect((await balanceOf(ctx, m.token)).balance).toBe('100.0000');
    expect(await turnoverDone(ctx, m.id)).toBe(0n);
    await booksExact();
  });

  it('a rollback of a settled round is refused; one of a debit never seen keeps that round closed', async () => {
    const m = await funded('100');
    const r = round(m.player);
    const debit = r.debit('10');
    await seamlessCall(ctx, 'debit', debit);
    await seamlessCall(ctx, 'credit', r.credit('3'));
    expect((await seamlessCall(ctx, 'rollback', r.rollback(debit.txnId))).body).toEqual({
      status: 'refused',
      reason: 'round_closed',
    });
    const lost = round(m.player);
    const never = lost.debit('10');
    expect((await seamlessCall(ctx, 'rollback', lost.rollback(never.txnId))).body).toEqual({
      status: 'refused',
      reason: 'unknown_txn',
    });
    // The debit arrives after its rollback: refused, nothing moves.
    expect((await seamlessCall(ctx, 'debit', never)).body).toEqual({ status: 'refused', reason: 'conflict' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('93.0000');
    await booksExact();
  });

  it('a venue under maintenance takes no debits but still closes its rounds', async () => {
    const m = await funded('100');
    const r = round(m.player);
    const debit = r.debit('10');
    await seamlessCall(ctx, 'debit', debit);
    await ctx.database.db.execute(
      sql`insert into venue_settings (site_code, venue, maintenance) values ('hgtyc', ${SEAMLESS_VENUE}, true)`,
    );
    try {
      expect((await seamlessCall(ctx, 'debit', round(m.player).debit('10'))).body).toEqual({
        status: 'refused',
        reason: 'maintenance',
      });
      expect((await seamlessCall(ctx, 'credit', r.credit('12'))).body).toEqual({
        status: 'ok',
        balance: '102.0000',
      });
    } finally {
      await ctx.database.db.execute(sql`delete from venue_settings where venue = ${SEAMLESS_VENUE}`);
    }
    await booksExact();
  });

  it('50 concurrent identical debits move the money exactly once', async () => {
    const m = await funded('100');
    const r = round(m.player);
    const debit = r.debit('7');
    const answers = await Promise.all(Array.from({ length: 50 }, () => seamlessCall(ctx, 'debit', debit)));
    for (const a of answers) expect(a.body).toEqual({ status: 'ok', balance: '93.0000' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('93.0000');
    expect(await ledgerEntries(ctx, `sw:${PROVIDER}:${debit.txnId}`)).toBe(1);
    // 20 concurrent different debits of one member beyond the balance: never below zero.
    const many = await Promise.all(
      Array.from({ length: 20 }, () => seamlessCall(ctx, 'debit', round(m.player).debit('10'))),
    );
    expect(many.filter((a) => String(a.body.status) === 'ok')).toHaveLength(9);
    expect(many.filter((a) => a.body.reason === 'insufficient')).toHaveLength(11);
    expect((await balanceOf(ctx, m.token)).balance).toBe('3.0000');
    await booksExact();
  });

  it('the audit catches a seamless house account that no longer matches its rounds', async () => {
    const m = await funded('100');
    const r = round(m.player);
    await seamlessCall(ctx, 'debit', r.debit('10'));
    await ctx.database.db.execute(
      sql`update venue_bets set stake = stake + 1 where venue = ${SEAMLESS_VENUE} and round_id = ${r.roundId}`,
    );
    const report = await auditMoney(ctx);
    expect(report.problems.some((p) => p.startsWith(`game_pnl:${SEAMLESS_VENUE} hgtyc/`))).toBe(true);
    await ctx.database.db.execute(
      sql`update venue_bets set stake = stake - 1 where venue = ${SEAMLESS_VENUE} and round_id = ${r.roundId}`,
    );
    await booksExact();
  });
});
