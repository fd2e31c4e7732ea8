import type { Bet, PlaceBetRequest } from '@houseline/shared/api/contract/sportsbook';
import type { OddsPolicy } from '@houseline/shared/sportsbook/markets';
import { oddsKToWire } from '@houseline/shared/sportsbook/markets';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '../../../lib/amount-input.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { createRequestIds, type RequestIds } from '../../../lib/request-id.ts';
import { usePlaceBet } from '../api/bet-mutations.ts';
import type { SlipLeg, SlipMode } from '../lib/slip.ts';
import type { LegNow } from '../lib/slip-now.ts';

export interface PlaceResult {
  placed: Bet[];
  /** Failures by bet key (`s:<selectionId>` or `parlay`), in the member's language. */
  errors: Record<string, string>;
}

/** The bets one slip becomes: a single per selection with a stake, or one parlay. */
export function betsOfSlip(
  mode: SlipMode,
  legs: readonly SlipLeg[],
  stakes: Record<number, string>,
  parlayStake: string,
  now: Map<number, LegNow>,
  policy: OddsPolicy,
): { key: string; selectionIds: number[]; body: Omit<PlaceBetRequest, 'requestId'> }[] {
  const wireLeg = (l: SlipLeg) => {
    const current = now.get(l.selectionId);
    return {
      selectionId: l.selectionId,
      odds: oddsKToWire(current?.oddsK ?? l.oddsK),
      version: current?.version ?? l.version,
    };
  };
  if (mode === 'parlay') {
    return [
      {
        key: 'parlay',
        selectionIds: legs.map((l) => l.selectionId),
        body: { kind: 'parlay', legs: legs.map(wireLeg), stake: parlayStake.trim(), oddsPolicy: policy },
      },
    ];
  }
  return legs
    .filter((l) => (toMinor(stakes[l.selectionId] ?? '') ?? 0n) > 0n)
    .map((l) => ({
      key: `s:${l.selectionId}`,
      selectionIds: [l.selectionId],
      body: { kind: 'single', legs: [wireLeg(l)], stake: stakes[l.selectionId]!.trim(), oddsPolicy: policy },
    }));
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
