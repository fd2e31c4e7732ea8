import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';

describe.each(BACKENDS)('request and response envelope (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a request without a site code, in Chinese by default', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/md' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, data: '缺少站点代码', code: 'SITE_MISSING' });
  });

  it('refuses an unknown site code, in the language of the request', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/md',
      headers: clientHeaders('hgtyc', { site_code: 'nope', lang: 'en-US' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, data: 'Unknown site code', code: 'SITE_UNKNOWN' });
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(ctx.app, {
        method,
        url: '/api/findmed/v1/does-not-exist',
        headers: clientHeaders(),
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, code: 'NOT_FOUND', data: '请求的接口不存在' });
    }
  });

  it('answers a known path under the wrong method with 405 and Allow', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/findmed/v1/md', headers: clientHeaders() });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: '{"path": "/app',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, data: '请求参数有误', code: 'BAD_REQUEST' });
  });

  it('names the failing field of a form body in the member language', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'path=no-slash&layout=h5',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.data).toMatch(/^请求参数有误：path /);
  });

  it('accepts the same body as form-urlencoded and as JSON', async () => {
    const form = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'path=%2Fapp%2Fhome&layout=h5&kind=initial',
    });
    const json = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ path: '/home', layout: 'desktop' }),
    });
    expect(form.body).toEqual({ status: true, data: { recorded: true } });
    expect(json.body).toEqual({ status: true, data: { recorded: true } });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders(), 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/analytics/pageview',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ path: `/${'x'.repeat(2 * 1024 * 1024)}`, layout: 'h5' }),
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('survives hostile input: huge headers, odd encodings, deep forms, non-numeric query', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/findmed/v1/game/list?show=%00', headers: clientHeaders() },
      {
        method: 'GET' as const,
        url: '/api/findmed/v1/md',
        headers: clientHeaders('hgtyc', { site_code: 'x'.repeat(5000) }),
      },
      {
        method: 'POST' as const,
        url: '/api/findmed/v1/analytics/pageview',
        headers: { ...clientHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${'a[b]'.repeat(200)}=1&path[x]=/y`,
      },
      {
        method: 'GET' as const,
        url: '/api/findmed/v1/member/token',
        headers: clientHeaders('hgtyc', { t: "' or 1=1 --" }),
      },
      { method: 'GET' as const, url: '/api/%E0%A4%A', headers: clientHeaders() },
      { method: 'GET' as const, url: '/api/findmed/v1/game/list?show=1e400', headers: clientHeaders() },
      {
        method: 'POST' as const,
        url: '/api/findmed/v1/analytics/pageview',
        headers: { ...clientHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'path=/a%00&layout=h5',
      },
      {
        method: 'POST' as const,
        url: '/api/findmed/v1/stats/hit',
        headers: { ...clientHeaders(), 'content-type': 'application/json' },
        payload: JSON.stringify({ id: 'x', path: '/\u0000' }),
      },
      { method: 'GET' as const, url: '/api/findmed/v1/game/list?show=-1', headers: clientHeaders() },
    ];
    for (const c of cases) {
      const res = await call(ctx.app, c);
      expect(res.status).toBeLessThan(500);
      expect(res.body.status).toBe(false);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
  });
});

describe('response headers', () => {
  it('keeps API answers out of shared caches and sets the browser protections', async () => {
    const ctx = await createTestApp('pglite', { seed: false });
    try {
      const api = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/md', headers: clientHeaders() });
      expect(api.headers['cache-control']).toBe('no-store');
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
      const image = await call(ctx.app, { method: 'GET', url: '/static/img/avatar-default.svg' });
      expect(image.headers['cache-control']).not.toBe('no-store');
    } finally {
      await ctx.close();
    }
  });
});

describe('rate limiting', () => {
  it('does not count static files against the API allowance', async () => {
    const ctx = await createTestApp('pglite', { seed: false, config: { rateLimitPerMinute: 3 } });
    try {
      for (let i = 0; i < 10; i += 1) {
        const image = await ctx.app.inject({ method: 'GET', url: '/static/img/avatar-default.svg' });
        expect(image.statusCode).toBe(200);
      }
      const api = await call(ctx.app, {
        method: 'GET',
        url: '/api/f/v1/member/preInfo',
        headers: clientHeaders(),
      });
      expect(api.status).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('answers 429 in the envelope once an address passes its limit', async () => {
    const ctx = await createTestApp('pglite', { config: { rateLimitPerMinute: 5 } });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i < 7; i += 1) {
        last = await call(ctx.app, {
          method: 'GET',
          url: '/api/f/v1/member/preInfo',
          headers: clientHeaders(),
        });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      expect(last!.body).toEqual({ status: false, data: '操作过于频繁，请稍后再试', code: 'RATE_LIMITED' });
    } finally {
      await ctx.close();
    }
  });
});
