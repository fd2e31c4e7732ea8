import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api/api.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { useMemberStore } from '../stores/member-store.ts';
import { deriveWithdrawPassword } from '../stores/withdraw-password.ts';

/** The list of banks rarely changes. */
const BANK_LIST_STALE_MS = 60 * 60_000;

/**
 * GET /api/f/v1/withdraw/password/config, kept in the member store as enable / isUsed / isToSet
 * (SPEC.md §3), which logout clears.
 */
export function useWithdrawPassword() {
  const isLogin = useMemberStore((s) => s.isLogin);
  const setConfig = useMemberStore((s) => s.setWithdrawPasswordConfig);
  const stored = useMemberStore((s) => s.withdrawPassword);
  const query = useQuery({
    queryKey: QUERY_KEYS.withdrawPasswordConfig,
    queryFn: () => api.call('withdrawPasswordConfig'),
    enabled: isLogin,
  });
  useEffect(() => {
    if (query.data && isLogin) setConfig(query.data);
  }, [query.data, isLogin, setConfig]);
  // The fresh answer wins over the store, which catches up after this render.
  const state = query.data ? deriveWithdrawPassword(query.data) : stored;
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
