import { HEADER } from '@houseline/shared/api/headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { fakeClock } from './live-tables-helpers.ts';
import {
  depositPaid,
  newSession,
  P,
  protectionPost,
  protectionState,
  setLimit,
} from './protection-helpers.ts';
import { seedMatch, slip } from './sportsbook-helpers.ts';
import { memberGet } from './wallet-helpers.ts';

const DAY = 24 * 3_600_000;

type Month = {
  month: string;
  deposits: string;
  withdrawals: string;
  stakes: string;
  wins: string;
  net: string;
};

/**
 * Issue 25, reality check: the last login's time and address shown after login, and the
 * self-serve activity statement of the last 12 months (per Beijing month and in total), each the
 * member's own only.
 */
describe.each(BACKENDS)('protection: last login and activity statement (%s)', (backend) => {
  let ctx: TestContext;
  const clock = fakeClock(Date.parse('2026-06-10T04:00:00Z'));

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: clock.now });
  }, 60_000);
  afterAll(async () => ctx.close());

  it('shows the previous login, not the current one, with its address', async () => {
    const m = await buildMember(ctx);
    // The first session has no login before it.
    expect((await protectionState(ctx, m.token)).body.data.lastLogin).toBeNull();
    const at = clock.now();
    await ctx.app.services.sessions.create({
      memberId: m.id,
      siteCode: 'hgtyc',
      deviceNo: 'pc',
      ip: '10.0.0.7',
    });
    clock.advance(60_000);
    const latest = await newSession(ctx, m.id);
    const state = (await protectionState(ctx, latest)).body.data;
    expect(state.lastLogin).toEqual({ at: at.toISOString(), ip: '10.0.0.7' });
  });

  it('sums deposits, stakes and wins per Beijing month over 12 months, the member’s own only', async () => {
    const [m, other] = await Promise.all([buildMember(ctx), buildMember(ctx)]);
    const statement = async (token: string) => {
      const res = await memberGet(ctx, token, `${P}/statement`);
      expect(res.body.status).toBe(true);
      return res.body.data as { months: Month[]; total: Month; from: string; to: string };
    };
    // Older than 12 months: not in the statement.
    await depositPaid(ctx, m.token, '700', clock.now());
    clock.advance(400 * DAY);
    let token = await newSession(ctx, m.id);
    expect((await depositPaid(ctx, token, '300', clock.now())).body.status).toBe(true);
    const match = await seedMatch(ctx);
    const home = match.markets['1x2']!.sel.home!;
    await ctx.app.services.sportsbook.bets.place(
      'hgtyc',
      m.id,
      slip([{ selectionId: home, odds: '2.100' }], '120') as never,
    );
    const firstMonth = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    clock.advance(35 * DAY);
    token = await newSession(ctx, m.id);
    expect((await depositPaid(ctx, token, '200', clock.now())).body.status).toBe(true);
    const otherToken = await newSession(ctx, other.id);
    expect((await depositPaid(ctx, otherToken, '999', clock.now())).body.status).toBe(true);

    const mine = await statement(token);
    expect(mine.months).toHaveLength(12);
    const thisMonth = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    expect(mine.months.at(-1)).toMatchObject({ month: thisMonth, deposits: '200.0000', stakes: '0.0000' });
    expect(mine.months.find((r) => r.month === firstMonth)).toMatchObject({
      deposits: '300.0000',
      stakes: '120.0000',
      wins: '0.0000',
      net: '-120.0000',
    });
    expect(mine.total).toMatchObject({ deposits: '500.0000', stakes: '120.0000', net: '-120.0000' });
    // The other member's deposit is theirs alone.
    expect((await statement(otherToken)).total).toMatchObject({ deposits: '999.0000', stakes: '0.0000' });
  });

  it('a session limit ends the session once it is reached on a play page, and can be turned off', async () => {
    const m = await buildMember(ctx);
    const bad = await protectionPost(ctx, m.token, 'session-limit', { minutes: '25' });
    expect(bad.body).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    expect(String(bad.body.data)).toContain('请选择单次游戏时长上限');
    const set = await protectionPost(ctx, m.token, 'session-limit', { minutes: '30' });
    expect(set.body.data.sessionLimitMinutes).toBe(30);
    let token = await newSession(ctx, m.id);
    const beat = async () => {
      const res = await protectionPost(ctx, token, 'play/beat', {});
      const rotated = res.headers[HEADER.rotatedToken.toLowerCase()];
      if (typeof rotated === 'string') token = rotated;
      return res.body;
    };
    expect((await beat()).data).toMatchObject({ sessionEnded: false, sessionLimitMinutes: 30 });
    for (let minute = 1; minute < 30; minute += 1) {
      clock.advance(60_000);
      expect((await beat()).data.sessionEnded).toBe(false);
    }
    clock.advance(60_000);
    expect((await beat()).data).toMatchObject({ sessionEnded: true, sessionSeconds: 1800 });
    // The session is over: the next request is refused.
    expect((await beat()).code).toBe('SESSION_INVALID');

    // Turned off (0): a session plays on past the old limit.
    token = await newSession(ctx, m.id);
    expect(
      (await protectionPost(ctx, token, 'session-limit', { minutes: '0' })).body.data.sessionLimitMinutes,
    ).toBe(null);
    for (let minute = 0; minute < 32; minute += 1) {
      clock.advance(60_000);
      expect((await beat()).data.sessionEnded).toBe(false);
    }
  });

  it('a daily play-time limit refuses a bet once the day’s play reaches it, and resets the next day', async () => {
    const m = await buildMember(ctx);
    expect((await depositPaid(ctx, m.token, '500', clock.now())).body.status).toBe(true);
    await setLimit(ctx, m.token, 'play_time', 'day', '30');
    const match = await seedMatch(ctx);
    const home = match.markets['1x2']!.sel.home!;
    const bet = () =>
      ctx.app.services.sportsbook.bets.place(
        'hgtyc',
        m.id,
        slip([{ selectionId: home, odds: '2.100' }], '10') as never,
      );
    // Start the clock at the top of a Beijing day so the 31 minutes below fall in one day.
    clock.advance(DAY - ((clock.now().getTime() + 8 * 3_600_000) % DAY));
    let token = await newSession(ctx, m.id);
    // A beat as the page sends it, taking the session's rotated token when the server sends one.
    const beatWith = async () => {
      const res = await protectionPost(ctx, token, 'play/beat', {});
      const rotated = res.headers[HEADER.rotatedToken.toLowerCase()];
      if (typeof rotated === 'string') token = rotated;
      expect(res.body.status).toBe(true);
      return res.body.data;
    };
    await beatWith();
    for (let minute = 0; minute < 29; minute += 1) {
      clock.advance(60_000);
      await beatWith();
    }
    await expect(bet()).resolves.toBeDefined();
    // A page left open without beats counts at most 90 s, not the 20 minutes.
    clock.advance(20 * 60_000);
    token = await newSession(ctx, m.id);
    expect((await beatWith()).playSecondsToday).toBe(29 * 60 + 90);
    await expect(bet()).rejects.toMatchObject({ code: 'PROTECTION_PLAY_TIME' });
    // The next Beijing day starts from zero.
    clock.advance(DAY);
    token = await newSession(ctx, m.id);
    expect((await beatWith()).playSecondsToday).toBe(0);
    await expect(bet()).resolves.toBeDefined();
  });
});

