import type { Bet } from '@houseline/shared/api/contract/sportsbook';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { createRequestIds, type RequestIds } from '../../../lib/request-id.ts';
import { usePlaceBet } from '../api/bet-mutations.ts';
import type { betsOfSlip } from '../lib/slip-bets.ts';

export interface PlaceResult {
  placed: Bet[];
  /** Failures by bet key (`s:<selectionId>` or `parlay`), in the member's language. */
  errors: Record<string, string>;
}

/**
 * Places a slip: each single as its own placeBet with its own request id, or the parlay as one.
 * A retry of the same bet (same payload) reuses its request id, so a lost answer never places it
 * twice. Live bets wait the server's in-play delay; `waiting` says so meanwhile.
 */
export function usePlaceSlip() {
  const { t } = useTranslation();
  const place = usePlaceBet();
  const ids = useRef(new Map<string, RequestIds>());
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(bets: ReturnType<typeof betsOfSlip>): Promise<PlaceResult> {
    setBusy(true);
    setErrors({});
    const results = await Promise.allSettled(
      bets.map((bet) => {
        let requestIds = ids.current.get(bet.key);
        if (!requestIds) {
          requestIds = createRequestIds();
          ids.current.set(bet.key, requestIds);
        }
        return requestIds.run(bet.body, (requestId) => place.mutateAsync({ ...bet.body, requestId }));
      }),
    );
    const placed: Bet[] = [];
    const failed: Record<string, string> = {};
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') placed.push(r.value);
      else failed[bets[i]!.key] = errorMessage(r.reason, t, 'sports.slip.failed') ?? t('sports.slip.failed');
    });
    setErrors(failed);
    setBusy(false);
    return { placed, errors: failed };
  }
  return { submit, busy, errors, clearErrors: () => setErrors({}) };
}
