import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';

async function count(
  ctx: TestContext,
  table: 'page_views' | 'stat_hits',
  where = sql`true`,
): Promise<number> {
  const result = await ctx.database.db.execute(
    sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { n: number }[];
  return Number(rows[0]!.n);
}

describe.each(BACKENDS)('page views and statistics (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('issues a visitor id once and records page views under it', async () => {
    const first = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders('hgty'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'path=%2Fapp%2Fhome&kind=initial&layout=h5',
    });
    const vid = first.headers.vid as string;
    expect(vid).toMatch(/^v_[A-Za-z0-9_-]+$/);
    const second = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders('hgty', { vid }), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'path=%2Fapp%2Fcenter&kind=navigate&layout=h5&referrer=%2Fapp%2Fhome',
    });
    expect(second.headers.vid).toBeUndefined();
    expect(await count(ctx, 'page_views', sql`visitor_id = ${vid} and site_code = 'hgty'`)).toBe(2);
  });

  it('records counter hits sent as beacons with the site code in the query', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/stats/hit?site_code=hgtyc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=hgtyc-main&path=%2Fapp%2Fhome',
    });
    expect(res.body).toEqual({ status: true, data: { recorded: true } });
    expect(await count(ctx, 'stat_hits', sql`counter_id = 'hgtyc-main'`)).toBe(1);
  });

  it('stores nothing for bad input', async () => {
    const before = await count(ctx, 'page_views');
    for (const payload of [
      'path=&layout=h5',
      'path=%2Fx&layout=tv',
      `path=%2F${'a'.repeat(600)}&layout=h5`,
    ]) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/findmed/v1/analytics/pageview',
        headers: { ...clientHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.status).toBe(400);
    }
    expect(await count(ctx, 'page_views')).toBe(before);
  });
});
