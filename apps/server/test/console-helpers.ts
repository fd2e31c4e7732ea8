import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { call, clientHeaders, type TestContext } from './helpers.ts';
import { loginOperator } from './wallet-helpers.ts';

/** An operator's call of a console endpoint, in Chinese, for a brand (a JSON body when given one). */
export function operatorCall(
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  site: SiteCode = 'hgtyc',
) {
  return call(ctx.app, {
    method,
    url,
    headers: {
      ...clientHeaders(site, { lang: 'zh-CN' }),
      authorization: `Bearer ${token}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

type OperatorRole = Parameters<TestContext['app']['services']['operators']['create']>[0]['role'];

/** A console operator of this role (bound to these brands; null: every brand), signed in: its token. */
export async function newOperator(
  ctx: TestContext,
  username: string,
  role: OperatorRole,
  brands: string[] | null = null,
): Promise<string> {
  await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
  return loginOperator(ctx, username, 'Console-pass-2026');
}

/** The audit rows of one action, oldest first. */
export async function auditRowsOf<Image = Record<string, unknown>>(ctx: TestContext, action: string) {
  const result: unknown = await ctx.database.db.execute(
    sql`select site_code, target, before, after from operator_audit where action = ${action} order by id`,
  );
  return ((result as { rows?: unknown[] }).rows ?? result) as {
    site_code: string;
    target: string;
    before: Image;
    after: Image;
  }[];
}
