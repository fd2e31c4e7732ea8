import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  lastCode,
  postForm,
  solveCaptcha,
  type TestContext,
} from './helpers.ts';

describe.each(BACKENDS)('brute force and isolation (%s)', (backend) => {
  let ctx: TestContext;
  let clock = Date.parse('2026-11-21T10:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp(backend, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const login = async (account: string, password: string, device: string, captcha?: string) =>
    postForm(
      ctx,
      '/api/f/v1/member/login/mpe',
      { account, password: await encryptPassword(ctx, password), captcha },
      clientHeaders('hgtyc', { device_no: device }),
    );

  it('asks for a captcha after 3 failures and locks the account after 5, with a clear message', async () => {
    const member = await buildMember(ctx, { password: 'Right1234' });
    const device = 'h5_android_brute_force';
    for (let i = 0; i < 3; i += 1) {
      expect((await login(member.username, 'Wrong1234', device)).body.code).toBe('ACCOUNT_OR_PASSWORD');
    }
    // Now even the right password needs the captcha.
    const needs = await login(member.username, 'Right1234', device);
    expect(needs.body).toEqual({ status: false, data: '请输入图形验证码', code: 'CAPTCHA_REQUIRED' });
    const wrongCaptcha = await login(member.username, 'Right1234', device, 'zzzz');
    expect(wrongCaptcha.body.code).toBe('CAPTCHA_WRONG');
    const fifth = await login(member.username, 'Wrong1234', device, await solveCaptcha(ctx, device, 'login'));
    expect(fifth.body.code).toBe('ACCOUNT_OR_PASSWORD');
    const locked = await login(
      member.username,
      'Right1234',
      device,
      await solveCaptcha(ctx, device, 'login'),
    );
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    expect(locked.body.data).toMatch(/账户已临时锁定，请\d+分钟后再试/);

    // The lock lifts when the window has passed; a success clears the count.
    clock += 16 * 60_000;
    const ok = await login(member.username, 'Right1234', device);
    expect(ok.body.status).toBe(true);
  });

  it('logs every attempt without any secret in it', async () => {
    const member = await buildMember(ctx, { password: 'Right1234' });
    await login(member.username, 'Wrong1234', 'h5_android_audit');
    await login(member.username, 'Right1234', 'h5_android_audit');
    const result = await ctx.database.db.execute(
      sql`select kind, subject, success, reason, device_no from auth_events where subject = ${member.username.toLowerCase()} order by id`,
    );
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
    expect(rows.map((r) => [r.kind, r.success, r.reason])).toEqual([
      ['login', false, 'password'],
      ['login', true, ''],
    ]);
    const everything = JSON.stringify(
      ((await ctx.database.db.execute(sql`select * from auth_events`)) as { rows?: unknown[] }).rows ?? [],
      (_k, v) => (typeof v === 'bigint' ? v.toString() : v),
    );
    expect(everything).not.toContain('Wrong1234');
    expect(everything).not.toContain('Right1234');
  });

  it('limits one address that tries many accounts', async () => {
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 31; i += 1) {
      last = await postForm(
        ctx,
        '/api/f/v1/member/login/mpe',
        { account: `spray${i}`, password: await encryptPassword(ctx, 'Guess1234') },
        clientHeaders('hgtyc', { device_no: 'h5_android_spray' }),
      );
    }
    expect(last!.body.code).toBe('RATE_LIMITED');
    clock += 16 * 60_000;
  });

  it('refuses a code after its 10 minutes, and after five wrong guesses even the right one', async () => {
    const member = await buildMember(ctx);
    const headers = clientHeaders('hgtyc', { t: member.token, device_no: 'h5_android_codes' });
    const email = `${member.username}@example.com`;
    const bind = async (code: string) =>
      postForm(ctx, '/api/findmed/v1/member/email', { email, code }, headers);

    await postForm(ctx, '/api/service/sms', { channel: 'email', purpose: 'bind', email }, headers);
    const stale = lastCode(ctx, email);
    clock += 10 * 60_000 + 1;
    expect((await bind(stale)).body).toMatchObject({ status: false, code: 'CODE_WRONG', data: '验证码错误' });

    await postForm(ctx, '/api/service/sms', { channel: 'email', purpose: 'bind', email }, headers);
    const fresh = lastCode(ctx, email);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await bind(wrong)).body.code).toBe('CODE_WRONG');
    expect((await bind(fresh)).body.code).toBe('CODE_WRONG');
    clock += 16 * 60_000;
  });

  it("never shows or changes another member's data", async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const headersA = clientHeaders('hgtyc', { t: a.token });
    const infoA = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/member/token',
      headers: headersA,
    });
    expect(infoA.body.data.id).toBe(a.id.toString());
    // B's token on another brand is no session at all.
    const foreign = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/member/token',
      headers: clientHeaders('hgty', { t: b.token }),
    });
    expect(foreign.body.data).toBe('token');
    // Ids in bodies are ignored where the session decides (the schema strips unknown fields).
    const realName = await postForm(
      ctx,
      '/api/findmed/v1/member/realname',
      { realName: '张三', id: b.id.toString() },
      headersA,
    );
    expect(realName.body.status).toBe(true);
    const result = await ctx.database.db.execute(
      sql`select id, real_name from members where id in (${a.id}, ${b.id}) order by id`,
    );
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as { id: bigint; real_name: string }[];
    expect(rows.map((r) => r.real_name)).toEqual(['张三', '']);
  });
});
