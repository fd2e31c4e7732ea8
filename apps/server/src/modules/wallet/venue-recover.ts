import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { VenueWalletApi } from '../venues/venue-registry.service.ts';

/**
 * What a recovery may take out of a transfer venue: our mirror of the member's venue wallet (synced
 * with the venue's settled rounds just before), capped by what the venue says it holds right now —
 * the stake of a round still open there (a lottery bet before its draw) stays at the venue until the
 * round settles and is pulled. When the venue does not answer, the mirror: the transfer then fails
 * or stays pending on its own terms, and no money moves twice.
 */
export async function recoverableAmount(
  api: VenueWalletApi,
  venue: string,
  player: string,
  mirror: bigint,
): Promise<bigint> {
  try {
    const live = parseAmountToMinor(await api.balance(venue, player));
    return live < mirror ? live : mirror;
  } catch {
    return mirror;
  }
}
