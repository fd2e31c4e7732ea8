import type { PlaceBetRequest } from '@houseline/shared/api/contract/sportsbook';
import { type OddsPolicy, oddsKToWire } from '@houseline/shared/sportsbook/markets';
import { toMinor } from '../../../lib/amount-input.ts';
import type { SlipLeg, SlipMode } from './slip.ts';
import type { LegNow } from './slip-now.ts';

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
