import { BRANDS } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, operatorCall } from './console-helpers.ts';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { loginOperator, operatorTokens } from './wallet-helpers.ts';

interface Identity {
  siteName: string | null;
  shortName: string | null;
  slogan: string | null;
}
interface AuditImage {
  siteName: string;
  shortName: string;
  slogan: string;
  custom: { siteName: boolean; shortName: boolean; slogan: boolean };
}

const DEFAULTS: Identity = { siteName: null, shortName: null, slogan: null };

/**
 * Issue 24 (decision 0081): the brand's name, short name and slogan in the console. An admin
 * renames the brand and the site config every page boots from follows at once; null puts the
 * registry's text back; each change is audited once with what members saw before and after; bad
 * input is refused in Chinese and changes nothing; content reads but may not rename, support
 * neither, an operator of another brand neither; 50 renames at once leave one chain of changes.
 */
describe.each(BACKENDS)('the brand settings in the console (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; content: string; support: string; foreign: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'admin' | 'content' | 'support', brands: string[] | null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      admin: base.admin,
      content: await make('opconbrand', 'content', null),
      support: await make('opsupbrand', 'support', null),
      // an admin of another brand only: hgtyc is not theirs to read or rename
      foreign: await make('opadmblty', 'admin', ['blty']),
    };
  });
  afterAll(async () => ctx?.close());

  const admin = (token: string, method: 'GET' | 'POST', payload?: object, site: SiteCode = 'hgtyc') =>
    operatorCall(
      ctx,
      token,
      method,
      method === 'GET' ? '/api/admin/v1/site/brand' : '/api/admin/v1/site/brand/update',
      payload,
      site,
    );
  const update = (input: object, token = ops.admin, site: SiteCode = 'hgtyc') =>
    admin(token, 'POST', input, site);
  const settings = async (site: SiteCode = 'hgtyc') =>
    (await admin(ops.admin, 'GET', undefined, site)).body.data;
  const md = async (site: SiteCode = 'hgtyc') =>
    (await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/md', headers: clientHeaders(site) })).body
      .data as { siteName: string; shortName: string; slogan: string };
  const auditRows = () => auditRowsOf<AuditImage>(ctx, 'site.brand');

  it("shows the registry's texts until an operator sets the brand's own", async () => {
    const view = await settings();
    const registry = {
      siteName: BRANDS.hgtyc.siteName,
      shortName: BRANDS.hgtyc.shortName,
      slogan: BRANDS.hgtyc.slogan,
    };
    expect(view).toMatchObject({
      identity: registry,
      defaults: registry,
      custom: { siteName: false, shortName: false, slogan: false },
    });
    expect(await md()).toMatchObject(registry);
  });

  it('renames the brand for members at once, audits it once, and puts the default back on null', async () => {
    const audited = (await auditRows()).length;
    const saved = await update({ siteName: '禾光体育', shortName: '禾光体', slogan: '禾光相伴' });
    expect(saved.body.status).toBe(true);
    expect(saved.body.data).toMatchObject({
      identity: { siteName: '禾光体育', shortName: '禾光体', slogan: '禾光相伴' },
      defaults: { siteName: BRANDS.hgtyc.siteName },
      custom: { siteName: true, shortName: true, slogan: true },
    });
    expect(await md()).toMatchObject({ siteName: '禾光体育', shortName: '禾光体', slogan: '禾光相伴' });
    // another brand is untouched
    expect((await md('hgty')).siteName).toBe(BRANDS.hgty.siteName);

    const rows = (await auditRows()).slice(audited);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: 'hgtyc',
      before: { siteName: BRANDS.hgtyc.siteName, custom: { siteName: false } },
      after: { siteName: '禾光体育', shortName: '禾光体', slogan: '禾光相伴', custom: { siteName: true } },
    });

    // the slogan back to the registry's, the name kept; then all three back
    await update({ siteName: '禾光体育', shortName: '禾光体', slogan: null });
    expect(await md()).toMatchObject({ siteName: '禾光体育', slogan: BRANDS.hgtyc.slogan });
    expect((await settings()).custom).toEqual({ siteName: true, shortName: true, slogan: false });
    await update(DEFAULTS);
    expect(await md()).toMatchObject({ siteName: BRANDS.hgtyc.siteName, shortName: BRANDS.hgtyc.shortName });
    expect((await auditRows()).length - audited).toBe(3);
  });

  it('refuses bad texts with a Chinese message and changes nothing', async () => {
    await update({ siteName: '禾光之家', shortName: null, slogan: null });
    const before = await settings();
    const audited = (await auditRows()).length;
    const cases: [object, string][] = [
      [{ ...DEFAULTS, siteName: '禾' }, '站点名称'],
      [{ ...DEFAULTS, siteName: '   ' }, '站点名称'],
      [{ ...DEFAULTS, siteName: '禾'.repeat(21) }, '站点名称'],
      [{ ...DEFAULTS, siteName: '<b>禾光</b>' }, '站点名称'],
      // a NUL is refused by the registrar before the schema (its own message)
      [{ ...DEFAULTS, siteName: '禾光\u0000娱乐' }, ''],
      [{ ...DEFAULTS, siteName: '禾光\u0007娱乐' }, '站点名称'],
      [{ ...DEFAULTS, siteName: 42 }, '站点名称'],
      [{ ...DEFAULTS, shortName: '禾光禾光禾光禾光禾' }, '简称'],
      [{ ...DEFAULTS, shortName: '' }, '简称'],
      [{ ...DEFAULTS, slogan: 'x'.repeat(41) }, '标语'],
      [{ ...DEFAULTS, slogan: 'a\nb' }, '标语'],
      [{ siteName: '禾光娱乐' }, ''],
      [{}, ''],
    ];
    for (const [payload, word] of cases) {
      const res = await update(payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe('BAD_REQUEST');
      expect(res.body.data, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
      if (word) expect(res.body.data, JSON.stringify(payload)).toContain(word);
    }
    expect(await settings()).toEqual(before);
    expect(await auditRows()).toHaveLength(audited);
    expect((await md()).siteName).toBe('禾光之家');
    await update(DEFAULTS);
  });

  it('lets content read the settings but not rename, support neither, nor an admin of another brand', async () => {
    const before = await settings();
    const rename = { ...DEFAULTS, siteName: '他人之名' };
    expect((await admin(ops.content, 'GET')).body.status).toBe(true);
    const contentWrite = await update(rename, ops.content);
    expect(contentWrite.status).toBe(403);
    expect(contentWrite.body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.support, 'GET')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await update(rename, ops.support)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.foreign, 'GET')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await update(rename, ops.foreign)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect(await settings()).toEqual(before);
    // their own brand is theirs
    const own = await update({ ...DEFAULTS, siteName: '蓝天之家' }, ops.foreign, 'blty');
    expect(own.body.status).toBe(true);
    expect((await md('blty')).siteName).toBe('蓝天之家');
    expect((await md()).siteName).toBe(BRANDS.hgtyc.siteName);
    await update(DEFAULTS, ops.foreign, 'blty');
  });

  it('keeps one chain of changes under 50 renames at once, each audited once', async () => {
    const audited = (await auditRows()).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => update({ ...DEFAULTS, siteName: `禾光第${i + 1}号` })),
    );
    expect(answers.every((a) => a.body.status)).toBe(true);
    const rows = (await auditRows()).slice(audited);
    expect(rows).toHaveLength(50);
    // each rename saw what the one before it left: the befores are the afters shifted by one
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i]!.before.siteName).toBe(rows[i - 1]!.after.siteName);
    expect((await md()).siteName).toBe(rows.at(-1)!.after.siteName);
    await update(DEFAULTS);
  });
});
