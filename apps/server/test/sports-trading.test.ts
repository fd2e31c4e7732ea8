import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { seedMatch } from './sportsbook-helpers.ts';
import { operatorTokens } from './wallet-helpers.ts';

function matches(ctx: TestContext, token: string, query: string) {
  return call(ctx.app, {
    method: 'GET',
    url: `/api/admin/v1/sports/matches${query}`,
    headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
  });
}

describe.each(BACKENDS)('trading room match list (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string; support: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    await ctx.app.services.operators.create({
      username: 'opsupport',
      password: 'Console-pass-2026',
      role: 'support',
    });
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { username: 'opsupport', password: 'Console-pass-2026' },
    });
    ops = { ...base, support: login.body.data.token };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists every status of a sport with main prices, filters by status, and refuses support', async () => {
    const live = await seedMatch(ctx, { sport: 'tennis', status: 'live' });
    const done = await seedMatch(ctx, { sport: 'tennis', status: 'finished' });
    const all = (await matches(ctx, ops.finance, '?sport=tennis')).body.data;
    const ids = all.list.map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([live.id, done.id]));
    expect(all.list.find((m: { id: number }) => m.id === live.id).markets.length).toBeGreaterThan(0);
    const finished = (await matches(ctx, ops.admin, '?sport=tennis&status=finished')).body.data;
    expect(finished.list.map((m: { id: number }) => m.id)).toContain(done.id);
    expect(finished.list.every((m: { status: string }) => m.status === 'finished')).toBe(true);
    expect((await matches(ctx, ops.support, '?sport=tennis')).body.code).toBe('OPERATOR_FORBIDDEN');
    const bad = (await matches(ctx, ops.admin, '?sport=chess')).body;
    expect(bad.status).toBe(false);
  });
});
