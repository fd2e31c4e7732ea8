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

/** The size of each concurrent burst against one subject. */
const BURST = 50;
/** Failures after which a member login or a withdrawal password locks (ATTEMPT_POLICIES). */
const LOCK_AFTER = 5;
/** Guesses one SMS/e-mail code allows (CODE_POLICY). */
const CODE_GUESSES = 5;

let phoneSeq = 0;
const newPhone = () => `136${String(Date.now() + phoneSeq++).slice(-8)}`;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
}

describe.each(BACKENDS)('attempt limits under concurrency (%s)', (backend) => {
  let ctx: TestContext;
  let clock = Date.parse('2026-11-21T10:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp(backend, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Each test starts in a fresh window, so the address limit of one test does not leak into the next. */
  const nextWindow = () => {
    clock += 16 * 60_000;
  };

  const loginHeaders = (device: string) => clientHeaders('hgtyc', { device_no: device });
  const login = async (account: string, encrypted: string, device: string, captcha?: string) =>
    postForm(
      ctx,
      '/api/f/v1/member/login/mpe',
      { account, password: encrypted, captcha },
      loginHeaders(device),
    );

  it('a burst of wrong passwords gets at most the limit of real checks, and a right one inside it stays out', async () => {
    nextWindow();
    const member = await buildMember(ctx, { password: 'Right1234' });
    const wrong = await encryptPassword(ctx, 'Wrong1234');
    const right = await encryptPassword(ctx, 'Right1234');
    const device = 'h5_android_burst_login';
    const answers = await Promise.all([
      ...Array.from({ length: BURST }, () => login(member.username, wrong, device)),
      login(member.username, right, device),
    ]);
    const codes = answers.map((a) => a.body.code ?? 'OK');
    const realChecks = codes.filter((c) => c === 'ACCOUNT_OR_PASSWORD').length;
    expect(realChecks).toBeGreaterThan(0);
    expect(realChecks).toBeLessThanOrEqual(LOCK_AFTER);
    // The right password came after the wrong ones had claimed their attempts: no session.
    expect(answers[BURST]!.body.status).toBe(false);
    expect(
      codes.every((c) => ['ACCOUNT_OR_PASSWORD', 'CAPTCHA_REQUIRED', 'ACCOUNT_LOCKED'].includes(c)),
    ).toBe(true);
    // Finish the lock with captchas; then even the right password is refused.
    for (let i = realChecks; i < LOCK_AFTER; i += 1) {
      const wrongAgain = await login(
        member.username,
        wrong,
        device,
        await solveCaptcha(ctx, device, 'login'),
      );
      expect(wrongAgain.body.code).toBe('ACCOUNT_OR_PASSWORD');
    }
    const after = await login(member.username, right, device, await solveCaptcha(ctx, device, 'login'));
    expect(after.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('a burst of wrong withdrawal passwords gets at most the limit of real checks', async () => {
    nextWindow();
    const member = await buildMember(ctx);
    const headers = clientHeaders('hgtyc', { t: member.token, device_no: 'h5_android_burst_wpw' });
    const enc = (v: string) => encryptPassword(ctx, v);
    const set = await postForm(
      ctx,
      '/api/findmed/v1/member/wpassword',
      { password: await enc('135790'), confirmPassword: await enc('135790') },
      headers,
    );
    expect(set.body.status).toBe(true);
    const wrong = await enc('000000');
    const right = await enc('135790');
    const add = (wpassword: string) =>
      postForm(
        ctx,
        '/api/findmed/v1/member/cards/alipay',
        { account: `${member.username}@example.com`, wpassword },
        headers,
      );
    const answers = await Promise.all([...Array.from({ length: BURST }, () => add(wrong)), add(right)]);
    const codes = answers.map((a) => a.body.code ?? 'OK');
    const realChecks = codes.filter((c) => c === 'WPASSWORD_WRONG').length;
    expect(realChecks).toBeGreaterThan(0);
    expect(realChecks).toBeLessThanOrEqual(LOCK_AFTER);
    expect(answers[BURST]!.body.code).toBe('WPASSWORD_LOCKED');
    expect((await add(right)).body.code).toBe('WPASSWORD_LOCKED');
  });

  it('a burst of wrong codes uses a code at most five times, and the right one inside it is refused', async () => {
    nextWindow();
    const member = await buildMember(ctx);
    const headers = clientHeaders('hgtyc', { t: member.token, device_no: 'h5_android_burst_code' });
    const email = `${member.username}@example.com`;
    const sent = await postForm(
      ctx,
      '/api/service/sms',
      { channel: 'email', purpose: 'bind', email },
      headers,
    );
    expect(sent.body.status).toBe(true);
    const code = lastCode(ctx, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bind = (c: string) => postForm(ctx, '/api/findmed/v1/member/email', { email, code: c }, headers);
    const answers = await Promise.all([...Array.from({ length: BURST }, () => bind(wrong)), bind(code)]);
    expect(answers[BURST]!.body.status).toBe(false);
    const [row] = rowsOf(
      await ctx.database.db.execute(
        sql`select attempts from verification_codes where recipient = ${email} order by id desc limit 1`,
      ),
    );
    expect(Number(row!.attempts)).toBeLessThanOrEqual(CODE_GUESSES);
    const info = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/member/token', headers });
    expect(info.body.data.email).toBe('');
  });

  it('every spelling of a phone number and every case of an e-mail counts against one account', async () => {
    nextWindow();
    const member = await buildMember(ctx, { password: 'Right1234' });
    const phone = newPhone();
    const email = `${member.username}@Example.com`;
    await ctx.app.services.members.update(ctx.database.db, 'hgtyc', member.id, {
      phoneArea: '+86',
      phone,
      email: email.toLowerCase(),
    });
    const wrong = await encryptPassword(ctx, 'Wrong1234');
    const device = 'h5_android_spellings';
    const spellings = [
      phone,
      `+86${phone}`,
      `+86-${phone}`,
      `+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`,
      email.toUpperCase(),
    ];
    for (const account of spellings) {
      let answer = await login(account, wrong, device);
      if (answer.body.code === 'CAPTCHA_REQUIRED') {
        answer = await login(account, wrong, device, await solveCaptcha(ctx, device, 'login'));
      }
      expect(answer.body.code).toBe('ACCOUNT_OR_PASSWORD');
    }
    const right = await login(
      member.username.toUpperCase(),
      await encryptPassword(ctx, 'Right1234'),
      device,
      await solveCaptcha(ctx, device, 'login'),
    );
    expect(right.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('every spelling of a phone number shares one code-sending limit', async () => {
    nextWindow();
    const phone = newPhone();
    const device = 'h5_android_sms_spellings';
    const send = async (spelling: string) =>
      postForm(
        ctx,
        '/api/service/sms',
        {
          channel: 'phone',
          purpose: 'register',
          areaCode: '+86',
          phone: spelling,
          captcha: await solveCaptcha(ctx, device, 'sms'),
        },
        clientHeaders('hgtyc', { device_no: device }),
      );
    expect((await send(phone)).body.status).toBe(true);
    for (const spelling of [`86${phone}`, `0086${phone}`, `${phone.slice(0, 3)} ${phone.slice(3)}`]) {
      expect((await send(spelling)).body.code).toBe('CODE_TOO_SOON');
    }
  });
});

describe.each(BACKENDS)('attempt counters are pruned (%s)', (backend) => {
  let ctx: TestContext;
  let clock = Date.parse('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp(backend, { now: () => new Date(clock) });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const counters = async (subject: string) =>
    rowsOf(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from auth_limits where subject like ${`%${subject}%`}`,
      ),
    )[0]?.n;

  it('the prune job drops counters a day old and keeps fresh ones', async () => {
    const prune = ctx.app.services.jobs.find((j) => j.name === 'auth.prune-limits');
    expect(prune).toBeDefined();
    const old = `old${String(Date.now()).slice(-7)}`;
    const fresh = `new${String(Date.now()).slice(-7)}`;
    const encrypted = await encryptPassword(ctx, 'wrong-pass-1');
    await postForm(
      ctx,
      '/api/f/v1/member/login/mpe',
      { account: old, password: encrypted },
      clientHeaders('hgtyc'),
    );
    expect(await counters(old)).toBe(1);
    clock += 23 * 60 * 60_000;
    await postForm(
      ctx,
      '/api/f/v1/member/login/mpe',
      { account: fresh, password: encrypted },
      clientHeaders('hgtyc'),
    );
    await prune!.run();
    expect(await counters(old)).toBe(1); // 23 h: kept
    clock += 2 * 60 * 60_000;
    await prune!.run();
    expect(await counters(old)).toBe(0); // 25 h: dropped
    expect(await counters(fresh)).toBe(1); // 2 h: kept
  });
});
