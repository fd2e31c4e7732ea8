import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../hooks/use-toast.ts';
import { isPositiveWire } from '../../../lib/amount-input.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { randomRequestId } from '../../../lib/request-id.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { afterVenueMoney } from '../api/casino-queries.ts';
import { useGameSession } from './game-session-store.ts';

/**
 * The member may leave the venue without its exit: the browser's or phone's back, a menu link. Then
 * the page still tells the server (venue back, in the background), so the venue balance comes home
 * at once instead of when the server's idle job finds the session; a toast says what came back.
 * Returns the exit to use for the page's own ways out, which take the venue-back route instead.
 */
export function useRecoverOnLeave(playing: boolean, onExit: () => void): () => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useRef({ playing, exiting: false, t, queryClient });
  state.current = { ...state.current, playing, t, queryClient };

  useEffect(
    () => () => {
      const { playing: inGame, exiting, t: translate, queryClient: cache } = state.current;
      // After a logout there is no session to tell (and the server ends it itself).
      if (!inGame || exiting || !useMemberStore.getState().isLogin) return;
      api
        .call('venueBack', { requestId: randomRequestId() })
        .then((result) => {
          cache.setQueryData(QUERY_KEYS.walletList, result.wallets);
          afterVenueMoney(cache);
          if (result.status === 'succeeded' && isPositiveWire(result.recovered)) {
            toast(translate('casino.venueBack.recovered', { amount: formatAmount(result.recovered) }));
          }
        })
        .catch(() => {})
        .finally(() => useGameSession.getState().clear());
    },
    [],
  );

  return () => {
    state.current.exiting = true;
    onExit();
  };
}
