import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { adminPost, depositByGateway, operatorTokens } from './wallet-helpers.ts';

function get(ctx: TestContext, token: string, url: string, siteCode = 'hgtyc') {
  return call(ctx.app, {
    method: 'GET',
    url,
    headers: { ...clientHeaders(siteCode as 'hgtyc', { lang: 'zh-CN' }), authorization: `Bearer ${token}` },
  });
}

async function login(ctx: TestContext, username: string, password: string) {
  const r = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/login',
    headers: { ...clientHeaders(), 'content-type': 'application/json' },
    payload: { username, password },
  });
  return r.body.data.token as string;
}

describe.each(BACKENDS)('player 360 and reports (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string; content: string; support: string; boundOther: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'content' | 'support', brands: string[] | null = null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return login(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      content: await make('opcontent', 'content'),
      support: await make('opsupport', 'support'),
      boundOther: await make('opsupporthy', 'support', ['hgty']),
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('shows a player of the brand with wallets, deposits, ledger and logins; not another brand', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '300');
    await ctx.database.db.execute(
      sql`insert into auth_events (site_code, kind, subject, member_id, success, ip, device_no)
          values ('hgtyc', 'login', ${m.username}, ${m.id}, true, '198.51.100.7', 'dev-360')`,
    );
    const profile = (await get(ctx, ops.support, `/api/admin/v1/players/profile?memberId=${m.id}`)).body;
    expect(profile.status).toBe(true);
    expect(profile.data).toMatchObject({ username: m.username, status: 'active' });
    expect(Number(profile.data.totals.deposits)).toBe(300);
    expect(profile.data.wallets.some((w: { balance: string }) => Number(w.balance) === 300)).toBe(true);

    const records = async (kind: string, token = ops.support) =>
      (await get(ctx, token, `/api/admin/v1/players/records?memberId=${m.id}&kind=${kind}`)).body;
    const deposits = (await records('deposits')).data;
    expect(deposits.total).toBe(1);
    expect(Number(deposits.list[0].amount)).toBe(300);
    expect((await records('ledger')).data.total).toBeGreaterThanOrEqual(1);
    expect((await records('logins')).data.list[0]).toMatchObject({ ip: '198.51.100.7', status: 'ok' });
    for (const kind of ['withdrawals', 'sportsBets', 'venueBets', 'notes', 'audit']) {
      expect((await records(kind)).status).toBe(true);
    }

    // Another brand's operator, or the same id asked under another brand: not found / refused.
    const other = await get(ctx, ops.boundOther, `/api/admin/v1/players/profile?memberId=${m.id}`, 'hgty');
    expect(other.body).toMatchObject({ status: false, code: 'MEMBER_NOT_FOUND' });
    const bound = await get(ctx, ops.boundOther, `/api/admin/v1/players/profile?memberId=${m.id}`);
    expect(bound.body.status).toBe(false);
    expect(bound.body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await records('deposits', ops.content)).code).toBe('OPERATOR_FORBIDDEN');
  });

  it('adds a note with exactly one audit row; a bad note is refused in Chinese and adds nothing', async () => {
    const m = await buildMember(ctx);
    const bad = await adminPost(ctx, ops.support, 'players/notes', { memberId: String(m.id), body: 'x' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.status).toBe(false);
    expect(String(bad.body.data)).toContain('请填写备注');
    const note = await adminPost(ctx, ops.support, 'players/notes', {
      memberId: String(m.id),
      body: '来电核实身份，已通过',
    });
    expect(note.body.data).toMatchObject({ detail: '来电核实身份，已通过', by: 'opsupport' });
    const notes = (await get(ctx, ops.support, `/api/admin/v1/players/records?memberId=${m.id}&kind=notes`))
      .body;
    expect(notes.data.total).toBe(1);
    const audit = (await get(ctx, ops.admin, `/api/admin/v1/players/records?memberId=${m.id}&kind=audit`))
      .body;
    expect(audit.data.list).toHaveLength(1);
    expect(audit.data.list[0]).toMatchObject({ status: 'member.note', by: 'opsupport' });
    expect(
      (await adminPost(ctx, ops.content, 'players/notes', { memberId: String(m.id), body: '内容' })).body
        .code,
    ).toBe('OPERATOR_FORBIDDEN');
  });

  it('reports a date range per day with bonus and NGR, and bets by product; refuses a bad range', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '120');
    await adminPost(ctx, ops.admin, 'members/adjust', {
      username: m.username,
      amount: '8',
      reason: '活动补偿',
      requestId: `adj-${m.id}-report`,
    });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 8 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    const report = (await get(ctx, ops.finance, `/api/admin/v1/reports/daily?from=${from}&to=${today}`)).body;
    expect(report.status).toBe(true);
    expect(report.data.days).toHaveLength(7);
    const last = report.data.days[6];
    expect(last.day).toBe(today);
    expect(Number(last.deposits)).toBeGreaterThanOrEqual(120);
    expect(Number(last.bonus)).toBeGreaterThanOrEqual(8);
    expect(Number(last.ngr)).toBe(Number(last.ggr) - Number(last.bonus));
    expect(Array.isArray(report.data.products)).toBe(true);

    const bad = (await get(ctx, ops.finance, `/api/admin/v1/reports/daily?from=${today}&to=${from}`)).body;
    expect(bad).toMatchObject({ status: false });
    expect(String(bad.data)).toContain('日期范围');
    expect(
      (await get(ctx, ops.support, `/api/admin/v1/reports/daily?from=${from}&to=${today}`)).body.code,
    ).toBe('OPERATOR_FORBIDDEN');
  });
});