/**
 * Issue 25: a review prompt every 6 months for a member with limits, and one prompt a year for a
 * member without; answering it (either way) puts the next one 6 or 12 months later.
 */
describe.each(BACKENDS)('protection: the limits review prompt (%s)', (backend) => {
  let ctx: TestContext;
  // Members are registered at the database's own time: the clock starts there.
  const clock = fakeClock(Date.now());

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: clock.now });
  }, 60_000);
  afterAll(async () => ctx.close());

  it('asks yearly without a limit, 6-monthly with one, and again only after the next period', async () => {
    const m = await buildMember(ctx);
    const prompt = async () =>
      (await protectionState(ctx, await newSession(ctx, m.id))).body.data.reviewPrompt;
    const answer = async () =>
      (await protectionPost(ctx, await newSession(ctx, m.id), 'review', {})).body.data.reviewPrompt;
    expect(await prompt()).toBeNull();
    clock.advance(364 * DAY);
    expect(await prompt()).toBeNull();
    clock.advance(2 * DAY);
    expect(await prompt()).toBe('set');
    expect(await answer()).toBeNull();
    clock.advance(300 * DAY);
    expect(await prompt()).toBeNull();
    // A limit set: the review is 6 months after it.
    await setLimit(ctx, await newSession(ctx, m.id), 'deposit', 'day', '1000');
    clock.advance(181 * DAY);
    expect(await prompt()).toBeNull();
    clock.advance(2 * DAY);
    expect(await prompt()).toBe('review');
    expect(await answer()).toBeNull();
    clock.advance(181 * DAY);
    expect(await prompt()).toBeNull();
    clock.advance(2 * DAY);
    expect(await prompt()).toBe('review');
  });
});
