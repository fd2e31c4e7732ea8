import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MEMBER_CARE_LIMITS } from '../src/modules/admin/member-care.service.ts';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  postForm,
  type TestContext,
} from './helpers.ts';
import { listOf } from './messages-helpers.ts';
import {
  auditMoney,
  depositByGateway,
  loginOperator,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

type Role = 'risk' | 'support' | 'content' | 'finance' | 'admin';
interface AuditRow {
  site_code: string;
  action: string;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail: Record<string, unknown>;
}

/**
 * Issue 24: the player 360 page's care actions. Ending a member's sessions logs every device out
 * (the token is refused, the socket closed) and a fresh login works; clearing the withdrawal
 * password refuses the next withdrawal until the member sets a new one and tells them in their
 * inbox; a message lands in the inbox once per request id (50 concurrent sends: 50 messages, 50
 * audit rows). Each action is audited once with before and after (never a password or its hash);
 * roles without the permission, another brand's operator and another brand's member are refused;
 * bad input is refused in Chinese and changes nothing.
 */
describe.each(BACKENDS)('the player care actions in the console (%s)', (backend) => {
  let ctx: TestContext;
  let wsUrl: string;
  let ops: Record<'admin' | 'finance' | 'risk' | 'support' | 'content' | 'foreign', string>;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: Role, brands: string[] | null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      risk: await make('oprisk360', 'risk', null),
      support: await make('opsup360', 'support', null),
      content: await make('opcon360', 'content', null),
      // risk of another brand only: hgtyc's members are not theirs
      foreign: await make('oprisk360b', 'risk', ['blty']),
    };
  });
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx?.close();
  });

  const act = (token: string, path: string, payload: object, site: SiteCode = 'hgtyc') =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/admin/v1/members/${path}`,
      headers: {
        ...clientHeaders(site, { lang: 'zh-CN' }),
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      payload,
    });
  const endSessions = (token: string, username: string, reason = '会员称账号被他人登录', site?: SiteCode) =>
    act(token, 'sessions/end', { username, reason }, site);
  const resetWpassword = (token: string, username: string, reason = '会员遗忘提款密码', site?: SiteCode) =>
    act(token, 'withdraw-password/reset', { username, reason }, site);
  const message = (token: string, username: string, over: object = {}, site?: SiteCode) =>
    act(
      token,
      'message',
      { username, title: '账户提醒', body: '您好，您的资料已审核通过。', requestId: randomUUID(), ...over },
      site,
    );
  const auditRows = async (target: string) => {
    const result: unknown = await ctx.database.db.execute(
      sql`select site_code, action, target, before, after, detail from operator_audit
          where target = ${target} and action like 'member.%' order by id`,
    );
    return ((result as { rows?: unknown[] }).rows ?? result) as AuditRow[];
  };
  const memberHeaders = (token: string) => clientHeaders('hgtyc', { t: token });
  const tokenInfo = (token: string) =>
    call(ctx.app, { method: 'GET', url: '/api/findmed/v1/member/token', headers: memberHeaders(token) });
  const memberLogin = (username: string, password: string, device: string) =>
    encryptPassword(ctx, password).then((cipher) =>
      postForm(
        ctx,
        '/api/f/v1/member/login/mpe',
        { account: username, password: cipher },
        clientHeaders('hgtyc', { device_no: device }),
      ),
    );
  const wpasswordHash = async (memberId: bigint) => {
    const member = await ctx.app.services.members.findById(ctx.database.db, 'hgtyc', memberId);
    return member?.withdrawPasswordHash ?? null;
  };
  const apply = async (token: string, accountId: string, wpassword: string) =>
    memberPost(ctx, token, '/api/findmed/v1/withdraw/apply', {
      accountId,
      amount: '100',
      wpassword: await encryptPassword(ctx, wpassword),
      requestId: randomUUID(),
    });

  it('ends every session of the member: each token refused, the socket closed, a fresh login works; audited once', async () => {
    const member = await buildMember(ctx, { password: 'Right1234' });
    const second = await ctx.app.services.sessions.create({
      memberId: member.id,
      siteCode: 'hgtyc',
      deviceNo: 'second',
      ip: '127.0.0.1',
    });
    const socket = new WebSocket(wsUrl);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const ready = new Promise<void>((resolve) =>
      socket.on('message', (raw) => {
        if (JSON.parse(raw.toString()).type === 'ready') resolve();
      }),
    );
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'auth', token: member.token }));
    await ready;
    expect((await tokenInfo(member.token)).body.status).toBe(true);

    const ended = await endSessions(ops.support, member.username);
    expect(ended.body).toMatchObject({ status: true, data: { username: member.username, sessionsEnded: 2 } });
    // A socket left open would hang the test: wait at most 5 s for the close.
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5_000));
    expect(await Promise.race([closed, timeout])).toBe(4401);
    socket.terminate();
    for (const token of [member.token, second]) {
      expect((await tokenInfo(token)).body).toMatchObject({ status: false, data: 'token' });
    }
    const login = await memberLogin(member.username, 'Right1234', 'h5_android_fresh_login');
    expect(login.body.status, JSON.stringify(login.body)).toBe(true);
    expect((await tokenInfo(login.body.data.token as string)).body.status).toBe(true);
    // The member stays active: ending sessions is not disabling.
    expect((await ctx.app.services.members.findById(ctx.database.db, 'hgtyc', member.id))?.status).toBe(
      'active',
    );

    expect(await auditRows(member.username)).toEqual([
      {
        site_code: 'hgtyc',
        action: 'member.sessions.end',
        target: member.username,
        before: { sessions: 2 },
        after: { sessions: 0 },
        detail: { reason: '会员称账号被他人登录', sessionsEnded: 2 },
      },
    ]);
  });

  it('clears the withdrawal password: the withdrawal is refused until a new one is set, the inbox says so', async () => {
    const member = await buildMember(ctx);
    await depositByGateway(ctx, member.token, '1000');
    const accountId = await withdrawalReady(ctx, member.token, '135790');
    expect(
      (await act(ops.admin, 'turnover/waive', { username: member.username, reason: '测试豁免' })).body.status,
    ).toBe(true);
    expect((await apply(member.token, accountId, '135790')).body.status).toBe(true);

    const reset = await resetWpassword(ops.risk, member.username);
    expect(reset.body).toMatchObject({
      status: true,
      data: { username: member.username, withdrawPasswordSet: false },
    });
    expect(await wpasswordHash(member.id)).toBeNull();
    const config = await call(ctx.app, {
      method: 'GET',
      url: '/api/f/v1/withdraw/password/config',
      headers: memberHeaders(member.token),
    });
    expect(config.body.data).toMatchObject({ p: false });
    // The old password no longer opens a withdrawal.
    expect((await apply(member.token, accountId, '135790')).body.code).toBe('WPASSWORD_NOT_SET');
    // A second reset finds nothing to clear, and says so in Chinese.
    const again = await resetWpassword(ops.risk, member.username);
    expect(again.body.code).toBe('MEMBER_WPASSWORD_NOT_SET');
    expect(again.body.data).toMatch(/提款密码/);

    // The member sets a new one without the old (there is none), then withdraws with it.
    const enc = (v: string) => encryptPassword(ctx, v);
    const set = await memberPost(ctx, member.token, '/api/findmed/v1/member/wpassword', {
      password: await enc('246801'),
      confirmPassword: await enc('246801'),
    });
    expect(set.body.status, JSON.stringify(set.body)).toBe(true);
    expect((await apply(member.token, accountId, '135790')).body.status).toBe(false);
    expect((await apply(member.token, accountId, '246801')).body.status).toBe(true);

    const inbox = (await listOf(ctx, member.token, 'personal')).list.filter(
      (m) => m.kind === 'wpassword_reset',
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.title).toBe('提款密码已重置');
    const audit = (await auditRows(member.username)).filter((r) => r.action === 'member.wpassword.reset');
    expect(audit).toEqual([
      {
        site_code: 'hgtyc',
        action: 'member.wpassword.reset',
        target: member.username,
        before: { withdrawPasswordSet: true },
        after: { withdrawPasswordSet: false },
        detail: { reason: '会员遗忘提款密码' },
      },
    ]);
    // Nothing of the password or its hash is in the audit log.
    expect(JSON.stringify(audit)).not.toMatch(/argon|\$|135790|246801/);
  });

  it("sends a message to the member's inbox once per request id; 50 concurrent sends are 50 messages, each audited once", async () => {
    const member = await buildMember(ctx);
    const requestId = randomUUID();
    const first = await message(ops.support, member.username, {
      title: ' 您好 ',
      body: '欢迎回来',
      requestId,
    });
    expect(first.body).toMatchObject({
      status: true,
      data: { username: member.username, title: '您好', body: '欢迎回来' },
    });
    // The same request again (a retried click) answers the same message and writes nothing.
    const retry = await message(ops.support, member.username, { title: '您好', body: '欢迎回来', requestId });
    expect(retry.body.data).toEqual(first.body.data);
    let inbox = await listOf(ctx, member.token, 'personal');
    expect(inbox.list.filter((m) => m.kind === 'operator')).toEqual([
      expect.objectContaining({
        id: Number(first.body.data.id),
        title: '您好',
        body: '欢迎回来',
        read: false,
      }),
    ]);

    const sends = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        message(ops.support, member.username, { title: `第${i}条`, body: `内容${i}` }),
      ),
    );
    expect(sends.every((s) => s.body.status)).toBe(true);
    inbox = await listOf(ctx, member.token, 'personal');
    const titles = inbox.list.filter((m) => m.kind === 'operator').map((m) => m.title);
    expect(titles).toHaveLength(50); // the page holds 50: the newest 50 of 51
    const all = await memberMessages(member.id);
    expect(all).toHaveLength(51);
    expect(new Set(all.map((m) => m.title)).size).toBe(51);
    const audit = (await auditRows(member.username)).filter((r) => r.action === 'member.message');
    expect(audit).toHaveLength(51);
    expect(new Set(audit.map((r) => r.after?.messageId)).size).toBe(51);
    expect(audit[0]).toEqual({
      site_code: 'hgtyc',
      action: 'member.message',
      target: member.username,
      before: null,
      after: { messageId: first.body.data.id, title: '您好', body: '欢迎回来' },
      detail: { requestId },
    });
  });

  it('caps the messages to one member per hour; a refused send writes nothing', async () => {
    const member = await buildMember(ctx);
    const cap = MEMBER_CARE_LIMITS.messagesPerMemberPerHour;
    for (let sent = 0; sent < cap; sent += 25) {
      await Promise.all(Array.from({ length: 25 }, () => message(ops.admin, member.username)));
    }
    expect(await memberMessages(member.id)).toHaveLength(cap);
    const over = await message(ops.admin, member.username);
    expect(over.body.code).toBe('MEMBER_MESSAGE_LIMIT');
    expect(over.body.data).toContain(String(cap));
    expect(await memberMessages(member.id)).toHaveLength(cap);
    expect((await auditRows(member.username)).filter((r) => r.action === 'member.message')).toHaveLength(cap);
  });

  async function memberMessages(memberId: bigint) {
    const result: unknown = await ctx.database.db.execute(
      sql`select title from member_messages where member_id = ${memberId} and kind = 'operator' order by id`,
    );
    return ((result as { rows?: unknown[] }).rows ?? result) as { title: string }[];
  }

  it('refuses the roles without the permission, and changes nothing', async () => {
    const member = await buildMember(ctx);
    await withdrawalReady(ctx, member.token, '135790');
    const cases: [string, () => ReturnType<typeof act>][] = [
      ['finance ends', () => endSessions(ops.finance, member.username)],
      ['content ends', () => endSessions(ops.content, member.username)],
      ['support resets', () => resetWpassword(ops.support, member.username)],
      ['finance resets', () => resetWpassword(ops.finance, member.username)],
      ['content resets', () => resetWpassword(ops.content, member.username)],
      ['finance writes', () => message(ops.finance, member.username)],
      ['content writes', () => message(ops.content, member.username)],
    ];
    for (const [name, run] of cases) {
      const res = await run();
      expect(res.status, name).toBe(403);
      expect(res.body.code, name).toBe('OPERATOR_FORBIDDEN');
    }
    expect((await tokenInfo(member.token)).body.status).toBe(true);
    expect(await wpasswordHash(member.id)).not.toBeNull();
    expect(await memberMessages(member.id)).toEqual([]);
    expect(await auditRows(member.username)).toEqual([]);
  });

  it("keeps to the brand: another brand's member is not found like nobody, another brand's operator is refused", async () => {
    const there = await buildMember(ctx, { siteCode: 'blty' });
    await withdrawalReady(ctx, there.token, '135790').catch(() => undefined);
    const here = await buildMember(ctx);
    const runs = (username: string) => [
      () => endSessions(ops.admin, username),
      () => resetWpassword(ops.admin, username),
      () => message(ops.admin, username),
    ];
    const foreign = runs(there.username);
    const nobody = runs('zz_nobody9');
    for (let i = 0; i < foreign.length; i += 1) {
      const a = await foreign[i]!();
      const b = await nobody[i]!();
      expect(a.body.code).toBe('MEMBER_NOT_FOUND');
      expect({ ...a.body }).toEqual({ ...b.body });
    }
    // An operator bound to blty may not act at hgtyc, on any member.
    for (const res of [
      await endSessions(ops.foreign, here.username),
      await resetWpassword(ops.foreign, here.username),
      await message(ops.foreign, here.username),
    ]) {
      expect(res.body.code).toBe('OPERATOR_FORBIDDEN');
    }
    // The blty member's session still works: nothing was ended across brands.
    const info = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/member/token',
      headers: clientHeaders('blty', { t: there.token }),
    });
    expect(info.body.status).toBe(true);
    expect((await tokenInfo(here.token)).body.status).toBe(true);
    expect(await auditRows(there.username)).toEqual([]);
    expect(await auditRows(here.username)).toEqual([]);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const member = await buildMember(ctx);
    await withdrawalReady(ctx, member.token, '135790');
    const u = member.username;
    const cases: [string, object][] = [
      ['sessions/end', { username: u }],
      ['sessions/end', { username: u, reason: '短' }],
      ['sessions/end', { username: u, reason: '长'.repeat(201) }],
      ['sessions/end', { username: u, reason: '   ' }],
      ['withdraw-password/reset', { username: u, reason: 'x' }],
      ['withdraw-password/reset', { username: u, reason: 42 }],
      ['withdraw-password/reset', { username: 'ab', reason: '原因充分' }],
      ['message', { username: u, title: '', body: '内容', requestId: randomUUID() }],
      ['message', { username: u, title: '   ', body: '内容', requestId: randomUUID() }],
      ['message', { username: u, title: '题'.repeat(41), body: '内容', requestId: randomUUID() }],
      ['message', { username: u, title: '标题', body: '', requestId: randomUUID() }],
      ['message', { username: u, title: '标题', body: '字'.repeat(1001), requestId: randomUUID() }],
      ['message', { username: u, title: '标题', body: '内容' }],
      ['message', { username: u, title: '标题', body: '内容', requestId: 'bad id!' }],
    ];
    for (const [path, payload] of cases) {
      const res = await act(ops.admin, path, payload);
      const name = `${path} ${JSON.stringify(payload).slice(0, 80)}`;
      expect(res.status, name).toBeLessThan(500);
      expect(res.body.code, name).toBe('BAD_REQUEST');
      expect(res.body.data, name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(
      (await act(ops.admin, 'message', { username: u, title: '', body: '内容', requestId: randomUUID() }))
        .body.data,
    ).toContain('标题');
    // Exactly at the limits is accepted.
    const edge = await message(ops.admin, u, { title: '题'.repeat(40), body: '字'.repeat(1000) });
    expect(edge.body.status).toBe(true);
    expect((await tokenInfo(member.token)).body.status).toBe(true);
    expect(await wpasswordHash(member.id)).not.toBeNull();
    expect(await memberMessages(member.id)).toHaveLength(1);
    expect((await auditRows(u)).map((r) => r.action)).toEqual(['member.message']);
  });
});
