import type { LaunchRequest, LaunchResult } from '@houseline/shared/api/contract/casino';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createRequestIds } from '../../../lib/request-id.ts';
import { launchGame } from './launch.ts';

const result = (gameid: number): LaunchResult => ({
  sessionId: 's1',
  gameid,
  platform: 'h5',
  mode: 'frame',
  url: '/venue/demo/play/slot-prism?t=x',
  expiresAt: '2026-11-24T02:00:00.000Z',
  venue: 'demo_slot',
  walletMode: 'transfer',
  autoTransfer: true,
  transfer: { amount: '100.0000', status: 'succeeded' },
  venueBalance: '100.0000',
});

function ids() {
  let n = 0;
  return createRequestIds(() => `id-${++n}`);
}

const input = { gameId: 301, platform: 'h5' as const, autoTransfer: true };

describe('launch request ids', () => {
  it('retries a launch whose answer was lost with the same request id', async () => {
    const requestIds = ids();
    const send = vi
      .fn<(request: LaunchRequest) => Promise<LaunchResult>>()
      .mockRejectedValueOnce(new ApiError('timeout', 'TIMEOUT', 'timeout'))
      .mockRejectedValueOnce(new ApiError('network', 'NETWORK', 'offline'))
      .mockResolvedValueOnce(result(301));
    await expect(launchGame(requestIds, input, send)).rejects.toThrow();
    await expect(launchGame(requestIds, input, send)).rejects.toThrow();
    await expect(launchGame(requestIds, input, send)).resolves.toMatchObject({ gameid: 301 });
    expect(send.mock.calls.map(([r]) => r.requestId)).toEqual(['id-1', 'id-1', 'id-1']);
    expect(send.mock.calls[0]![0]).toEqual({ ...input, requestId: 'id-1' });
  });

  it('takes a new id after a success, a refusal, or another payload', async () => {
    const requestIds = ids();
    const send = vi
      .fn<(request: LaunchRequest) => Promise<LaunchResult>>()
      .mockResolvedValueOnce(result(301))
      .mockRejectedValueOnce(new ApiError('business', 'GAME_MAINTENANCE', '该游戏维护中'))
      .mockRejectedValueOnce(new ApiError('network', 'NETWORK', 'offline'))
      .mockResolvedValue(result(301));
    await launchGame(requestIds, input, send);
    await expect(launchGame(requestIds, input, send)).rejects.toThrow();
    await expect(launchGame(requestIds, input, send)).rejects.toThrow();
    await launchGame(requestIds, { ...input, autoTransfer: false }, send);
    expect(send.mock.calls.map(([r]) => r.requestId)).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
  });
});
