import type { AddressInfo } from 'node:net';
import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import { betReturnMinor } from '@houseline/shared/baccarat/payout';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { centerBalance, entriesOf, fund, latestRound, liveBet, rowsOf } from './live-tables-helpers.ts';
import { openSocket } from './odds-helpers.ts';
import { auditMoney } from './wallet-helpers.ts';

const U = 10_000n;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(predicate: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await predicate()) return true;
    await sleep(25);
  }
  return predicate();
}

/**
 * The dealer on the real clock: two dealer loops (two processes, as far as the database can tell),
 * the second waiting behind the leader lock on Postgres and taking over when the first dies
 * mid-round; every bet paid once; the snapshots reach a guest WebSocket on the `live` topic.
 */
describe.each(BACKENDS)('live dealers on the clock (%s)', (backend) => {
  let ctx: TestContext;
  let tableId: number;
  let url: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        liveTables: { bettingSeconds: 1, dealStepMs: 120, settledPauseMs: 200, shoeHands: undefined },
      },
    });
    // One table dealt in this test (the others would only slow the machine down).
    await ctx.database.db.execute(
      sql`update live_tables set active = false where not (site_code = 'hgtyc' and code = 't1')`,
    );
    const [row] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(
        sql`select id from live_tables where site_code = 'hgtyc' and code = 't1'`,
      ),
    );
    tableId = Number(row!.id);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
  }, 60_000);

  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  it('one leader at a time: the second dealer waits, takes over when the first dies mid-round, pays once', async () => {
    const { newDealer } = ctx.app.services.liveTables;
    const first = newDealer();
    const second = newDealer();
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '1000');
    const guest = openSocket(url);
    await guest.ready;
    guest.socket.send(JSON.stringify({ type: 'subscribe', topics: ['live'] }));
    await sleep(100);

    first.start();
    expect(await until(() => first.isLeading(), 5_000)).toBe(true);
    second.start();
    await sleep(1_300);
    // Postgres: the advisory lock keeps the second one waiting. PGlite is one process: both run,
    // and the rounds' conditional updates keep them from moving a round twice.
    expect(second.isLeading()).toBe(backend === 'pglite');

    // a bet on the next round in betting, then the first dealer dies once two cards are out
    let open: Awaited<ReturnType<typeof latestRound>>;
    expect(
      await until(async () => {
        open = await latestRound(ctx, tableId);
        return open?.phase === 'betting' && open.nextStepAt - Date.now() > 500;
      }, 5_000),
    ).toBe(true);
    const bet = await liveBet(ctx, m.token, {
      tableId,
      roundId: open!.id,
      bets: [
        { side: 'player', amount: '100' },
        { side: 'banker', amount: '50' },
      ],
    });
    expect(bet.body.status).toBe(true);
    expect(await until(async () => ((await latestRound(ctx, tableId))?.cards ?? 0) >= 2, 5_000)).toBe(true);
    await first.crash();
    expect(await until(() => second.isLeading(), 5_000)).toBe(true);
    expect(
      await until(async () => {
        const r = await latestRound(ctx, tableId);
        return r !== undefined && r.id > open!.id;
      }, 8_000),
    ).toBe(true);
    await second.stop();

    const settled = guest.messages
      .filter((x) => x.type === 'live')
      .map((x) => (x as { data: LiveRound }).data)
      .filter((r) => r.roundId === open!.id);
    const final = settled.find((r) => r.phase === 'settled');
    expect(final).toBeDefined();
    // every card of the round came to the socket, one more each time (0: betting just closed)
    const cardCounts = settled.filter((r) => r.phase === 'dealing').map((r) => r.cards.length);
    expect([...new Set(cardCounts)].sort()).toEqual(
      Array.from({ length: final!.cards.length + 1 }, (_, i) => i),
    );
    const paid =
      betReturnMinor('player', 100n * U, final!.outcome!, false) +
      betReturnMinor('banker', 50n * U, final!.outcome!, false);
    expect(await centerBalance(ctx, m.id)).toBe(850n * U + paid);
    expect(await entriesOf(ctx, 'live_settle', `live:${open!.id}`)).toBe(paid > 0n ? 1 : 0);
    // the latency of a snapshot from the dealer's commit to this socket is small on loopback
    const latest = guest.messages.filter((x) => x.type === 'live').at(-1) as {
      data: LiveRound;
      receivedAt: number;
    };
    expect(latest.receivedAt - latest.data.at).toBeLessThan(1_000);
    guest.socket.close();
  }, 40_000);
});
