import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { memberGet, memberPost } from './wallet-helpers.ts';

/**
 * The online gateway and the USDT chain have only sandbox providers today: outside the sandbox a
 * member is offered bank transfers alone, and an order on another channel is refused before any
 * row is written (no pay link to a page that does not exist, no address no watcher reads).
 */
describe.each(BACKENDS)('deposit channels outside the sandbox (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false, sandbox: false } });
  });
  afterAll(async () => ctx.close());

  it('lists bank transfer only and refuses the sandbox gateway and the chain address', async () => {
    const m = await buildMember(ctx);
    const channels = (await memberGet(ctx, m.token, '/api/findmed/v1/deposit/channels')).body.data as {
      id: string;
      kind: string;
    }[];
    expect(channels.map((c) => c.kind)).toEqual(['bank']);

    const order = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
      channelId: 'sandpay',
      amount: '100',
      requestId: randomUUID(),
    });
    expect(order.body).toMatchObject({ status: false, code: 'CHANNEL_UNAVAILABLE' });
    const address = await memberGet(ctx, m.token, '/api/findmed/v1/deposit/address');
    expect(address.body).toMatchObject({ status: false, code: 'CHANNEL_UNAVAILABLE' });
  });
});
