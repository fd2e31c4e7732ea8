import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  postForm,
  solveCaptcha,
  type TestContext,
} from './helpers.ts';
import { adminPost, operatorTokens } from './wallet-helpers.ts';

const BURST = 50;
const OPERATOR_LOCK_AFTER = 5;

let phoneSeq = 0;
const newPhone = () => `137${String(Date.now() + phoneSeq++).slice(-8)}`;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
}

describe.each(BACKENDS)('operators, disabled members, enumeration (%s)', (backend) => {
  let ctx: TestContext;
  let url: string;
  let clock = Date.parse('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp(backend, { now: () => new Date(clock), config: { jobs: false } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
  });
  afterAll(async () => ctx.close());

  const nextWindow = () => {
    clock += 16 * 60_000;
  };
  const operatorLogin = (username: string, password: string, otp?: string) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { username, password, ...(otp ? { otp } : {}) },
    });

  it('locks an operator after five wrong passwords, even in a burst, and audits the failures', async () => {
    nextWindow();
    await ctx.app.services.operators.create({
      username: 'opburst',
      password: 'Burst-pass-2026',
      role: 'admin',
    });
    const answers = await Promise.all([
      ...Array.from({ length: BURST }, () => operatorLogin('opburst', 'Wrong-pass-2026')),
      operatorLogin('opburst', 'Burst-pass-2026'),
    ]);
    const realChecks = answers.filter((a) => a.body.code === 'OPERATOR_AUTH').length;
    expect(realChecks).toBeGreaterThan(0);
    expect(realChecks).toBeLessThanOrEqual(OPERATOR_LOCK_AFTER);
    expect(answers[BURST]!.body.code).toBe('OPERATOR_LOCKED');
    expect((await operatorLogin('OPBURST', 'Burst-pass-2026')).body.code).toBe('OPERATOR_LOCKED');

    const { admin } = await operatorTokens(ctx);
    const audit = await call(ctx.app, {
      method: 'GET',
      url: '/api/admin/v1/audit?size=100',
      headers: { ...clientHeaders(), authorization: `Bearer ${admin}` },
    });
    const failures = (audit.body.data.list as { action: string; target: string }[]).filter(
      (e) => e.action === 'operator.login.failed' && e.target === 'opburst',
    );
    expect(failures.length).toBe(realChecks);
  });

  it('ends an operator session on logout, and an admin can revoke another operator', async () => {
    nextWindow();
    const { admin, finance } = await operatorTokens(ctx);
    const list = (token: string) =>
      call(ctx.app, {
        method: 'GET',
        url: '/api/admin/v1/deposits',
        headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
      });
    expect((await list(finance)).body.status).toBe(true);
    const revoked = await adminPost(ctx, admin, 'operators/revoke', { username: 'opfinance' });
    expect(revoked.body).toMatchObject({ status: true });
    expect((await list(finance)).body.code).toBe('OPERATOR_SESSION');

    const { admin: second } = await operatorTokens(ctx);
    expect((await adminPost(ctx, second, 'logout', {})).body.status).toBe(true);
    expect((await list(second)).body.code).toBe('OPERATOR_SESSION');
    expect((await list(admin)).body.status).toBe(true);
  });

  it('asks an admin who enrolled a second factor for a one-time code', async () => {
    nextWindow();
    await ctx.app.services.operators.create({
      username: 'optotp',
      password: 'Totp-pass-2026',
      role: 'admin',
    });
    const token = (await operatorLogin('optotp', 'Totp-pass-2026')).body.data.token as string;
    const enroll = await adminPost(ctx, token, 'totp/enroll', {});
    expect(enroll.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: enroll.body.data.secret as string });
    const codeAt = () => totp.generate({ timestamp: clock });
    expect((await adminPost(ctx, token, 'totp/verify', { code: '000000' })).body.code).toBe(
      'OPERATOR_OTP_WRONG',
    );
    expect((await adminPost(ctx, token, 'totp/verify', { code: codeAt() })).body.status).toBe(true);

    expect((await operatorLogin('optotp', 'Totp-pass-2026')).body.code).toBe('OPERATOR_OTP_REQUIRED');
    expect((await operatorLogin('optotp', 'Totp-pass-2026', '123456')).body.code).toBe('OPERATOR_AUTH');
    clock += 31_000;
    const ok = await operatorLogin('optotp', 'Totp-pass-2026', codeAt());
    expect(ok.body.status).toBe(true);
    // A code is good once.
    expect((await operatorLogin('optotp', 'Totp-pass-2026', codeAt())).body.code).toBe('OPERATOR_AUTH');
  });

  it('puts a disabled member out at once: token refused, socket closed, login refused; enabling lets them back', async () => {
    nextWindow();
    const { admin } = await operatorTokens(ctx);
    const member = await buildMember(ctx, { password: 'Right1234' });
    const headers = clientHeaders('hgtyc', { t: member.token });
    const socket = new WebSocket(url);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const ready = new Promise<void>((resolve) =>
      socket.on('message', (raw) => {
        if (JSON.parse(raw.toString()).type === 'ready') resolve();
      }),
    );
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'auth', token: member.token }));
    await ready;

    const disabled = await adminPost(ctx, admin, 'members/disable', {
      username: member.username,
      reason: 'fraud review',
    });
    expect(disabled.body).toMatchObject({ status: true, data: { status: 'disabled' } });
    expect(await closed).toBe(4401);
    const info = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/member/token', headers });
    expect(info.body).toMatchObject({ status: false, data: 'token' });
    const balance = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/member/balance', headers });
    expect(balance.body).toMatchObject({ status: false, data: 'token' });
    const login = await postForm(
      ctx,
      '/api/f/v1/member/login/mpe',
      { account: member.username, password: await encryptPassword(ctx, 'Right1234') },
      clientHeaders('hgtyc', { device_no: 'h5_android_disabled' }),
    );
    expect(login.body.code).toBe('ACCOUNT_DISABLED');

    const enabled = await adminPost(ctx, admin, 'members/enable', {
      username: member.username,
      reason: 'review closed',
    });
    expect(enabled.body).toMatchObject({ status: true, data: { status: 'active' } });
    const again = await postForm(
      ctx,
      '/api/f/v1/member/login/mpe',
      { account: member.username, password: await encryptPassword(ctx, 'Right1234') },
      clientHeaders('hgtyc', { device_no: 'h5_android_disabled' }),
    );
    expect(again.body.status).toBe(true);
    const audit = rowsOf(
      await ctx.database.db.execute(
        sql`select action from operator_audit where target = ${member.username} order by id`,
      ),
    );
    expect(audit.map((r) => r.action)).toEqual(['member.disable', 'member.enable']);
  });

  it('answers the register-code and forgot-password requests the same for existing and unknown accounts', async () => {
    nextWindow();
    const taken = newPhone();
    const member = await buildMember(ctx);
    await ctx.app.services.members.update(ctx.database.db, 'hgtyc', member.id, {
      phoneArea: '+86',
      phone: taken,
    });
    const unknown = newPhone();
    const device = 'h5_android_enumeration';
    const headers = clientHeaders('hgtyc', { device_no: device });
    const send = async (purpose: 'register' | 'forget', phone: string, withCaptcha = true) =>
      postForm(
        ctx,
        '/api/service/sms',
        {
          channel: 'phone',
          purpose,
          areaCode: '+86',
          phone,
          captcha: withCaptcha ? await solveCaptcha(ctx, device, 'sms') : undefined,
        },
        headers,
      );
    const shape = (answer: Awaited<ReturnType<typeof send>>) => ({
      status: answer.body.status,
      code: answer.body.code,
      keys: answer.body.status ? Object.keys(answer.body.data).sort() : [],
    });
    for (const purpose of ['register', 'forget'] as const) {
      const a = await send(purpose, taken);
      const b = await send(purpose, unknown);
      expect(shape(a)).toEqual(shape(b));
      expect(a.body.status).toBe(true);
      // The second request inside the minute is answered by the limit first, captcha or not.
      const a2 = await send(purpose, taken, false);
      const b2 = await send(purpose, unknown, false);
      expect(shape(a2)).toEqual(shape(b2));
      expect(a2.body.code).toBe('CODE_TOO_SOON');
    }
    // Without a captcha nothing is sent.
    const noCaptcha = await send('register', newPhone(), false);
    expect(noCaptcha.body.code).toBe('CAPTCHA_REQUIRED');
  });
});
