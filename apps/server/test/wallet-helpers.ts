import { randomUUID } from 'node:crypto';
import { buildSandboxCallback } from '../src/modules/wallet/sandbox-gateway.ts';
import { call, clientHeaders, encryptPassword, postForm, type TestContext } from './helpers.ts';

export const ADMIN = { username: 'opadmin', password: 'Admin-pass-2026' };
export const FINANCE = { username: 'opfinance', password: 'Finance-pass-2026' };

/** Creates the two test operators (once per app) and logs them in. */
export async function operatorTokens(ctx: TestContext): Promise<{ admin: string; finance: string }> {
  await ctx.app.services.operators.create({ ...ADMIN, role: 'admin' });
  await ctx.app.services.operators.create({ ...FINANCE, role: 'finance' });
  const login = async (o: { username: string; password: string }) =>
    (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/admin/v1/login',
        headers: { ...clientHeaders(), 'content-type': 'application/json' },
        payload: o,
      })
    ).body.data.token as string;
  return { admin: await login(ADMIN), finance: await login(FINANCE) };
}

/** Logs an operator in: their bearer token. */
export async function loginOperator(ctx: TestContext, username: string, password: string): Promise<string> {
  const r = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/login',
    headers: { ...clientHeaders(), 'content-type': 'application/json' },
    payload: { username, password },
  });
  return r.body.data.token as string;
}

export function adminPost(ctx: TestContext, token: string, path: string, payload: Record<string, unknown>) {
  return call(ctx.app, {
    method: 'POST',
    url: `/api/admin/v1/${path}`,
    headers: { ...clientHeaders(), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
}

export function memberGet(ctx: TestContext, token: string, url: string) {
  return call(ctx.app, { method: 'GET', url, headers: clientHeaders('hgtyc', { t: token }) });
}

export function memberPost(ctx: TestContext, token: string, url: string, fields: Record<string, string>) {
  return postForm(ctx, url, fields, clientHeaders('hgtyc', { t: token }));
}

export async function balanceOf(ctx: TestContext, token: string) {
  return (await memberGet(ctx, token, '/api/findmed/v1/member/balance')).body.data as {
    balance: string;
    virtual: { balance: string } | null;
    frozen: string;
    version: string;
  };
}

/** Funds a member through the sandbox gateway: order, signed callback, credited. */
export async function depositByGateway(
  ctx: TestContext,
  token: string,
  amount: string,
  at: Date = new Date(),
): Promise<string> {
  const order = await memberPost(ctx, token, '/api/findmed/v1/deposit/create', {
    channelId: 'sandpay',
    amount,
    requestId: randomUUID(),
  });
  if (!order.body.status) throw new Error(`deposit failed: ${JSON.stringify(order.body)}`);
  const orderNo = order.body.data.orderNo as string;
  const callback = buildSandboxCallback(
    ctx.config.gatewaySecret,
    orderNo,
    order.body.data.amount,
    'paid',
    at,
  );
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/pay/v1/callback/sandpay',
    payload: callback,
  });
  if (answer.body !== 'success') throw new Error(`callback refused: ${answer.body}`);
  return orderNo;
}

/** Sets the withdrawal password and adds a bank card; returns the account id. */
export async function withdrawalReady(ctx: TestContext, token: string, wpassword = '135790') {
  const enc = (v: string) => encryptPassword(ctx, v);
  await memberPost(ctx, token, '/api/findmed/v1/member/wpassword', {
    password: await enc(wpassword),
    confirmPassword: await enc(wpassword),
  });
  await memberPost(ctx, token, '/api/findmed/v1/member/realname', { realName: '王小明' });
  const card = await memberPost(ctx, token, '/api/findmed/v1/member/cards/bank', {
    bankCode: 'ICBC',
    cardNo: '6222020200112233446',
    wpassword: await enc(wpassword),
  });
  if (!card.body.status) throw new Error(`card failed: ${JSON.stringify(card.body)}`);
  return card.body.data.accounts[0].id as string;
}

/** The reconciling books audit of a test app, with the books of every venue we can read. */
export async function auditMoney(ctx: TestContext) {
  const { auditBooks } = await import('../src/modules/ledger/ledger.audit.ts');
  const venueBooks = ctx.app.services.venues.adapters().flatMap((a) => (a.books ? [a.books] : []));
  return auditBooks(ctx.database.db, { venueBooks });
}
