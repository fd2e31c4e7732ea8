import type { GamePlatform, LaunchRequest, LaunchResult } from '@houseline/shared/api/contract/casino';
import type { RequestIds } from '../../../lib/request-id.ts';

export interface LaunchInput {
  gameId: number;
  platform: GamePlatform;
  autoTransfer: boolean;
}

/**
 * One launch of a game: auto-transfer may move money, so the launch is a money-moving submission
 * with a request id. A retry after a lost answer (network, timeout) sends the same id, so the
 * server starts one session and moves the balance once; a refusal (maintenance) or a success ends
 * the submission, and the next press gets a new id.
 */
export function launchGame(
  requestIds: RequestIds,
  input: LaunchInput,
  send: (request: LaunchRequest) => Promise<LaunchResult>,
): Promise<LaunchResult> {
  return requestIds.run({ ...input }, (requestId) => send({ ...input, requestId }));
}
