import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { SPORTS_KEYS } from '../lib/odds-cache.ts';
import type { SlipLeg } from '../lib/slip.ts';
import { type LegNow, legsNow } from '../lib/slip-now.ts';

/** The slip legs' current odds and status, following the query cache (pushes included). */
export function useLegsNow(legs: readonly SlipLeg[]): Map<number, LegNow> {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const snapshot = useCallback(() => {
    const datas = queryClient.getQueriesData({ queryKey: SPORTS_KEYS.all }).map(([, d]) => d);
    return JSON.stringify([...legsNow(datas, legs)]);
  }, [queryClient, legs]);
  const text = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => new Map(JSON.parse(text) as [number, LegNow][]), [text]);
}
