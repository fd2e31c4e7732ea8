import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createRequestIds } from '../../../lib/request-id.ts';
import { confirmOnce } from './confirm-bets.ts';

const payload = { tableId: 1, roundId: 9, bets: [{ side: 'banker', amount: '10' }] };
let n = 0;
const ids = () => createRequestIds(() => `req-${++n}`);

describe('confirmOnce', () => {
  it('sends once with a fresh request id per confirm', async () => {
    const requestIds = ids();
    const send = vi.fn(async (body: { requestId: string }) => body.requestId);
    const first = await confirmOnce(requestIds, payload, send);
    const second = await confirmOnce(requestIds, payload, send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(first).not.toBe(second);
  });

  it('retries a lost answer with the same id, and the next confirm of the same chips keeps it', async () => {
    const requestIds = ids();
    const seen: string[] = [];
    const send = vi.fn(async (body: { requestId: string }) => {
      seen.push(body.requestId);
      if (seen.length <= 2) throw new ApiError('network', 'NETWORK', 'offline');
      return 'placed';
    });
    await expect(confirmOnce(requestIds, payload, send)).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(2);
    expect(await confirmOnce(requestIds, payload, send)).toBe('placed');
    expect(new Set(seen).size).toBe(1);
  });

  it('does not retry a refusal, and the next confirm gets a new id', async () => {
    const requestIds = ids();
    const seen: string[] = [];
    const send = vi.fn(async (body: { requestId: string }) => {
      seen.push(body.requestId);
      throw new ApiError('business', 'BETTING_CLOSED', '本局已停止下注，请等待下一局');
    });
    await expect(confirmOnce(requestIds, payload, send)).rejects.toMatchObject({ code: 'BETTING_CLOSED' });
    await expect(confirmOnce(requestIds, payload, send)).rejects.toMatchObject({ code: 'BETTING_CLOSED' });
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });
});
