import { randomUUID } from 'node:crypto';
import { buildSandboxCallback } from '../src/modules/wallet/sandbox-gateway.ts';
import type { TestContext } from './helpers.ts';
import { memberGet, memberPost } from './wallet-helpers.ts';

/** Helpers of the player-protection tests (issue 25). */

export const P = '/api/findmed/v1/protection';

export function protectionPost(
  ctx: TestContext,
  token: string,
  path: string,
  fields: Record<string, string>,
) {
  return memberPost(ctx, token, `${P}/${path}`, fields);
}

export function protectionState(ctx: TestContext, token: string) {
  return memberGet(ctx, token, `${P}/state`);
}

export async function setLimit(
  ctx: TestContext,
  token: string,
  kind: string,
  period: string,
  amount: string,
) {
  const res = await protectionPost(ctx, token, 'limit/set', { kind, period, amount });
  if (!res.body.status) throw new Error(`limit/set failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Opens a deposit order (nothing paid yet): the moment the deposit limit is checked. */
export function openDeposit(ctx: TestContext, token: string, amount: string) {
  return memberPost(ctx, token, '/api/findmed/v1/deposit/create', {
    channelId: 'sandpay',
    amount,
    requestId: randomUUID(),
  });
}

/** A fresh session for a member (the fake clock jumping a day ends the old one's idle time). */
export function newSession(ctx: TestContext, memberId: bigint): Promise<string> {
  return ctx.app.services.sessions.create({ memberId, siteCode: 'hgtyc', deviceNo: 'test', ip: '127.0.0.9' });
}

/** Opens a deposit order and, when it opened, pays it through the sandbox gateway's callback. */
export async function depositPaid(ctx: TestContext, token: string, amount: string, at: Date) {
  const order = await openDeposit(ctx, token, amount);
  if (!order.body.status) return order;
  const callback = buildSandboxCallback(
    ctx.config.gatewaySecret,
    order.body.data.orderNo,
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
  return order;
}
