import type { Balance } from '@houseline/shared/api/contract/wallet';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from './query-keys.ts';

// The balance has one owner, the query cache, and two writers: the GET (member/balance) and the
// real-time push. Both carry the member's ledger sequence (`version`, never lower for a later
// state), so whichever lands last, the cache keeps the later balance: a GET that started before a
// push and answers after it cannot put the older figure back.

/** Whether `incoming` describes an earlier ledger state than `current`. */
export function isOlderBalance(incoming: Balance, current: Balance | undefined): boolean {
  return current !== undefined && BigInt(incoming.version) < BigInt(current.version);
}

/** Writes a real-time push into the cache unless the cache already holds a later balance. */
export function writeBalancePush(queryClient: QueryClient, balance: Balance): void {
  queryClient.setQueryData<Balance>(QUERY_KEYS.balance, (current) =>
    isOlderBalance(balance, current) ? current : balance,
  );
}

/**
 * The balance query's fetch: when the answer is older than what the cache holds by the time it
 * arrives (a push came in meanwhile), the cache's balance stays.
 */
export async function fetchBalance(
  queryClient: QueryClient,
  fetch: () => Promise<Balance>,
): Promise<Balance> {
  const fetched = await fetch();
  const current = queryClient.getQueryData<Balance>(QUERY_KEYS.balance);
  return current !== undefined && isOlderBalance(fetched, current) ? current : fetched;
}
