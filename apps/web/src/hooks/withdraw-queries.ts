import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api/api.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { deriveWithdrawPassword } from '../lib/withdraw-password.ts';
import { useMemberStore } from '../stores/member-store.ts';

/** The list of banks rarely changes. */
const BANK_LIST_STALE_MS = 60 * 60_000;

/**
 * GET /api/f/v1/withdraw/password/config, read as enable / isUsed / isToSet (SPEC.md §3). It lives
 * in the query cache under the member's keys, which logout drops.
 */
export function useWithdrawPassword() {
  const isLogin = useMemberStore((s) => s.isLogin);
  const query = useQuery({
    queryKey: QUERY_KEYS.withdrawPasswordConfig,
    queryFn: () => api.call('withdrawPasswordConfig'),
    enabled: isLogin,
  });
  const state = isLogin && query.data ? deriveWithdrawPassword(query.data) : null;
  return { state, query };
}

/** GET member/cards: the member's withdrawal accounts (masked), limits per kind and holder name. */
export function useWithdrawAccounts() {
  const isLogin = useMemberStore((s) => s.isLogin);
  return useQuery({
    queryKey: QUERY_KEYS.withdrawAccounts,
    queryFn: () => api.call('withdrawAccounts'),
    enabled: isLogin,
  });
}

/** GET member/banks. */
export function useBankList() {
  return useQuery({
    queryKey: QUERY_KEYS.bankList,
    queryFn: () => api.call('bankList'),
    staleTime: BANK_LIST_STALE_MS,
  });
}
