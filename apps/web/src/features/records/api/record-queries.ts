import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

// The details behind a record row. They live under QUERY_KEYS.wallet, so a money movement marks
// them stale with the cashier's queries.

export function useWithdrawDetail(orderNo: string | null) {
  return useQuery({
    queryKey: [...QUERY_KEYS.withdrawDetail, orderNo],
    queryFn: () => api.call('withdrawDetail', { orderNo: orderNo! }),
    enabled: useMemberStore((s) => s.isLogin) && orderNo !== null,
  });
}

export function useTransactionDetail(id: string | null) {
  return useQuery({
    queryKey: [...QUERY_KEYS.transactionDetail, id],
    queryFn: () => api.call('transactionDetail', { id: id! }),
    enabled: useMemberStore((s) => s.isLogin) && id !== null,
  });
}
