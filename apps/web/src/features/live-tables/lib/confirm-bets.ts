import { outcomeUnknown, type RequestIds } from '../../../lib/request-id.ts';

/** How often a confirm whose answer was lost is sent again (same request id) before giving up. */
export const NETWORK_RETRIES = 1;

/**
 * Sends one confirm of the chips: the first try with a fresh request id, a try whose answer was
 * lost (network, timeout) again at once with the same id — the server answers the first outcome
 * instead of placing the bets twice. A refusal (BETTING_CLOSED, limits) is final. After the last
 * retry the submission stays open in `requestIds`, so the member's next confirm of the same chips
 * still carries the same id.
 */
export async function confirmOnce<P extends Readonly<Record<string, unknown>>, T>(
  requestIds: RequestIds,
  payload: P,
  send: (body: P & { requestId: string }) => Promise<T>,
  retries = NETWORK_RETRIES,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await requestIds.run(payload, (requestId) => send({ ...payload, requestId }));
    } catch (error) {
      if (!outcomeUnknown(error) || attempt >= retries) throw error;
    }
  }
}
