import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

/** While a shoe is in play its page re-reads it this often, to show the seed once the shoe ends. */
export const PLAYING_SHOE_POLL_MS = 15_000;

/** GET live/shoe?id= — a shoe for verification: its hash, nonce, hands, and the seed once ended. */
export function liveShoeQuery(id: number) {
  return queryOptions({
    queryKey: ['live-shoe', id],
    queryFn: () => api.call('liveShoe', { id }),
    // An ended shoe never changes again.
    staleTime: (query) => (query.state.data?.shoe.status === 'ended' ? Number.POSITIVE_INFINITY : 0),
    refetchInterval: (query) => (query.state.data?.shoe.status === 'playing' ? PLAYING_SHOE_POLL_MS : false),
  });
}
