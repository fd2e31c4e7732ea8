import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  lastCode,
  postForm,
  solveCaptcha,
  type TestContext,
} from './helpers.ts';

let seq = 0;
const uniqueName = () => `r${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`.slice(0, 11);

describe.each(BACKENDS)('register, log in, log out, recover (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const device = (name: string) => clientHeaders('hgtyc', { device_no: `h5_android_${name}_test` });

  /** Asks for a code as the web does: with a graphic captcha of the device (purpose `sms`). */
  async function sendCode(fields: Record<string, string>) {
    const captcha = await solveCaptcha(ctx, 'h5_android_test_device', 'sms');
    return postForm(ctx, '/api/service/sms', { ...fields, captcha });
  }

  async function register(username: string, password = 'Passw0rd', extra: Record<string, string> = {}) {
    const headers = device(username);
    const captcha = await solveCaptcha(ctx, `h5_android_${username}_test`, 'register');
    return postForm(
      ctx,
      '/api/findmed/v1/member/register',
      {
        username,
        password: await encryptPassword(ctx, password),
        confirmPassword: await encryptPassword(ctx, password),
        captcha,
        agree: '1',
        ...extra,
      },
      headers,
    );
  }

  async function login(account: string, password: string, captcha?: string, name = 'login') {
    return postForm(
      ctx,
      '/api/f/v1/member/login/mpe',
      { account, password: await encryptPassword(ctx, password), captcha },
      device(name),
    );
  }

  it('registers a member, signs them in and keeps the password only as an argon2id hash', async () => {
    const username = uniqueName();
    const res = await register(username);
    expect(res.body.status).toBe(true);
    expect(res.body.data.member.username).toBe(username);
    expect(res.body.data.member.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const info = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/member/token',
      headers: clientHeaders('hgtyc', { t: res.body.data.token }),
    });
    expect(info.body.data.username).toBe(username);
    const rows = await ctx.database.db.execute(
      sql`select password_hash from members where username = ${username}`,
    );
    const hash = (((rows as { rows?: unknown[] }).rows ?? rows) as { password_hash: string }[])[0]!
      .password_hash;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('puts a member under the agent whose invite code they came with', async () => {
    const agent = await register(uniqueName());
    const code = agent.body.data.member.inviteCode as string;
    const child = await register(uniqueName(), 'Passw0rd', { inviteCode: code.toLowerCase() });
    expect(child.body.status).toBe(true);
    const rows = await ctx.database.db.execute(
      sql`select parent_id from members where id = ${BigInt(child.body.data.member.id)}`,
    );
    const parent = (((rows as { rows?: unknown[] }).rows ?? rows) as { parent_id: bigint }[])[0]!.parent_id;
    expect(parent).toBe(BigInt(agent.body.data.member.id));
    const unknown = await register(uniqueName(), 'Passw0rd', { inviteCode: 'NOPE2345' });
    expect(unknown.body).toMatchObject({ status: false, code: 'INVITE_CODE_UNKNOWN', data: '邀请码不存在' });
  });

  it('refuses bad registrations with the right message and creates nothing', async () => {
    const count = async () => {
      const r = await ctx.database.db.execute(sql`select count(*) as n from members`);
      return (((r as { rows?: unknown[] }).rows ?? r) as { n: bigint }[])[0]!.n;
    };
    const before = await count();
    const short = await register('abc');
    expect(short.status).toBe(400);
    expect(short.body.data).toBe('账户名须为4-11位字母或数字');

    const weak = await register(uniqueName(), 'onlyletters');
    expect(weak.body).toMatchObject({ status: false, code: 'PASSWORD_WEAK' });

    const name = uniqueName();
    await solveCaptcha(ctx, `h5_android_${name}_test`, 'register');
    const wrongCaptcha = await postForm(
      ctx,
      '/api/findmed/v1/member/register',
      {
        username: name,
        password: await encryptPassword(ctx, 'Passw0rd'),
        confirmPassword: await encryptPassword(ctx, 'Passw0rd'),
        captcha: 'zzzz',
        agree: '1',
      },
      device(name),
    );
    expect(wrongCaptcha.body).toMatchObject({ status: false, code: 'CAPTCHA_WRONG', data: '验证码错误' });

    const mismatch = await postForm(
      ctx,
      '/api/findmed/v1/member/register',
      {
        username: uniqueName(),
        password: await encryptPassword(ctx, 'Passw0rd'),
        confirmPassword: await encryptPassword(ctx, 'Passw0rd2'),
        captcha: await solveCaptcha(ctx, 'h5_android_mismatch_test', 'register'),
        agree: '1',
      },
      device('mismatch'),
    );
    expect(mismatch.body.code).toBe('PASSWORD_MISMATCH');

    const noAgree = await register(uniqueName(), 'Passw0rd', { agree: '0' });
    expect(noAgree.body.data).toBe('请确认您已年满18周岁并同意用户协议');

    const garbage = await postForm(
      ctx,
      '/api/findmed/v1/member/register',
      {
        username: uniqueName(),
        password: 'bm90IGVuY3J5cHRlZCBhdCBhbGw=',
        confirmPassword: 'bm90IGVuY3J5cHRlZCBhdCBhbGw=',
        captcha: await solveCaptcha(ctx, 'h5_android_garbage_test', 'register'),
        agree: '1',
      },
      device('garbage'),
    );
    expect(garbage.body.code).toBe('PASSWORD_DECRYPT');
    expect(await count()).toBe(before);

    const taken = uniqueName();
    await register(taken);
    const again = await register(taken.toUpperCase());
    expect(again.body).toMatchObject({ status: false, code: 'USERNAME_TAKEN' });
  });

  it('registers with a phone verified by a code, which is single use and purpose-bound', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const send = await sendCode({
      channel: 'phone',
      purpose: 'register',
      areaCode: '+86',
      phone,
    });
    expect(send.body).toMatchObject({ status: true, data: { resendAfterSec: 60, expiresInSec: 600 } });
    expect(send.body.data.sentTo).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const code = lastCode(ctx, `+86${phone}`);

    const tooSoon = await sendCode({
      channel: 'phone',
      purpose: 'register',
      areaCode: '+86',
      phone,
    });
    expect(tooSoon.body.code).toBe('CODE_TOO_SOON');
    expect(tooSoon.body.data).toMatch(/请\d+秒后重试/);

    const wrongCode = await register(uniqueName(), 'Passw0rd', {
      areaCode: '+86',
      phone,
      phoneCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.body).toMatchObject({ status: false, code: 'CODE_WRONG', data: '验证码错误' });

    const ok = await register(uniqueName(), 'Passw0rd', { areaCode: '+86', phone, phoneCode: code });
    expect(ok.body.status).toBe(true);
    expect(ok.body.data.member.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);

    // The same code cannot be used twice, and the phone is now taken.
    const reuse = await register(uniqueName(), 'Passw0rd', { areaCode: '+86', phone, phoneCode: code });
    expect(reuse.body.code).toBe('PHONE_TAKEN');
  });

  it('logs in by account name, phone or e-mail, with a new token each time', async () => {
    const username = uniqueName();
    const phone = `137${String(Date.now()).slice(-8)}`;
    await sendCode({
      channel: 'phone',
      purpose: 'register',
      areaCode: '+86',
      phone,
    });
    await register(username, 'Passw0rd', { areaCode: '+86', phone, phoneCode: lastCode(ctx, `+86${phone}`) });

    const byName = await login(username.toUpperCase(), 'Passw0rd');
    const byPhone = await login(phone, 'Passw0rd');
    const byAreaPhone = await login(`+86${phone}`, 'Passw0rd');
    for (const res of [byName, byPhone, byAreaPhone]) expect(res.body.data.member.username).toBe(username);
    expect(new Set([byName.body.data.token, byPhone.body.data.token, byAreaPhone.body.data.token]).size).toBe(
      3,
    );

    const wrong = await login(username, 'Wrong1234');
    expect(wrong.body).toEqual({ status: false, data: '账号或密码错误', code: 'ACCOUNT_OR_PASSWORD' });
    const nobody = await login('nobody999', 'Passw0rd');
    expect(nobody.body).toEqual(wrong.body);
  });

  it('logs out server-side, and on request ends every other session too', async () => {
    const username = uniqueName();
    await register(username);
    const a = (await login(username, 'Passw0rd')).body.data.token as string;
    const b = (await login(username, 'Passw0rd')).body.data.token as string;
    const c = (await login(username, 'Passw0rd')).body.data.token as string;
    const info = (t: string) =>
      call(ctx.app, {
        method: 'GET',
        url: '/api/findmed/v1/member/token',
        headers: clientHeaders('hgtyc', { t }),
      });

    await postForm(ctx, '/api/findmed/v1/member/logout', {}, clientHeaders('hgtyc', { t: a }));
    expect((await info(a)).body.data).toBe('token');
    expect((await info(b)).body.status).toBe(true);

    await postForm(ctx, '/api/findmed/v1/member/logout', { all: '1' }, clientHeaders('hgtyc', { t: b }));
    expect((await info(b)).body.data).toBe('token');
    expect((await info(c)).body.data).toBe('token');
  });

  it('recovers a password by a code to the bound e-mail and ends every session', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await sendCode({ channel: 'email', purpose: 'register', email });
    const reg = await register(username, 'Passw0rd', { email, emailCode: lastCode(ctx, email) });
    const token = reg.body.data.token as string;

    const send = await sendCode({
      channel: 'email',
      purpose: 'forget',
      email: email.toUpperCase(),
    });
    expect(send.body.status).toBe(true);
    const code = lastCode(ctx, email);
    const reset = await postForm(ctx, '/api/findmed/v1/member/forgetpassword', {
      channel: 'email',
      email,
      code,
      password: await encryptPassword(ctx, 'NewPassw0rd'),
      confirmPassword: await encryptPassword(ctx, 'NewPassw0rd'),
    });
    expect(reset.body).toEqual({ status: true, data: { done: true } });
    expect((await login(username, 'Passw0rd')).body.code).toBe('ACCOUNT_OR_PASSWORD');
    expect((await login(email, 'NewPassw0rd')).body.status).toBe(true);
    const old = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/member/token',
      headers: clientHeaders('hgtyc', { t: token }),
    });
    expect(old.body.data).toBe('token');

    // Reusing the code fails; so does a recovery for an address nobody has.
    const reuse = await postForm(ctx, '/api/findmed/v1/member/forgetpassword', {
      channel: 'email',
      email,
      code,
      password: await encryptPassword(ctx, 'Other1234'),
      confirmPassword: await encryptPassword(ctx, 'Other1234'),
    });
    expect(reuse.body.code).toBe('CODE_WRONG');
    const stranger = await sendCode({
      channel: 'email',
      purpose: 'forget',
      email: 'nobody@example.com',
    });
    expect(stranger.body.status).toBe(true);
    expect(ctx.app.services.sandboxDelivery?.lastFor('nobody@example.com')).toBeUndefined();
  });

  it('changes the login password: wrong old one refused, this session ends, others on request', async () => {
    const username = uniqueName();
    await register(username);
    const a = (await login(username, 'Passw0rd')).body.data.token as string;
    const b = (await login(username, 'Passw0rd')).body.data.token as string;
    const change = async (t: string, oldPassword: string, password: string, endOthers = '1') =>
      postForm(
        ctx,
        '/api/findmed/v1/member/updatepassword',
        {
          oldPassword: await encryptPassword(ctx, oldPassword),
          password: await encryptPassword(ctx, password),
          confirmPassword: await encryptPassword(ctx, password),
          endOthers,
        },
        clientHeaders('hgtyc', { t }),
      );
    const wrongOld = await change(a, 'NotMine123', 'Fresh1234');
    expect(wrongOld.body).toMatchObject({ status: false, code: 'OLD_PASSWORD_WRONG', data: '原密码错误' });
    const same = await change(a, 'Passw0rd', 'Passw0rd');
    expect(same.body.code).toBe('PASSWORD_SAME');

    const ok = await change(a, 'Passw0rd', 'Fresh1234');
    expect(ok.body.status).toBe(true);
    const info = (t: string) =>
      call(ctx.app, {
        method: 'GET',
        url: '/api/findmed/v1/member/token',
        headers: clientHeaders('hgtyc', { t }),
      });
    expect((await info(a)).body.data).toBe('token');
    expect((await info(b)).body.data).toBe('token');
    expect((await login(username, 'Fresh1234')).body.status).toBe(true);
  });
});
