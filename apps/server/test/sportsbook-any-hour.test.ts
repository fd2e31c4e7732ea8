import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GALLERY_MATCH_TABS,
  type GalleryMatchTab,
  galleryMatchListUrl,
  type ListedMatch,
  pickOpenMatch,
} from '../../../e2e/proof/gallery-match.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { placeBet, publicGet, slip } from './sportsbook-helpers.ts';
import { depositByGateway } from './wallet-helpers.ts';

// Issue 23 item 12: the route gallery's data setup needs a match to open and bet on, and once
// waited in vain for a pre-match match in 今日 at 23:55 in UTC+8 (15:55 UTC). Here the server runs
// on a clock set to each hour of one day (xx:55 UTC) — started at 00:55 UTC, then polling the
// simulator hour by hour — and the gallery's own choice must find a match every time. Near
// midnight in UTC+8 a server started fresh must still offer 早盘 and in-play matches.

const DAY0 = Date.UTC(2026, 11, 1, 0, 55);
const H = 3_600_000;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

describe.each(BACKENDS)('the sandbox catalogue at every hour (%s)', (backend) => {
  let ctx: TestContext;
  const clock = { ms: DAY0 };

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      now: () => new Date(clock.ms),
      config: {
        jobs: false,
        feed: { simulator: true, tickMs: 1_000, timeCompression: 7.5, seed: 'any-hour' },
      },
    });
  });
  afterAll(async () => ctx.close());

  /**
   * The clock moves to `ms` and the feed job runs once. `fresh`: as on a server started at that
   * moment (the simulator's first poll, a snapshot); otherwise a running server's next poll.
   */
  async function runFeedAt(ms: number, fresh: boolean) {
    clock.ms = ms;
    const { adapter, ingest } = ctx.app.services.feed;
    if (fresh) adapter!.rewind?.();
    await ingest.apply(await adapter!.poll(new Date(ms)));
  }

  async function listOf(tab: GalleryMatchTab): Promise<ListedMatch[]> {
    const res = await publicGet(ctx, galleryMatchListUrl(tab));
    expect(res.body.status, JSON.stringify(res.body).slice(0, 200)).toBe(true);
    return res.body.data.list as ListedMatch[];
  }

  const listsNow = async () =>
    Object.fromEntries(await Promise.all(GALLERY_MATCH_TABS.map(async (t) => [t, await listOf(t)])));

  it.each(HOURS)('%i:55 UTC: the gallery finds a football match to open and bet on', async (h) => {
    await runFeedAt(DAY0 + h * H, h === 0);
    const local = `${String((h + 8) % 24).padStart(2, '0')}:55 UTC+8`;
    expect(
      pickOpenMatch(await listsNow()),
      `no match for the gallery at ${h}:55 UTC (${local})`,
    ).not.toBeNull();
  });

  it('near midnight in UTC+8 (15:55 UTC) a member still has 早盘 and in-play matches, and the pick takes a bet', async () => {
    await runFeedAt(DAY0 + (24 + 15) * H, true);
    const open = (m: ListedMatch) => !m.suspended && m.markets.some((k) => k.status === 'open');
    const early = (await listOf('early')).filter(open);
    const live = (await listOf('live')).filter((m) => open(m) && m.live.clockSeconds !== null);
    expect(early.length, '早盘 football with an open market').toBeGreaterThan(0);
    expect(live.length, '滚球 football with an open market').toBeGreaterThan(0);

    const pick = pickOpenMatch(await listsNow());
    expect(pick).not.toBeNull();
    const member = await buildMember(ctx);
    await depositByGateway(ctx, member.token, '100', new Date(clock.ms));
    const leg = { selectionId: pick!.selection.id, odds: pick!.selection.odds, version: pick!.version };
    const bet = await placeBet(ctx, member.token, slip([leg], '10'));
    expect(bet.body.status, JSON.stringify(bet.body).slice(0, 300)).toBe(true);
  });
});
