import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { operatorTokens } from './wallet-helpers.ts';

/**
 * The operators list's last login: the time and address of each operator's latest successful
 * login, read from the audit log; null for an operator who never logged in.
 */

interface ListedOperator {
  username: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
}

describe.each(BACKENDS)('operators list: last login (%s)', (backend) => {
  let ctx: TestContext;
  let admin: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    ({ admin } = await operatorTokens(ctx));
  });
  afterAll(async () => ctx.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { username, password },
      remoteAddress,
    });

  async function listed(username: string): Promise<ListedOperator | undefined> {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/admin/v1/operators?size=100',
      headers: { ...clientHeaders(), authorization: `Bearer ${admin}` },
    });
    expect(res.body.status).toBe(true);
    return (res.body.data.list as ListedOperator[]).find((o) => o.username === username);
  }

  it('shows the latest successful login with its address, and null for one who never logged in', async () => {
    const password = 'Lastlogin-pass-2026';
    await ctx.app.services.operators.create({ username: 'opnever', password, role: 'support' });
    await ctx.app.services.operators.create({ username: 'oplogged', password, role: 'support' });
    expect(await listed('opnever')).toMatchObject({ lastLoginAt: null, lastLoginIp: null });
    expect(await listed('oplogged')).toMatchObject({ lastLoginAt: null, lastLoginIp: null });

    expect((await login('oplogged', password, '198.51.100.1')).body.status).toBe(true);
    expect((await login('oplogged', password, '203.0.113.7')).body.status).toBe(true);
    // A failed login afterwards (an audit row of this operator too) is no login.
    expect((await login('oplogged', 'Wrong-pass-2026', '192.0.2.9')).body.status).toBe(false);
    // Neither is the failed login of the operator who never got in.
    expect((await login('opnever', 'Wrong-pass-2026', '192.0.2.9')).body.status).toBe(false);

    const logged = await listed('oplogged');
    expect(logged?.lastLoginIp).toBe('203.0.113.7');
    expect(logged?.lastLoginAt).not.toBeNull();
    expect(Math.abs(Date.parse(logged!.lastLoginAt!) - Date.now())).toBeLessThan(5_000);
    expect(await listed('opnever')).toMatchObject({ lastLoginAt: null, lastLoginIp: null });
    // The viewer's own login (operatorTokens, from inject's default address) is listed too.
    expect((await listed('opadmin'))?.lastLoginIp).toBe('127.0.0.1');
  });
});
