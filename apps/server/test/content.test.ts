import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.audit.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { adminPost, balanceOf, operatorTokens } from './wallet-helpers.ts';

const TUTORIAL_SLUGS = [
  'sportRules',
  'bettingIntroduction',
  'betStrategy',
  'withdraw',
  'transfer',
  'deposit',
  'example',
  'games',
  'tech',
  'contact',
  'gamesAnswer',
  'knowExchange',
  'knowVirtualCurrency',
  'protocolDifference',
];

/**
 * Issue 13: activities, sponsor page, help centre and tutorials. Per-brand content, time windows,
 * one application per member (a bonus paid once, even with 50 applies at once), operator edits
 * audited, another brand's rows out of reach, bad ids answered with clear codes.
 */
describe.each(BACKENDS)('content (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, site: Parameters<typeof clientHeaders>[0] = 'hgtyc', token?: string) =>
    call(ctx.app, { method: 'GET', url, headers: clientHeaders(site, token ? { t: token } : {}) });
  const apply = (token: string, id: unknown, site: Parameters<typeof clientHeaders>[0] = 'hgtyc') =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/promo/apply',
      headers: { ...clientHeaders(site, { t: token }), 'content-type': 'application/json' },
      payload: { id },
    });
  const adminGet = (path: string, site: Parameters<typeof clientHeaders>[0] = 'hgtyc') =>
    call(ctx.app, {
      method: 'GET',
      url: `/api/admin/v1/${path}`,
      headers: { ...clientHeaders(site), authorization: `Bearer ${ops.admin}` },
    });

  it('lists every tutorial article per brand, with the brand in its text', async () => {
    const list = await get('/api/findmed/v1/help/articles');
    expect(list.body.status).toBe(true);
    const slugs = list.body.data.articles.map((a: { slug: string }) => a.slug);
    for (const slug of TUTORIAL_SLUGS) expect(slugs).toContain(slug);
    expect(slugs).not.toContain('sponsor');
    const tech = await get('/api/findmed/v1/help/articles?category=tech');
    expect(tech.body.data.articles.every((a: { category: string }) => a.category === 'tech')).toBe(true);
    expect(tech.body.data.articles.length).toBeGreaterThan(1);

    const rules = await get('/api/findmed/v1/help/article?slug=sportRules');
    expect(rules.body.data.title).toBe('体育规则');
    const other = await get('/api/findmed/v1/help/article?slug=sportRules', 'blhg');
    expect(JSON.stringify(rules.body.data.body)).not.toBe(JSON.stringify(other.body.data.body));
    const games = await get('/api/findmed/v1/help/article?slug=games');
    expect(JSON.stringify(games.body.data.body)).toContain('闲家第三张牌');
  });

  it('answers bad and unknown slugs with clear codes', async () => {
    expect((await get('/api/findmed/v1/help/article?slug=nope-article')).body.code).toBe('ARTICLE_NOT_FOUND');
    const bad = await get('/api/findmed/v1/help/article?slug=%3Cscript%3E');
    expect(bad.body.status).toBe(false);
    expect(bad.body.code).toBe('BAD_REQUEST');
    // The sponsor page is not a help article (its feature may be off).
    expect((await get('/api/findmed/v1/help/article?slug=sponsor')).body.code).toBe('ARTICLE_NOT_FOUND');
  });

  it('shows the sponsor page only where the brand has the feature', async () => {
    const page = await get('/api/findmed/v1/sponsor');
    expect(page.body.status).toBe(true);
    expect(page.body.data.body.some((b: { t: string }) => b.t === 'img')).toBe(true);
    expect((await get('/api/findmed/v1/sponsor', 'betwin')).body.code).toBe('FEATURE_DISABLED');
  });

  it('lists promotions by time window and category', async () => {
    const all = (await get('/api/findmed/v1/promo/list')).body.data.list as { id: number; state: string }[];
    expect(new Set(all.map((p) => p.state))).toEqual(new Set(['upcoming', 'running', 'ended']));
    for (const state of ['upcoming', 'running', 'ended']) {
      const list = (await get(`/api/findmed/v1/promo/list?state=${state}`)).body.data.list;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p: { state: string }) => p.state === state)).toBe(true);
    }
    const sports = (await get('/api/findmed/v1/promo/list?category=sports')).body.data.list;
    expect(sports.every((p: { category: string }) => p.category === 'sports')).toBe(true);
    expect((await get('/api/findmed/v1/promo/list?state=later')).body.code).toBe('BAD_REQUEST');

    const detail = await get('/api/findmed/v1/promo/detail?id=1');
    expect(detail.body.data).toMatchObject({
      id: 1,
      state: 'running',
      applyMode: 'review',
      application: null,
    });
    expect(detail.body.data.body.length).toBeGreaterThan(0);
  });

  it('answers bad promotion ids with clear codes and changes nothing', async () => {
    expect((await get('/api/findmed/v1/promo/detail?id=999')).body.code).toBe('PROMO_NOT_FOUND');
    for (const id of ['abc', '0', '-1', '1.5', '']) {
      expect((await get(`/api/findmed/v1/promo/detail?id=${id}`)).body.code).toBe('BAD_REQUEST');
    }
    const m = await buildMember(ctx);
    expect((await apply(m.token, 'x')).body.code).toBe('BAD_REQUEST');
    expect((await apply(m.token, 999)).body.code).toBe('PROMO_NOT_FOUND');
    expect((await apply(m.token, 3)).body.code).toBe('PROMO_NO_APPLY');
    expect((await apply(m.token, 5)).body.code).toBe('PROMO_NOT_RUNNING');
    const guest = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/promo/apply',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { id: 2 },
    });
    expect(guest.body.status).toBe(false);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from promo_applications where member_id = ${m.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('pays an instant bonus exactly once for 50 concurrent applies, with its turnover', async () => {
    const m = await buildMember(ctx);
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(m.token, 2)));
    const ok = answers.filter((a) => a.body.status);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.data).toMatchObject({ promoId: 2, state: 'approved', bonus: '8.0000' });
    expect(answers.filter((a) => a.body.code === 'PROMO_APPLIED')).toHaveLength(49);
    expect((await balanceOf(ctx, m.token)).balance).toBe('8.0000');
    const entries = await ctx.database.db.execute(
      sql`select count(*)::int as n from ledger_entries where kind = 'promo_bonus' and reference = ${ok[0]!.body.data.id}`,
    );
    expect((entries as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const required = await ctx.database.db.execute(
      sql`select coalesce(sum(amount), 0)::text as s from turnover_entries where member_id = ${m.id} and kind = 'require'`,
    );
    expect((required as unknown as { rows: { s: string }[] }).rows[0]!.s).toBe(String(24n * 10_000n));
    const detail = await get('/api/findmed/v1/promo/detail?id=2', 'hgtyc', m.token);
    expect(detail.body.data.application).toMatchObject({ state: 'approved' });
  });

  it('reviews an application: approve pays once (two approvals at once), reject pays nothing', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    const first = await apply(a.token, 1);
    expect(first.body.data).toMatchObject({ state: 'pending', bonus: '88.0000' });
    expect((await apply(a.token, 1)).body.code).toBe('PROMO_APPLIED');
    expect((await balanceOf(ctx, a.token)).balance).toBe('0.0000');
    const second = await apply(b.token, 1);

    const pending = await adminGet('promo/applications?state=pending&promoId=1');
    expect(pending.body.data.list.map((r: { id: string }) => r.id)).toContain(first.body.data.id);

    const approvals = await Promise.all(
      [0, 1].map(() =>
        adminPost(ctx, ops.finance, 'promo/application', { id: first.body.data.id, action: 'approve' }),
      ),
    );
    expect(approvals.filter((r) => r.body.status)).toHaveLength(1);
    expect(approvals.filter((r) => r.body.code === 'PROMO_APPLICATION_DECIDED')).toHaveLength(1);
    expect((await balanceOf(ctx, a.token)).balance).toBe('88.0000');

    const rejected = await adminPost(ctx, ops.admin, 'promo/application', {
      id: second.body.data.id,
      action: 'reject',
      reason: '不符合首存条件',
    });
    expect(rejected.body.data.state).toBe('rejected');
    expect((await balanceOf(ctx, b.token)).balance).toBe('0.0000');
    expect(
      (await adminPost(ctx, ops.admin, 'promo/application', { id: '99999999', action: 'approve' })).body.code,
    ).toBe('PROMO_APPLICATION_NOT_FOUND');

    const audit = await adminGet('audit');
    const actions = audit.body.data.list.map((r: { action: string }) => r.action);
    expect(actions).toContain('promo.application.approve');
    expect(actions).toContain('promo.application.reject');
  });

  it("keeps another brand's promotions and applications out of reach", async () => {
    const m = await buildMember(ctx, { siteCode: 'blhg' });
    await apply(m.token, 2, 'blhg');
    // The blhg application is not in hgtyc's list, and a hgtyc operator edit does not touch blhg.
    const list = await adminGet('promo/applications?promoId=2');
    expect(list.body.data.list.some((r: { username: string }) => r.username === m.username)).toBe(false);
    await adminPost(ctx, ops.admin, 'promo', { id: 4, enabled: false });
    expect((await get('/api/findmed/v1/promo/detail?id=4')).body.code).toBe('PROMO_NOT_FOUND');
    expect((await get('/api/findmed/v1/promo/detail?id=4', 'blhg')).body.status).toBe(true);
    // A hgtyc session cannot apply on blhg.
    const h = await buildMember(ctx);
    expect((await apply(h.token, 2, 'blhg')).body.status).toBe(false);
    await adminPost(ctx, ops.admin, 'promo', { id: 4, enabled: true });
  });

  it('lets an operator edit articles and promotions, audited, and validates the blocks', async () => {
    const edited = await adminPost(ctx, ops.admin, 'content/article', {
      slug: 'contact',
      title: '联系客服',
      body: [{ t: 'p', text: '客服 7×24 小时在线。' }],
    });
    expect(edited.body.data.title).toBe('联系客服');
    expect((await get('/api/findmed/v1/help/article?slug=contact')).body.data.body).toEqual([
      { t: 'p', text: '客服 7×24 小时在线。' },
    ]);
    // Raw HTML blocks, external links and foreign images are refused; nothing changes.
    for (const body of [
      [{ t: 'html', text: '<script>alert(1)</script>' }],
      [{ t: 'link', text: 'x', to: 'javascript:alert(1)' }],
      [{ t: 'link', text: 'x', to: '//evil.example/' }],
      [{ t: 'img', src: 'https://evil.example/a.png', alt: '' }],
    ]) {
      const refused = await adminPost(ctx, ops.admin, 'content/article', { slug: 'contact', body });
      expect(refused.body.code).toBe('BAD_REQUEST');
    }
    // An empty title or a long summary: the form's own sentence in Chinese, nothing changed.
    for (const [field, value, sentence] of [
      ['title', '   ', '请填写标题（1-60字）'],
      ['summary', '长'.repeat(201), '摘要最多200字'],
    ] as const) {
      for (const path of ['content/article', 'promo']) {
        const payload = path === 'promo' ? { id: 4, [field]: value } : { slug: 'contact', [field]: value };
        const refused = await adminPost(ctx, ops.admin, path, payload);
        expect(refused.body).toMatchObject({ status: false, code: 'BAD_REQUEST' });
        expect(String(refused.body.data)).toContain(sentence);
      }
    }
    expect((await get('/api/findmed/v1/help/article?slug=contact')).body.data.title).toBe('联系客服');
    expect(
      (await adminPost(ctx, ops.admin, 'content/article', { slug: 'nothing', title: 'x' })).body.code,
    ).toBe('ARTICLE_NOT_FOUND');
    // Finance may review applications but not edit content.
    expect(
      (await adminPost(ctx, ops.finance, 'content/article', { slug: 'contact', title: 'y' })).body.status,
    ).toBe(false);

    const start = new Date(Date.now() + 3_600_000).toISOString();
    const moved = await adminPost(ctx, ops.admin, 'promo', { id: 2, startsAt: start });
    expect(moved.body.data.state).toBe('upcoming');
    expect(
      (await get('/api/findmed/v1/promo/list?state=upcoming')).body.data.list.map(
        (p: { id: number }) => p.id,
      ),
    ).toContain(2);
    const m = await buildMember(ctx);
    expect((await apply(m.token, 2)).body.code).toBe('PROMO_NOT_RUNNING');
    const bad = await adminPost(ctx, ops.admin, 'promo', {
      id: 2,
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(bad.body.code).toBe('PROMO_WINDOW');
    await adminPost(ctx, ops.admin, 'promo', {
      id: 2,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });

    const audit = await adminGet('audit');
    const actions = audit.body.data.list.map((r: { action: string }) => r.action);
    expect(actions).toContain('content.article.update');
    expect(actions).toContain('promo.update');
    const articles = await adminGet('content/articles');
    expect(articles.body.data.list.some((a: { slug: string }) => a.slug === 'sponsor')).toBe(true);
    const promos = await adminGet('promos');
    expect(promos.body.data.list.length).toBeGreaterThanOrEqual(7);
  });

  it('leaves the books clean', async () => {
    const report = await auditLedger(ctx.database.db);
    expect(report.problems).toEqual([]);
  });
});
