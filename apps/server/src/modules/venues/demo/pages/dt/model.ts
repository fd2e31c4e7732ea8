// Pure parts of the 龙虎 table: the odds shown on each area, the bet slip, and the result words.
import type { DtBetSide } from '../../games/types.ts';
import { amountIn, toMinor } from '../lib/money.ts';

export const SIDE_NAMES: Record<DtBetSide, string> = {
  dragon: '龙',
  tiger: '虎',
  tie: '和',
  suitedTie: '同花和',
};

/** A total-return multiple ("2", "9", "51") shown as odds "1:1", "1:8", "1:50". */
export function oddsText(totalReturn: string): string {
  const profit = toMinor(totalReturn) - 10_000n;
  if (profit <= 0n) return '—';
  const whole = profit / 10_000n;
  const rest = profit % 10_000n;
  return rest === 0n ? `1:${whole}` : `1:${amountIn(profit)}`;
}

export type Slip = Partial<Record<DtBetSide, bigint>>;

export function addToSlip(slip: Slip, side: DtBetSide, minor: bigint): Slip {
  return { ...slip, [side]: (slip[side] ?? 0n) + minor };
}

export function slipTotal(slip: Slip): bigint {
  return Object.values(slip).reduce<bigint>((a, b) => a + (b ?? 0n), 0n);
}

/** The request body's `bets`: wire amounts for the sides with a stake. */
export function slipBets(slip: Slip): Partial<Record<DtBetSide, string>> {
  const out: Partial<Record<DtBetSide, string>> = {};
  for (const [side, minor] of Object.entries(slip) as [DtBetSide, bigint | undefined][]) {
    if (minor && minor > 0n) out[side] = amountIn(minor);
  }
  return out;
}

export type Outcome = 'dragon' | 'tiger' | 'tie';

export function resultText(outcome: Outcome, suited: boolean): string {
  if (outcome === 'tie') return suited ? '同花和' : '和局';
  return outcome === 'dragon' ? '龙赢' : '虎赢';
}

/** The areas that won: the outcome's own, plus 同花和 on a suited tie. */
export function winningSides(outcome: Outcome, suited: boolean): DtBetSide[] {
  return outcome === 'tie' && suited ? ['tie', 'suitedTie'] : [outcome];
}
