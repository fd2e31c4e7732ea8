import { randomUUID } from 'node:crypto';
import { launchResultSchema } from '@houseline/shared/api/contract/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGameTestApp,
  fundedMember,
  GAME,
  type GameTestContext,
  launch,
  venueBack,
  walletsOf,
} from './game-sessions-helpers.ts';
import { BACKENDS } from './helpers.ts';
import { auditMoney } from './wallet-helpers.ts';

describe.each(BACKENDS)('game sessions against the demo provider (%s)', (backend) => {
  let ctx: GameTestContext;
  beforeAll(async () => {
    ctx = await createGameTestApp(backend, { realVenue: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('launches with a signed one-time play URL, the venue reports the balance moved in', async () => {
    const m = await fundedMember(ctx, '150');
    const requestId = randomUUID();
    const res = await launch(ctx, m.token, { gameId: GAME.slot, requestId });
    expect(res.body.status).toBe(true);
    const data = launchResultSchema.parse(res.body.data);
    expect(data.url).toMatch(/\/venue\/demo\/play\/slot-prism\?t=[^&]+&lang=zh-CN$/);
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(data).toMatchObject({
      mode: 'frame',
      transfer: { amount: '150.0000', status: 'succeeded' },
      venueBalance: '150.0000',
    });
    const again = launchResultSchema.parse(
      (await launch(ctx, m.token, { gameId: GAME.slot, requestId })).body.data,
    );
    expect(again.sessionId).toBe(data.sessionId);
    expect(again.url).not.toBe(data.url);
    expect(again.venueBalance).toBe('150.0000');

    const back = (await venueBack(ctx, m.token)).body.data;
    expect(back).toMatchObject({ recovered: '150.0000', status: 'succeeded' });
    expect(await walletsOf(ctx, m.token)).toMatchObject({ center: '150.0000', demo_slot: '0.0000' });
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('a seamless game launches without a transfer', async () => {
    const m = await fundedMember(ctx, '60');
    const data = launchResultSchema.parse((await launch(ctx, m.token, { gameId: GAME.seamless })).body.data);
    expect(data.url).toMatch(/\/venue\/demo\/play\/slot-candy\?t=/);
    expect(data).toMatchObject({ walletMode: 'seamless', transfer: null, venueBalance: '0.0000' });
    expect((await walletsOf(ctx, m.token)).center).toBe('60.0000');
  });
});
