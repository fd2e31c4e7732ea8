import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayApi } from './api.ts';

// The session's chips come as four-decimal wire amounts ("1.0000"); the play API takes at most two
// decimals. Every stake the pages send goes through one conversion, so a chip is never refused.
describe('play API client', () => {
  const bodies: Record<string, unknown>[] = [];
  afterEach(() => {
    bodies.length = 0;
    vi.unstubAllGlobals();
  });
  function stubFetch() {
    vi.stubGlobal('fetch', async (_url: string, init: { body: string | null }) => {
      if (init.body) bodies.push(JSON.parse(init.body) as Record<string, unknown>);
      return { json: async () => ({ ok: true }) };
    });
  }

  it('sends every stake with two decimals', async () => {
    stubFetch();
    const api = createPlayApi('/api');
    await api.slotSpin('1.0000');
    await api.fishShoot('clownfish', '0.1000');
    await api.dtDeal({ dragon: '10.0000', tie: '5.5000' });
    await api.k3Bet('2026112400001', [{ type: 'big', selection: 0, stake: '2.0000' }]);
    expect(bodies[0]?.stake).toBe('1.00');
    expect(bodies[1]?.stake).toBe('0.10');
    expect(bodies[2]?.bets).toEqual({ dragon: '10.00', tie: '5.50' });
    const k3 = bodies[3]?.bets as { stake: string }[] | undefined;
    expect(k3?.[0]?.stake).toBe('2.00');
  });
});
