import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBooks } from '../src/modules/ledger/ledger.audit.ts';
import type { VenueBetRecord, VenueGamesApi } from '../src/modules/venues/venue-adapter.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { rowsOf, turnoverDone } from './venue-rounds-helpers.ts';
import { adminPost, operatorTokens } from './wallet-helpers.ts';

const VENUE = 'demo_slot';
const MIN = 60_000;

/**
 * A transfer venue's bet-record export as a provider keeps it: rounds settled in [from, to),
 * ordered by settle time then round id, paged by offset. `fail` makes a page number fail.
 */
function fakeVenue() {
  const records: VenueBetRecord[] = [];
  const state = { calls: 0, failPage: 0 };
  const betRecords: VenueGamesApi['betRecords'] = async ({ venue, from, to, page, pageSize }) => {
    state.calls += 1;
    if (page === state.failPage) throw new Error('venue timed out');
    const window = records
      .filter((r) => r.venue === venue && new Date(r.settledAt) >= from && new Date(r.settledAt) < to)
      .sort((a, b) => a.settledAt.localeCompare(b.settledAt) || a.roundId.localeCompare(b.roundId));
    return {
      records: window.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: window.length,
    };
  };
  return { records, state, betRecords };
}

describe.each(BACKENDS)('venue bet pulls (%s)', (backend) => {
  let ctx: TestContext;
  let clock = new Date('2026-11-20T12:00:00.000Z');
  const venue = fakeVenue();
  let ops: { admin: string; finance: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: () => clock });
    // The demo provider's adapter serves every demo venue: its bet export is the fake's.
    ctx.app.services.venues.get(VENUE)!.games.betRecords = venue.betRecords;
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    // The fake export is not the demo provider's books, so the venue-books check is left out; the
    // ledger, the venue's house account (Σ stake − payout of its rounds) and the rest reconcile.
    const report = await auditBooks(ctx.database.db, {});
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  /**
   * Money in the member's venue account, as a transfer in would leave it: pulled results are
   * booked against it (decision 0029), and a loss needs the money the member had at the venue.
   */
  async function fundVenue(memberId: bigint, amount: bigint) {
    const { ledger } = ctx.app.services;
    const account = await ledger.memberAccount('hgtyc', memberId, `venue:${VENUE}`, 'CNY');
    const house = await ledger.houseAccount('hgtyc', 'test_funding', 'CNY');
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'adjustment',
      idempotencyKey: `fund:${memberId}`,
      lines: [
        { accountId: account.id, currency: 'CNY', amount },
        { accountId: house.id, currency: 'CNY', amount: -amount },
      ],
    });
  }

  const pullJob = () => ctx.app.services.jobs.find((j) => j.name === 'venue-rounds.pull')!.run();
  const at = (ms: number) => new Date(ms).toISOString();

  async function booked(): Promise<{ n: number; stake: string }> {
    const [r] = rowsOf<{ n: number; stake: string }>(
      await ctx.database.db.execute(sql`select count(*)::int as n, coalesce(sum(stake), 0)::text as stake
        from venue_bets where venue = ${VENUE}`),
    );
    return r!;
  }
  async function cursor(): Promise<string | undefined> {
    const [r] = rowsOf<{ t: Date | string }>(
      await ctx.database.db.execute(
        sql`select pulled_to as t from venue_pull_cursors where venue = ${VENUE}`,
      ),
    );
    return r ? new Date(r.t).toISOString() : undefined;
  }

  it('books every round of a window across page boundaries once, with turnover for the new ones', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await fundVenue(a.id, 600n * 10_000n);
    await fundVenue(b.id, 600n * 10_000n);
    const start = clock.getTime() - 50 * MIN;
    // 450 rounds (3 pages of 200): settle times tie in blocks of 25, so ties straddle both boundaries.
    for (let i = 0; i < 450; i += 1) {
      const settled = start + Math.floor(i / 25) * 1000;
      venue.records.push({
        roundId: `R${String(i).padStart(4, '0')}`,
        venue: VENUE,
        player: `hgtyc_${(i % 2 === 0 ? a : b).id}`,
        gameCode: i % 3 === 0 ? 'slot-gem' : 'slot-prism',
        stake: '2.5',
        validStake: i % 10 === 0 ? '0' : '2.5',
        payout: i % 4 === 0 ? '5' : '0',
        status: i === 7 ? 'void' : 'settled',
        placedAt: at(settled - 5000),
        settledAt: at(settled),
        detail: '三线',
      });
    }
    // A round of a player we do not know is skipped.
    venue.records.push({ ...venue.records[1]!, roundId: 'STRANGER', player: 'hgtyc_999999999' });
    await pullJob();
    expect(await booked()).toEqual({ n: 450, stake: String(450n * 25_000n) });
    expect(await cursor()).toBe(at(clock.getTime() - 30_000));
    const valid = (member: number) =>
      venue.records
        .filter((r, i) => i < 450 && i % 2 === member && r.status === 'settled')
        .reduce((s, r) => s + (r.validStake === '0' ? 0n : 25_000n), 0n);
    expect(await turnoverDone(ctx, a.id)).toBe(valid(0));
    expect(await turnoverDone(ctx, b.id)).toBe(valid(1));
    const [game] = rowsOf<{ game_id: number; product: string; status: string; valid_stake: string }>(
      await ctx.database.db.execute(
        sql`select game_id, product, status, valid_stake::text from venue_bets where round_id = 'R0007'`,
      ),
    );
    expect(game).toEqual({ game_id: 301, product: 'slot', status: 'void', valid_stake: '0' });

    // The same window again (an operator's re-pull): nothing added, turnover unchanged.
    const again = await adminPost(ctx, ops.admin, 'venues/pull', {
      venue: VENUE,
      from: at(start - MIN),
      to: at(clock.getTime()),
    });
    expect(again.body.data).toEqual({ venue: VENUE, pages: 3, fetched: 451, added: 0 });
    expect(await booked()).toEqual({ n: 450, stake: String(450n * 25_000n) });
    expect(await turnoverDone(ctx, a.id)).toBe(valid(0));
  });

  it('a failing venue keeps its cursor, alerts after repeated failures, and catches up later', async () => {
    const m = await buildMember(ctx);
    await fundVenue(m.id, 300n * 10_000n);
    const before = await cursor();
    clock = new Date(clock.getTime() + 10 * MIN);
    const base = clock.getTime() - 5 * MIN;
    for (let i = 0; i < 230; i += 1) {
      venue.records.push({
        roundId: `F${String(i).padStart(4, '0')}`,
        venue: VENUE,
        player: `hgtyc_${m.id}`,
        gameCode: 'slot-star',
        stake: '1',
        validStake: '1',
        payout: '0',
        status: 'settled',
        placedAt: at(base + i),
        settledAt: at(base + i),
        detail: '',
      });
    }
    venue.state.failPage = 2;
    for (let run = 0; run < 3; run += 1) await pullJob();
    expect(await cursor()).toBe(before);
    const alerts = rowsOf<{ subject: string }>(
      await ctx.database.db.execute(sql`select subject from job_alerts where job = 'venue-rounds.pull'`),
    );
    expect(alerts.map((r) => r.subject)).toEqual([VENUE]);
    venue.state.failPage = 0;
    await pullJob();
    expect(await cursor()).toBe(at(clock.getTime() - 30_000));
    expect((await booked()).n).toBe(680);
    expect(await turnoverDone(ctx, m.id)).toBe(230n * 10_000n);
  });

  it('a first run starts an hour back, a long outage catches up an hour per run', async () => {
    const [r] = rowsOf<{ t: Date | string }>(
      await ctx.database.db.execute(
        sql`select pulled_to as t from venue_pull_cursors where venue = 'demo_fish'`,
      ),
    );
    expect(new Date(r!.t).toISOString()).toBe(at(clock.getTime() - 30_000));
    clock = new Date(clock.getTime() + 3 * 60 * MIN);
    const from = (await cursor())!;
    await pullJob();
    expect(await cursor()).toBe(at(new Date(from).getTime() + 60 * MIN));
  });

  it('refuses re-pull windows over 24 hours, reversed, or of a seamless venue', async () => {
    const pull = (body: Record<string, unknown>) => adminPost(ctx, ops.admin, 'venues/pull', body);
    const t = clock.getTime();
    for (const body of [
      { venue: VENUE, from: at(t - 25 * 60 * MIN), to: at(t) },
      { venue: VENUE, from: at(t), to: at(t - MIN) },
      { venue: 'demo_nova', from: at(t - MIN), to: at(t) },
      { venue: 'nowhere', from: at(t - MIN), to: at(t) },
    ]) {
      const res = await pull(body);
      expect(res.body.code).toBe('VENUE_WINDOW');
    }
    expect((await pull({ venue: VENUE, from: at(t - MIN), to: at(t) })).body.status).toBe(true);
    const finance = await adminPost(ctx, ops.finance, 'venues/pull', {
      venue: VENUE,
      from: at(t - MIN),
      to: at(t),
    });
    expect(finance.body.status).toBe(false);
  });

  it('gives operators per-venue totals', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/v1/venues/totals?preset=-1',
      headers: { site_code: 'hgtyc', lang: 'zh-CN', authorization: `Bearer ${ops.finance}` },
    });
    const list = res.json().data.list as Record<string, unknown>[];
    const slot = list.find((v) => v.venue === VENUE)!;
    // 449 settled rounds of 2.5 (one void) and 230 of 1; valid stake 0 on every tenth of the first
    // 450; 113 of them paid 5.
    expect(slot).toMatchObject({
      venueName: '电子场馆',
      walletMode: 'transfer',
      maintenance: false,
      rounds: 680,
      members: 3,
      stake: '1352.5000',
      validStake: '1240.0000',
      payout: '565.0000',
      houseWin: '787.5000',
    });
    expect(slot.lastPulledTo).toBe(await cursor());
    expect(list.find((v) => v.venue === 'demo_nova')).toMatchObject({ walletMode: 'seamless', rounds: 0 });
  });
});
