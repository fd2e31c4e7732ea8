import type { SportsPrefs } from '@houseline/shared/api/contract/sportsbook';
import { ODDS_FORMATS, ODDS_POLICIES } from '@houseline/shared/sportsbook/markets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { local } from '../../../lib/storage/safe-storage.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

const PREFS_KEY = ['member', 'sports', 'prefs'] as const;
const GUEST_KEY = ['sports', 'guest-prefs'] as const;
const STORAGE_KEY = 'hl.sports.prefs';
export const DEFAULT_PREFS: SportsPrefs = { oddsFormat: 'decimal', oddsPolicy: 'better' };

/** A guest's preferences, from local storage (anything unknown falls back to the defaults). */
export function readGuestPrefs(): SportsPrefs {
  try {
    const raw = JSON.parse(local.get(STORAGE_KEY) ?? '{}') as Partial<SportsPrefs>;
    return {
      oddsFormat: ODDS_FORMATS.find((f) => f === raw.oddsFormat) ?? DEFAULT_PREFS.oddsFormat,
      oddsPolicy: ODDS_POLICIES.find((p) => p === raw.oddsPolicy) ?? DEFAULT_PREFS.oddsPolicy,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

/**
 * The odds format and odds-change policy: a member's are remembered by the server
 * (GET/POST sports/prefs), a guest's in local storage.
 */
export function useSportsPrefs(): { prefs: SportsPrefs; update(change: Partial<SportsPrefs>): void } {
  const isLogin = useMemberStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  const guest =
    useQuery({ queryKey: GUEST_KEY, queryFn: readGuestPrefs, staleTime: Number.POSITIVE_INFINITY }).data ??
    DEFAULT_PREFS;
  const query = useQuery({
    queryKey: PREFS_KEY,
    queryFn: () => api.call('sportsPrefs'),
    enabled: isLogin,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    mutationFn: (change: Partial<SportsPrefs>) => api.call('sportsPrefsUpdate', change, { json: true }),
    onSuccess: (prefs) => queryClient.setQueryData(PREFS_KEY, prefs),
  });
  const prefs = isLogin ? (query.data ?? guest) : guest;
  return {
    prefs,
    update(change) {
      const next = { ...prefs, ...change };
      queryClient.setQueryData(GUEST_KEY, next);
      local.set(STORAGE_KEY, JSON.stringify(next));
      if (isLogin) {
        queryClient.setQueryData(PREFS_KEY, next);
        save.mutate(change);
      }
    },
  };
}
