import type { VenueBackResult } from '@houseline/shared/api/contract/casino';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { whileBusy } from '../../../lib/busy.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { afterVenueMoney } from '../api/casino-queries.ts';
import { useGameSession } from '../hooks/game-session-store.ts';

/** How long a successful return stays on screen before going home. */
const AUTO_HOME_MS = 1_500;

type BackState = { phase: 'running' } | { phase: 'done'; result: VenueBackResult } | { phase: 'error' };

/**
 * The member left the venue: POST game/back (one request id, reused if the answer is lost and the
 * page retries), say what came back, refresh the balance and wallets (the query cache owns them),
 * clear the game info, and go to `lobby` after a moment when it went well.
 */
export function VenueBackPanel({ lobby }: { lobby: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const isLogin = useMemberStore((s) => s.isLogin);
  const [state, setState] = useState<BackState>({ phase: 'running' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!isLogin) {
      useGameSession.getState().clear();
      void navigate(lobby, { replace: true });
      return;
    }
    whileBusy(() =>
      requestIds.run({ action: 'venue-back' }, (requestId) => api.call('venueBack', { requestId })),
    )
      .then((result) => {
        queryClient.setQueryData(QUERY_KEYS.walletList, result.wallets);
        afterVenueMoney(queryClient);
        setState({ phase: 'done', result });
      })
      .catch(() => setState({ phase: 'error' }))
      .finally(() => useGameSession.getState().clear());
  }, [isLogin, lobby, navigate, queryClient, requestIds]);

  const succeeded =
    state.phase === 'done' && (state.result.status === 'succeeded' || state.result.status === 'none');
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(lobby, { replace: true }), AUTO_HOME_MS);
    return () => clearTimeout(timer);
  }, [succeeded, lobby, navigate]);

  let message: string;
  if (state.phase === 'running') message = t('casino.venueBack.recovering');
  else if (state.phase === 'error') message = t('casino.venueBack.error');
  else if (state.result.status === 'succeeded') {
    message = t('casino.venueBack.recovered', { amount: formatAmount(state.result.recovered) });
  } else if (state.result.status === 'pending') message = t('wallet.transfer.recoverPending');
  else if (state.result.status === 'failed') message = t('casino.venueBack.failed');
  else message = t('casino.venueBack.nothing');

  return (
    <div className="gp-card gp-card--center" role="status" aria-live="polite" data-testid="venue-back">
      {state.phase === 'running' ? <span className="hl-spinner gp-back__spinner" aria-hidden="true" /> : null}
      <p className="gp-back__message" data-testid="venue-back-message">
        {message}
      </p>
      {succeeded ? <p className="gp-card__text">{t('casino.venueBack.autoHome')}</p> : null}
      {state.phase !== 'running' ? (
        <div className="gp-back__actions">
          <Link className="hl-btn hl-btn--primary gp-cta" to={lobby} replace>
            {t('casino.venueBack.toLobby')}
          </Link>
          {succeeded ? null : (
            <Link className="hl-btn hl-btn--ghost gp-cta" to="/finance/transfer">
              {t('casino.venueBack.toTransfer')}
            </Link>
          )}
        </div>
      ) : null}
    </div>
  );
}
