import { BRANDS } from '@houseline/shared/brands/registry';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { loginOperator, operatorTokens } from './wallet-helpers.ts';

type Site = Parameters<typeof clientHeaders>[0];

/**
 * Issue 24 (decision 0078): the brand's home — notice bar and banners — seeded from the registry,
 * edited by a content operator, served in the site config; each write audited once with before and
 * after; bad input refused in Chinese and changing nothing; another brand's banner out of reach.
 */
describe.each(BACKENDS)('the brand home in the console (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; content: string; support: string; boundHgty: string };
  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'content' | 'support', brands: string[] | null = null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      admin: base.admin,
      content: await make('opcontenthome', 'content'),
      support: await make('opsupporthome', 'support'),
      boundHgty: await make('opcontenthgty', 'content', ['hgty']),
    };
  });
  afterAll(async () => ctx?.close());

  const md = async (site: Site = 'hgtyc') =>
    (await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/md', headers: clientHeaders(site) })).body
      .data.home as {
      notice: string;
      banners: { id: number; title: string; imageUrl: string; link: string }[];
    };
  const admin = (
    token: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    site: Site = 'hgtyc',
  ) =>
    call(ctx.app, {
      method,
      url: `/api/admin/v1/site/${path}`,
      headers: {
        ...clientHeaders(site, { lang: 'zh-CN' }),
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result: unknown = await ctx.database.db.execute(query);
    return ((result as { rows?: T[] }).rows ?? result) as T[];
  };
  const auditRows = (action: string) =>
    rows<{ target: string; before: unknown; after: unknown }>(
      sql`select target, before, after from operator_audit where action = ${action} order by id`,
    );
  const bannerCount = async (site: string) =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from site_banners where site_code = ${site}`))[0]
      ?.n;

  it('seeds each brand once from the registry, even with 50 first reads at the same moment', async () => {
    const homes = await Promise.all(Array.from({ length: 50 }, () => md('ylhg')));
    expect(await bannerCount('ylhg')).toBe(BRANDS.ylhg.home.banners.length);
    for (const home of homes) {
      expect(home.notice).toBe(BRANDS.ylhg.home.notice);
      expect(home.banners.map((b) => b.title)).toEqual(BRANDS.ylhg.home.banners.map((b) => b.title));
    }
  });

  it('lets a content operator publish, edit, hide and delete a banner that members see at once', async () => {
    const view = (await admin(ops.content, 'GET', 'home')).body.data;
    expect(view.banners.length).toBe(BRANDS.hgtyc.home.banners.length);
    expect(view.images).toContain('/static/brands/hgtyc/banner-2.webp');
    expect(view.images.some((u: string) => u.startsWith('/static/brands/hgty/'))).toBe(false);

    const created = await admin(ops.content, 'POST', 'banner', {
      title: '双十二狂欢',
      subtitle: '全场加赠',
      imageUrl: '/static/promo/parlay.svg',
      link: '/activity/list',
      sort: 5,
      enabled: true,
    });
    expect(created.body.status).toBe(true);
    const id = created.body.data.id as number;
    expect((await md()).banners[0]).toMatchObject({
      id,
      title: '双十二狂欢',
      imageUrl: '/static/promo/parlay.svg',
    });

    const edited = await admin(ops.content, 'POST', 'banner', {
      id,
      title: '双十二狂欢夜',
      subtitle: '全场加赠',
      imageUrl: '/static/promo/parlay.svg',
      link: '/task',
      sort: 500,
      enabled: true,
    });
    expect(edited.body.data).toMatchObject({ id, title: '双十二狂欢夜', link: '/task', sort: 500 });
    const afterEdit = (await md()).banners;
    expect(afterEdit.at(-1)).toMatchObject({ id, title: '双十二狂欢夜', link: '/task' });

    await admin(ops.content, 'POST', 'banner', { ...edited.body.data, enabled: false, updatedAt: undefined });
    expect((await md()).banners.some((b) => b.id === id)).toBe(false);
    expect(
      (await admin(ops.content, 'GET', 'home')).body.data.banners.some((b: { id: number }) => b.id === id),
    ).toBe(true);

    expect((await admin(ops.content, 'POST', 'banner/delete', { id })).body.data).toEqual({ ok: true });
    expect(
      (await admin(ops.content, 'GET', 'home')).body.data.banners.some((b: { id: number }) => b.id === id),
    ).toBe(false);
    expect((await admin(ops.content, 'POST', 'banner/delete', { id })).body.code).toBe('BANNER_NOT_FOUND');

    // One audit row per write, with the banner before and after.
    const create = await auditRows('banner.create');
    expect(create).toHaveLength(1);
    expect(create[0]).toMatchObject({ target: String(id), before: null, after: { title: '双十二狂欢' } });
    const updates = await auditRows('banner.update');
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({ before: { title: '双十二狂欢' }, after: { title: '双十二狂欢夜' } });
    expect(updates[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const deletes = await auditRows('banner.delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({ before: { id }, after: null });
  });

  it('changes the notice bar for members, audited with the text before and after', async () => {
    const res = await admin(ops.content, 'POST', 'notice', { notice: '系统将于今晚 02:00 维护，敬请留意。' });
    expect(res.body.data.notice).toBe('系统将于今晚 02:00 维护，敬请留意。');
    expect((await md()).notice).toBe('系统将于今晚 02:00 维护，敬请留意。');
    expect((await md('hgty')).notice).toBe(BRANDS.hgty.home.notice);
    const rows = await auditRows('site.notice');
    expect(rows.at(-1)).toMatchObject({
      target: 'hgtyc',
      before: { notice: BRANDS.hgtyc.home.notice },
      after: { notice: '系统将于今晚 02:00 维护，敬请留意。' },
    });
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = await md();
    const good = {
      title: '标题',
      subtitle: '',
      imageUrl: '/static/promo/daily.svg',
      link: '',
      sort: 1,
      enabled: true,
    };
    const cases: [object, string][] = [
      [{ ...good, imageUrl: '/static/brands/hgty/banner-1.webp' }, 'BANNER_IMAGE'],
      [{ ...good, imageUrl: 'https://evil.example/x.png' }, 'BAD_REQUEST'],
      [{ ...good, link: 'javascript:alert(1)' }, 'BAD_REQUEST'],
      [{ ...good, link: '//evil.example' }, 'BAD_REQUEST'],
      [{ ...good, title: '   ' }, 'BAD_REQUEST'],
      [{ ...good, title: '长'.repeat(41) }, 'BAD_REQUEST'],
      [{ ...good, sort: -1 }, 'BAD_REQUEST'],
      [{ ...good, id: 999_999 }, 'BANNER_NOT_FOUND'],
    ];
    for (const [payload, code] of cases) {
      const res = await admin(ops.content, 'POST', 'banner', payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.status).toBe(false);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    const link = await admin(ops.content, 'POST', 'banner', { ...good, link: 'https://elsewhere.example' });
    expect(link.body.data).toContain('跳转页面须为本站路径');
    expect((await admin(ops.content, 'POST', 'notice', { notice: '' })).body.status).toBe(false);
    expect((await admin(ops.content, 'POST', 'notice', { notice: 'x'.repeat(501) })).body.status).toBe(false);
    expect(await md()).toEqual(before);
  });

  it("keeps another brand's banners and the writes of other roles out of reach", async () => {
    const hgtyBanner = (await admin(ops.boundHgty, 'GET', 'home', undefined, 'hgty')).body.data.banners[0];
    const edit = {
      id: hgtyBanner.id,
      title: '跨站改标题',
      subtitle: '',
      imageUrl: '/static/promo/daily.svg',
      link: '',
      sort: 1,
      enabled: true,
    };
    // Through hgtyc's header the id names nothing of that brand.
    expect((await admin(ops.content, 'POST', 'banner', edit)).body.code).toBe('BANNER_NOT_FOUND');
    expect((await admin(ops.content, 'POST', 'banner/delete', { id: hgtyBanner.id })).body.code).toBe(
      'BANNER_NOT_FOUND',
    );
    // An operator bound to hgty cannot act on hgtyc at all; support may not edit the home.
    expect((await admin(ops.boundHgty, 'GET', 'home')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.support, 'GET', 'home')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.support, 'POST', 'notice', { notice: '支持人员改公告' })).body.code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    expect((await md('hgty')).banners[0]?.title).toBe(hgtyBanner.title);
  });
});
