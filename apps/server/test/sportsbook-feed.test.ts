import type { OddsUpdate } from '@houseline/shared/api/realtime';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEvent } from '../src/modules/sportsbook/feed/feed.module.ts';
import { buildFeed } from '../src/modules/sportsbook/feed/feed.module.ts';
import { createFeedRepository } from '../src/modules/sportsbook/feed/feed.repository.ts';
import { createFeedIngest } from '../src/modules/sportsbook/feed/feed-ingest.service.ts';
import { createSimulator } from '../src/modules/sportsbook/feed/simulator/simulator.ts';
import { type Database, migrateDatabase } from '../src/platform/db/client.ts';
import { BACKENDS, openTestDatabase } from './helpers.ts';

const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);
const log = pino({ level: 'silent' });

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** A feed on the database with a fake settlement port that records its calls. */
function feedOn(database: Database, clock: { ms: number }, seed = 'ingest-test') {
  const calls: { kind: 'settle' | 'void'; matchId: bigint; score?: string; reason?: string }[] = [];
  const published: OddsUpdate[] = [];
  /** Match ids whose next settle call fails (the settlement being down). */
  const failNext = new Set<string>();
  const feed = buildFeed({
    db: database.db,
    results: {
      // Like the settlement service: a settled match carries its result version.
      settle: async (matchId, r, source) => {
        expect(source).toBe('feed');
        calls.push({ kind: 'settle', matchId, score: `${r.ftHome}-${r.ftAway}|${r.h1Home}-${r.h1Away}` });
        if (failNext.has(String(matchId))) {
          failNext.delete(String(matchId));
          throw new Error('settlement down');
        }
        await database.db.execute(sql.raw(`update sb_matches set result_version = 1 where id = ${matchId}`));
      },
      voidMatch: async (matchId, reason) => calls.push({ kind: 'void', matchId, reason }),
    },
    publishOdds: (u) => published.push(u),
    config: { simulator: true, tickMs: 1_000, timeCompression: 7.5, seed },
    log,
    now: () => new Date(clock.ms),
  });
  return { feed, calls, published, failNext, tick: () => feed.jobs[0]!.run() };
}

