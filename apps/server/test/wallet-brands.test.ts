import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  postForm,
  type TestContext,
} from './helpers.ts';

/**
 * Brand hgty keeps its center wallet in USDT (SPEC.md §9 currency mapping): no separate virtual
 * wallet, no exchange, and USDT from the chain lands in the center wallet.
 */
describe.each(BACKENDS)('wallet of a USDT brand (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false, chainBlockMs: 1 } });
  });
  afterAll(async () => ctx.close());

  const get = (token: string, url: string) =>
    call(ctx.app, { method: 'GET', url, headers: clientHeaders('hgty', { t: token, lang: 'en-US' }) });
  const post = (token: string, url: string, fields: Record<string, string>) =>
    postForm(ctx, url, fields, clientHeaders('hgty', { t: token, lang: 'en-US' }));

  it('has one USDT center wallet, credits chain deposits to it, and offers no exchange', async () => {
    const m = await buildMember(ctx, { siteCode: 'hgty' });
    const wallets = (await get(m.token, '/api/game/walletlist')).body.data as {
      code: string;
      currency: string;
    }[];
    expect(wallets[0]).toMatchObject({ code: 'center', currency: 'USDT' });
    expect(wallets.some((w) => w.code === 'usdt')).toBe(false);
    expect(new Set(wallets.map((w) => w.currency))).toEqual(new Set(['USDT']));

    const channels = (await get(m.token, '/api/findmed/v1/deposit/channels')).body.data as {
      id: string;
      currency: string;
    }[];
    expect(channels.find((c) => c.id === 'usdt_trc20')?.currency).toBe('USDT');

    const { address } = (await get(m.token, '/api/findmed/v1/deposit/address')).body.data;
    await post(m.token, '/api/sandbox/v1/chain/send', { address, amount: '12.5' });
    await new Promise((r) => setTimeout(r, 10));
    await ctx.app.services.chain.watchChain();
    const balance = (await get(m.token, '/api/findmed/v1/member/balance')).body.data;
    expect(balance).toMatchObject({ balance: '12.5000', currency: 'USDT', virtual: null });
    // Turnover in the center currency, which is USDT here: no conversion.
    expect((await get(m.token, '/api/findmed/v1/withdraw/info')).body.data.turnoverRemaining).toBe('12.5000');

    const quote = await post(m.token, '/api/findmed/v1/wallet/exchange/quote', {
      from: 'center',
      to: 'usdt',
      amount: '10',
    });
    expect(quote.body).toMatchObject({
      status: false,
      code: 'EXCHANGE_UNAVAILABLE',
      data: 'This exchange is not available',
    });
    const assets = (await get(m.token, '/api/findmed/v1/wallet/assets')).body.data;
    expect(assets).toMatchObject({ total: '12.5000', currency: 'USDT', rate: null });
  });

  it("does not let a token of one brand into another brand's wallet", async () => {
    const m = await buildMember(ctx, { siteCode: 'hgty' });
    const crossed = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/member/balance',
      headers: clientHeaders('hgtyc', { t: m.token }),
    });
    expect(crossed.body).toEqual({ status: false, data: 'token', code: 'SESSION_INVALID' });
  });
});
