import type { DepositOrder } from '@houseline/shared/api/contract/wallet';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { GAME_LIST_SHOW } from '../../../config/contract-constants.ts';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

// The cashier's server state. Every key lives under QUERY_KEYS.wallet, so a money movement (a
// form's answer or a real-time push) marks them all stale with one invalidation.

function useLoggedIn(): boolean {
  return useMemberStore((s) => s.isLogin);
}

/** After money moved: re-read the balance and everything under the wallet keys. */
export function afterMoneyMoved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.balance });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
}

/**
 * GET /api/game/walletlist?show= (SPEC.md §7): center, virtual currency and the wallets of the
 * venues that have games on this layout (`show` as for game/list: 1 on a phone, 2 on a desktop).
 * The server lists any venue wallet holding money whatever `show` says (issue 28), so the live
 * venue's balance shows on a desktop too.
 */
export function useWalletList() {
  return useQuery({
    queryKey: QUERY_KEYS.walletList,
    queryFn: () => api.call('walletList', { show: GAME_LIST_SHOW[formFactor === 'phone' ? 'h5' : 'pc'] }),
    enabled: useLoggedIn(),
  });
}

export function useAssets() {
  return useQuery({ queryKey: QUERY_KEYS.assets, queryFn: () => api.call('assets'), enabled: useLoggedIn() });
}

export function useDepositChannels() {
  return useQuery({
    queryKey: QUERY_KEYS.depositChannels,
    queryFn: () => api.call('depositChannels'),
    enabled: useLoggedIn(),
  });
}

/** The member's own USDT address; it never changes, so it is read once per visit. */
export function useDepositAddress(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.depositAddress,
    queryFn: () => api.call('depositAddress', { network: 'TRC20' }),
    enabled: useLoggedIn() && enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** An order is still moving while it is created or pending. */
export function isOpenDeposit(order: Pick<DepositOrder, 'status'> | undefined): boolean {
  return order?.status === 'created' || order?.status === 'pending';
}

/** One deposit order, re-read every few seconds while it is open (confirmations, an operator). */
export function useDepositOrder(orderNo: string | null) {
  return useQuery({
    queryKey: [...QUERY_KEYS.depositOrder, orderNo],
    queryFn: () => api.call('depositOrder', { orderNo: orderNo! }),
    enabled: useLoggedIn() && orderNo !== null,
    refetchInterval: (query) => (isOpenDeposit(query.state.data) ? WEB_LIMITS.depositOrderPollMs : false),
  });
}

/** The latest deposits, polled while `pollMs` is set (USDT transfers arrive from the chain). */
export function useRecentDeposits(pollMs: number | false) {
  return useQuery({
    queryKey: [...QUERY_KEYS.depositRecords, 'recent'],
    queryFn: () => api.call('depositRecords', { page: 1, size: WEB_LIMITS.recentDepositsSize }),
    enabled: useLoggedIn(),
    refetchInterval: pollMs,
  });
}

export function useWithdrawInfo() {
  return useQuery({
    queryKey: QUERY_KEYS.withdrawInfo,
    queryFn: () => api.call('withdrawInfo'),
    enabled: useLoggedIn(),
  });
}
