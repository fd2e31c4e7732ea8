import { formatAmount } from '@houseline/shared/money/amount';
import type { FastifyInstance } from 'fastify';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { DepositService } from './deposit.service.ts';
import type { SandboxChain } from './sandbox-chain.ts';
import { buildSandboxCallback } from './sandbox-gateway.ts';

const ORDER_NO = /^D\d{8,24}$/;

type DemoVenueFailure = 'none' | 'error' | 'lost' | 'down' | 'refuse';

/** The demo venue's switches, as the venues module's demo venue offers them. */
export interface DemoVenueSwitches {
  control(next?: { latencyMs?: number; failure?: DemoVenueFailure }): {
    latencyMs: number;
    failure: DemoVenueFailure;
  };
}

function payPage(order: { orderNo: string; amount: bigint; currency: string; status: string }): string {
  const open = order.status === 'created' || order.status === 'pending';
  const amount = formatAmount(order.amount, { minor: true });
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙盒支付收银台</title>
<style>
body{margin:0;font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#eef2f7;color:#1f2933}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 18px #0001}
h1{font-size:18px;margin:0 0 4px}.tag{display:inline-block;background:#fde68a;color:#92400e;border-radius:4px;padding:2px 8px;font-size:12px}
.amount{font-size:34px;font-weight:700;margin:22px 0 6px}.muted{color:#667085;font-size:13px}
button{width:100%;padding:14px;border:0;border-radius:8px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#f1f5f9;color:#b42318}
</style></head><body><main>
<h1>沙盒支付收银台</h1><span class="tag">测试环境 · 不会产生真实扣款</span>
<div class="amount">${amount} <small>${order.currency}</small></div>
<div class="muted">订单号：${order.orderNo}</div>
${
  open
    ? `<form method="post"><button class="pay" name="action" value="pay" type="submit">确认支付</button>
<button class="fail" name="action" value="fail" type="submit">模拟支付失败</button></form>`
    : `<p>该订单已处理（${order.status}）。</p><a href="/finance/deposit/info?orderNo=${order.orderNo}">返回</a>`
}
</main></body></html>`;
}

/**
 * Sandbox-only routes: the sandbox gateway's pay page (which sends its signed callback through
 * HTTP, as a real gateway's server would), the simulated USDT chain, and the demo venue's switches.
 */
export function registerSandboxWalletRoutes(
  app: FastifyInstance,
  endpoint: EndpointRegistrar,
  deps: {
    deposits: DepositService;
    chain: SandboxChain;
    demoVenue: DemoVenueSwitches;
    gatewaySecret: string;
    now: () => Date;
  },
): void {
  const { deposits, demoVenue } = deps;

  app.get<{ Params: { orderNo: string } }>('/api/sandbox/v1/pay/:orderNo', async (request, reply) => {
    const { orderNo } = request.params;
    const order = ORDER_NO.test(orderNo) ? await deposits.openPayPage(orderNo) : undefined;
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send('<p>订单不存在</p>');
    return reply.type('text/html; charset=utf-8').send(payPage(order));
  });

  app.post<{ Params: { orderNo: string }; Body: { action?: string } }>(
    '/api/sandbox/v1/pay/:orderNo',
    async (request, reply) => {
      const { orderNo } = request.params;
      const order = ORDER_NO.test(orderNo) ? await deposits.openPayPage(orderNo) : undefined;
      if (!order) return reply.code(404).type('text/html; charset=utf-8').send('<p>订单不存在</p>');
      const status = request.body?.action === 'fail' ? 'failed' : 'paid';
      const amount = `${order.amount / 10_000n}.${(order.amount % 10_000n).toString().padStart(4, '0')}`;
      const callback = buildSandboxCallback(deps.gatewaySecret, orderNo, amount, status, deps.now());
      // The gateway's server calls ours back over HTTP.
      const answer = await app.inject({
        method: 'POST',
        url: '/api/pay/v1/callback/sandpay',
        payload: callback,
      });
      request.log.info({ orderNo, status, answer: answer.body }, 'sandbox gateway callback delivered');
      return reply.redirect(`/finance/deposit/info?orderNo=${orderNo}`, 303);
    },
  );

  endpoint('sandboxChainSend', async (_request, input) => deps.chain.chainSend(input.address, input.amount));
  endpoint('sandboxVenueControl', async (_request, input) => demoVenue.control(input));
}

/**
 * Payment gateways' callbacks: a plain-text answer, as gateways expect ("success" stops their
 * retries, so it is sent only once the notice's effect is committed). A bad signature is 401; a
 * failure of ours is 500 "fail", logged at error level, and the gateway delivers again.
 */
export function registerGatewayCallbacks(app: FastifyInstance, deposits: DepositService): void {
  app.post<{ Params: { gateway: string } }>('/api/pay/v1/callback/:gateway', async (request, reply) => {
    if (request.params.gateway !== 'sandpay') return reply.code(404).type('text/plain').send('fail');
    try {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const result = await deposits.gatewayCallback(body);
      return reply.type('text/plain').send(result);
    } catch (error) {
      if (error instanceof AppError && error.code === 'SIGNATURE_INVALID') {
        request.log.warn({ err: error }, 'gateway callback refused');
        return reply.code(401).type('text/plain').send('fail');
      }
      request.log.error({ err: error }, 'gateway callback not applied; the gateway will deliver again');
      return reply.code(500).type('text/plain').send('fail');
    }
  });
}
