import type { VipRecordsQuery, VipRewardKind } from '@houseline/shared/api/contract/vip';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { vipEnabled } from '../lib/vip-feature.ts';

const VIP_KEY = ['vip'] as const;
/** The ladder changes only when an operator edits it. */
const LIST_STALE_MS = 5 * 60_000;

/** GET member/vips: the member's level, progress and rewards received. */
export function useVipStatus() {
  return useQuery({
    queryKey: [...VIP_KEY, 'status'],
    queryFn: () => api.call('vipStatus', {}),
    enabled: vipEnabled,
  });
}

/** GET member/vips/list: every level with its thresholds and privileges. */
export function useVipList() {
  return useQuery({
    queryKey: [...VIP_KEY, 'list'],
    queryFn: () => api.call('vipList', {}),
    staleTime: LIST_STALE_MS,
    enabled: vipEnabled,
  });
}

/** GET member/vips/records: a page of the member's VIP rewards, newest first. */
export function useVipRecords(page: number, size: number, kind: VipRewardKind | undefined) {
  const query: VipRecordsQuery = { page, size, ...(kind ? { kind } : {}) };
  return useQuery({
    queryKey: [...VIP_KEY, 'records', page, size, kind ?? 'all'],
    queryFn: () => api.call('vipRecords', query),
    placeholderData: keepPreviousData,
    enabled: vipEnabled,
  });
}