describe.each(BACKENDS)('odds feed ingest (%s)', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  const query = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    database = t.database;
    drop = t.drop;
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('applies events idempotently: versions bump on every change, an operator suspension sticks, an ending settles once', async () => {
    const clock = { ms: T0 };
    const { feed, calls, published, failNext } = feedOn(database, clock);
    const key = { matchRef: 'x:m1', type: '1x2', period: 'ft', lineQ: 0 } as const;
    const other = { matchRef: 'x:m1', type: 'oe', period: 'ft', lineQ: 0 } as const;
    const sel = (h: number, d: number, a: number) => [
      { code: 'home', oddsK: h },
      { code: 'draw', oddsK: d },
      { code: 'away', oddsK: a },
    ];
    const setup: FeedEvent[] = [
      {
        kind: 'league',
        ref: 'x:l1',
        sport: 'football',
        name: '测试联赛',
        nameEn: 'Test League',
        region: '',
        sort: 1,
      },
      ...['x:m1', 'x:m2'].map(
        (ref): FeedEvent => ({
          kind: 'fixture',
          ref,
          leagueRef: 'x:l1',
          sport: 'football',
          home: '甲队',
          away: '乙队',
          kickoffAt: new Date(T0 + 3_600_000),
          recommendSort: ref === 'x:m1' ? 5 : null,
        }),
      ),
      { kind: 'market', ...key, main: true, sort: 0, selections: sel(2100, 3300, 3500) },
      {
        kind: 'market',
        ...other,
        main: false,
        sort: 1,
        selections: [
          { code: 'odd', oddsK: 1900 },
          { code: 'even', oddsK: 1900 },
        ],
      },
    ];
    const ingest = feed.services.ingest;
    await ingest.apply(setup);
    await ingest.apply(setup); // a re-sent snapshot changes nothing
    const market = async (type: string) =>
      (
        await query<{ id: string; status: string; version: number; feed_suspended: boolean }>(
          `select k.id, k.status, k.version, k.feed_suspended from sb_markets k join sb_matches m on m.id = k.match_id
           where m.feed_ref = 'x:m1' and k.type = '${type}'`,
        )
      )[0]!;
    expect(await market('1x2')).toMatchObject({ status: 'open', version: 1 });
    expect(await query('select * from sb_selections')).toHaveLength(5);
    expect(
      (
        await query<{ recommended: boolean }>("select recommended from sb_matches where feed_ref = 'x:m1'")
      )[0]!.recommended,
    ).toBe(true);

    await ingest.apply([{ kind: 'odds', ...key, selections: sel(2000, 3300, 3700) }]);
    expect(await market('1x2')).toMatchObject({ version: 2 });
    const last = published[published.length - 1]!;
    expect(last.markets).toEqual([
      expect.objectContaining({
        version: 2,
        status: 'open',
        selections: expect.arrayContaining([expect.objectContaining({ odds: '2.000' })]),
      }),
    ]);
    await ingest.apply([{ kind: 'odds', ...key, selections: sel(2000, 3300, 3700) }]);
    expect(await market('1x2')).toMatchObject({ version: 2 }); // same odds: no bump

    // The feed suspends and reopens its own suspension.
    await ingest.apply([{ kind: 'market_status', matchRef: 'x:m1', markets: 'all', status: 'suspended' }]);
    expect(await market('1x2')).toMatchObject({ status: 'suspended', feed_suspended: true, version: 3 });
    await ingest.apply([{ kind: 'market_status', matchRef: 'x:m1', markets: [key, other], status: 'open' }]);
    expect(await market('1x2')).toMatchObject({ status: 'open', feed_suspended: false, version: 4 });

    // An operator's suspension (status written without the feed's flag) survives the feed's "open".
    await database.db.execute(
      sql.raw(
        `update sb_markets set status = 'suspended', version = version + 1 where id = ${(await market('1x2')).id}`,
      ),
    );
    await ingest.apply([{ kind: 'market_status', matchRef: 'x:m1', markets: 'all', status: 'open' }]);
    await ingest.apply([{ kind: 'market_status', matchRef: 'x:m1', markets: 'all', status: 'suspended' }]);
    await ingest.apply([{ kind: 'market_status', matchRef: 'x:m1', markets: [key, other], status: 'open' }]);
    expect(await market('1x2')).toMatchObject({ status: 'suspended', feed_suspended: false });
    expect(await market('oe')).toMatchObject({ status: 'open' });

    // Live state, then the result twice: one settlement, markets closed by the feed, a publish.
    await ingest.apply([
      {
        kind: 'live',
        matchRef: 'x:m1',
        status: 'live',
        period: '2h',
        clockSeconds: 4000,
        home: 2,
        away: 1,
        h1Home: 1,
        h1Away: 0,
      },
    ]);
    expect(published[published.length - 1]!.matches[0]).toMatchObject({
      status: 'live',
      live: { home: 2, away: 1, period: '2h' },
    });
    const result: FeedEvent = {
      kind: 'result',
      matchRef: 'x:m1',
      ftHome: 2,
      ftAway: 1,
      h1Home: 1,
      h1Away: 0,
    };
    await ingest.apply([result]);
    await ingest.apply([result]);
    const matchId = BigInt(
      (await query<{ id: string }>("select id from sb_matches where feed_ref = 'x:m1'"))[0]!.id,
    );
    expect(calls).toEqual([{ kind: 'settle', matchId, score: '2-1|1-0' }]);
    expect(await market('oe')).toMatchObject({ status: 'suspended', feed_suspended: true });
    // A finished match's markets are not reopened by a late "open".
    await ingest.apply([{ kind: 'market_status', matchRef: 'x:m1', markets: 'all', status: 'open' }]);
    expect(await market('oe')).toMatchObject({ status: 'suspended' });

    const cancel: FeedEvent = { kind: 'cancel', matchRef: 'x:m2', status: 'postponed', reason: 'weather' };
    await ingest.apply([cancel]);
    await ingest.apply([cancel]);
    expect(calls.filter((c) => c.kind === 'void')).toHaveLength(1);
    expect(calls[1]).toMatchObject({ kind: 'void', reason: 'weather' });

    // A settle call that fails is retried by the sweep before the next poll, then never again.
    await ingest.apply([{ ...(setup[1] as Extract<FeedEvent, { kind: 'fixture' }>), ref: 'x:m3' }]);
    const m3 = (await query<{ id: string }>("select id from sb_matches where feed_ref = 'x:m3'"))[0]!.id;
    failNext.add(String(m3));
    await ingest.apply([{ kind: 'result', matchRef: 'x:m3', ftHome: 0, ftAway: 0, h1Home: 0, h1Away: 0 }]);
    const m3Calls = () => calls.filter((c) => String(c.matchId) === String(m3)).length;
    expect(m3Calls()).toBe(1);
    expect(await ingest.retryUnsettled()).toBe(1);
    expect(m3Calls()).toBe(2);
    expect(await ingest.retryUnsettled()).toBe(0);
    expect(m3Calls()).toBe(2);
  });

  it('moves a main line: the new line takes the flag, the old one loses it, lines no longer quoted are suspended', async () => {
    const clock = { ms: T0 };
    const { feed } = feedOn(database, clock);
    const ingest = feed.services.ingest;
    const ou = (lineQ: number, main: boolean): FeedEvent => ({
      kind: 'market',
      matchRef: 'x:lm',
      type: 'ou',
      period: 'ft',
      lineQ,
      main,
      sort: 20 + lineQ,
      selections: [
        { code: 'over', oddsK: 1900 },
        { code: 'under', oddsK: 1900 },
      ],
    });
    const keyOf = (lineQ: number) => ({ matchRef: 'x:lm', type: 'ou', period: 'ft', lineQ }) as const;
    await ingest.apply([
      { kind: 'league', ref: 'x:l1', sport: 'football', name: '测试联赛', nameEn: 'T', region: '', sort: 1 },
      {
        kind: 'fixture',
        ref: 'x:lm',
        leagueRef: 'x:l1',
        sport: 'football',
        home: '甲队',
        away: '乙队',
        kickoffAt: new Date(T0 + 3_600_000),
        recommendSort: null,
      },
      ou(8, false),
      ou(10, true),
      { kind: 'offered', matchRef: 'x:lm', markets: [keyOf(8), keyOf(10)] },
    ]);
    const lines = () =>
      query<{ line_q: number; main: boolean; status: string }>(
        `select k.line_q, k.main, k.status from sb_markets k join sb_matches m on m.id = k.match_id
         where m.feed_ref = 'x:lm' order by k.line_q`,
      );
    expect(await lines()).toEqual([
      { line_q: 8, main: false, status: 'open' },
      { line_q: 10, main: true, status: 'open' },
    ]);
    // Goals: the total moves up to 3.5 (14) with 4.0 (16) beside it; 2.0 and 2.5 are no longer quoted.
    const moved: FeedEvent[] = [
      ou(14, true),
      ou(16, false),
      { kind: 'market_status', matchRef: 'x:lm', markets: [keyOf(14), keyOf(16)], status: 'open' },
      { kind: 'offered', matchRef: 'x:lm', markets: [keyOf(14), keyOf(16)] },
    ];
    await ingest.apply(moved);
    await ingest.apply(moved); // idempotent
    expect(await lines()).toEqual([
      { line_q: 8, main: false, status: 'suspended' },
      { line_q: 10, main: false, status: 'suspended' },
      { line_q: 14, main: true, status: 'open' },
      { line_q: 16, main: false, status: 'open' },
    ]);
    // Nothing quoted (a goal): every open market is suspended; quoted again, they reopen.
    await ingest.apply([{ kind: 'offered', matchRef: 'x:lm', markets: [] }]);
    expect((await lines()).every((l) => l.status === 'suspended')).toBe(true);
    await ingest.apply(moved);
    expect((await lines()).filter((l) => l.status === 'open').map((l) => l.line_q)).toEqual([14, 16]);
  });

  it('plays two simulated hours: seeds the catalogue, moves odds, settles each ending once, survives a restart', async () => {
    const clock = { ms: T0 };
    const a = feedOn(database, clock, 'day-seed');
    await a.tick();
    const count = async (q: string) => Number((await query<{ n: string | number }>(q))[0]!.n);
    const refs = "feed_ref like 'sim:%'";
    expect(await count(`select count(*) n from sb_matches where ${refs}`)).toBeGreaterThan(100);
    expect(await count('select count(*) n from sb_leagues')).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*) n from sb_matches where ${refs} and recommended`)).toBeGreaterThan(0);

    for (let i = 1; i <= 160; i++) {
      clock.ms = T0 + i * 45_000;
      await a.tick();
    }
    const finished = await query<{ id: string; score_home: number; score_away: number }>(
      `select id, score_home, score_away from sb_matches where ${refs} and status = 'finished'`,
    );
    expect(finished.length).toBeGreaterThan(10);
    const settles = a.calls.filter((c) => c.kind === 'settle');
    expect(settles.map((c) => String(c.matchId)).sort()).toEqual(finished.map((f) => String(f.id)).sort());
    for (const f of finished) {
      expect(settles.find((c) => String(c.matchId) === String(f.id))!.score).toMatch(
        new RegExp(`^${f.score_home}-${f.score_away}\\|`),
      );
    }
    const ended = await count(
      `select count(*) n from sb_matches where ${refs} and status in ('cancelled', 'postponed')`,
    );
    expect(a.calls.filter((c) => c.kind === 'void')).toHaveLength(ended);
    expect(
      await count(`select count(*) n from sb_matches where ${refs} and status = 'live'`),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) n from sb_markets where version > 5')).toBeGreaterThan(0);
    // At most one main line per match, market type and period, however the lines moved.
    expect(
      await count(`select count(*) n from (select match_id from sb_markets where main
        group by match_id, type, period having count(*) > 1) x`),
    ).toBe(0);
    // Finished matches keep no open market.
    expect(
      await count(
        "select count(*) n from sb_markets k join sb_matches m on m.id = k.match_id where m.status = 'finished' and k.status = 'open'",
      ),
    ).toBe(0);
    expect(a.published.length).toBeGreaterThan(100);

    // A restart (a fresh simulator on the same catalogue) settles nothing twice.
    const b = feedOn(database, clock, 'day-seed');
    clock.ms += 30_000;
    await b.tick();
    const again = b.calls.filter((c) => c.kind === 'settle').map((c) => String(c.matchId));
    for (const id of again) expect(settles.map((c) => String(c.matchId))).not.toContain(id);
  }, 180_000);

  it('writes a tick in a handful of statements whatever its size (batched, not a statement per row)', async () => {
    let statements = 0;
    const repository = createFeedRepository();
    const counted = Object.fromEntries(
      Object.entries(repository).map(([name, fn]) => [
        name,
        // biome-ignore lint/suspicious/noExplicitAny: a counting wrapper around every repository method.
        (tx: any, ...args: any[]) => {
          const proxy = new Proxy(tx, {
            get: (target, prop) =>
              prop === 'execute'
                ? (...q: unknown[]) => {
                    statements += 1;
                    return target.execute(...q);
                  }
                : Reflect.get(target, prop),
          });
          return (fn as (...a: unknown[]) => unknown)(proxy, ...args);
        },
      ]),
    ) as typeof repository;
    const ingest = createFeedIngest({
      db: database.db,
      repository: counted,
      results: { settle: async () => undefined, voidMatch: async () => undefined },
      publishOdds: () => undefined,
      log,
    });
    const sim = createSimulator({ seed: 'batch-seed', compression: 7.5 });
    const events = await sim.poll(new Date(T0 + 5 * 3_600_000));
    const odds = events.filter((e) => e.kind === 'market' || e.kind === 'odds').length;
    expect(odds).toBeGreaterThan(2_000);
    await ingest.apply(events);
    expect(statements).toBeLessThanOrEqual(20);
    // Every market of every match repriced in one tick: still a few statements.
    statements = 0;
    const repriced = events.flatMap((e): FeedEvent[] =>
      e.kind === 'market'
        ? [{ ...e, kind: 'odds', selections: e.selections.map((x) => ({ ...x, oddsK: x.oddsK + 10 })) }]
        : [],
    );
    const summary = await ingest.apply(repriced);
    expect(summary.marketsChanged).toBeGreaterThan(1_000);
    expect(statements).toBeLessThanOrEqual(8);
  }, 60_000);
});
