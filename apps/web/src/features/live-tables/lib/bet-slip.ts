import type { LiveRound, LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { type BetSide, betReturnMinor } from '@houseline/shared/baccarat/payout';
import { MINOR_PER_UNIT, parseAmountToMinor } from '@houseline/shared/money/amount';

/**
 * The chips on the felt (issue 12), as pure functions over minor units: chips placed but not yet
 * confirmed (in placing order, so undo takes the last), the bets the server has confirmed for the
 * round, and the last round's bets for "repeat". Every change is checked against the table's limits
 * before it lands; a refused change says why and leaves the slip as it was.
 */

export type Stakes = Partial<Record<BetSide, bigint>>;

export interface Chip {
  side: BetSide;
  amount: bigint;
}

export interface Slip {
  /** The round these chips and bets belong to. */
  roundId: number | null;
  pending: readonly Chip[];
  confirmed: Stakes;
  /** What the member had confirmed on their previous round with bets (for "repeat"). */
  lastRound: Stakes | null;
}

export interface SlipLimits {
  minBet: bigint;
  maxBet: bigint;
  maxPerRound: bigint;
  /** The member's balance, or null when unknown (the server checks anyway). */
  balance: bigint | null;
}

export type Refusal = 'maxBet' | 'maxPerRound' | 'balance' | 'nothing';
export type SlipChange = { ok: true; slip: Slip } | { ok: false; reason: Refusal };

/**
 * The limits a bet placed now is held to: the open round's own (pushed with every snapshot), else
 * the table's, which an operator's change updates at once for the next round (issue 24).
 */
export function shownLimits(
  table: Pick<LiveTable, 'minBet' | 'maxBet' | 'maxPerRound'>,
  round: Pick<LiveRound, 'phase' | 'limits'> | null | undefined,
): { minBet: string; maxBet: string; maxPerRound: string } {
  const open = round?.phase === 'betting' || round?.phase === 'dealing';
  if (open && round?.limits) return round.limits;
  return { minBet: table.minBet, maxBet: table.maxBet, maxPerRound: table.maxPerRound };
}

export const EMPTY_SLIP: Slip = { roundId: null, pending: [], confirmed: {}, lastRound: null };

/** The usual chip denominations, in whole units. */
const DENOMINATIONS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];
const MAX_CHIPS = 6;

/**
 * The chips a table offers: the denominations between its minimum and maximum bet, at most six,
 * always the minimum itself first (a minimum that is no denomination is its own chip), spread over
 * the range when there are more.
 */
export function chipValues(minBet: bigint, maxBet: bigint): bigint[] {
  const inRange = DENOMINATIONS.map((d) => BigInt(d) * MINOR_PER_UNIT).filter(
    (v) => v > minBet && v <= maxBet,
  );
  const rest = inRange.length <= MAX_CHIPS - 1 ? inRange : spread(inRange, MAX_CHIPS - 1);
  return [minBet, ...rest];
}

function spread<T>(values: readonly T[], count: number): T[] {
  const picked: T[] = [];
  for (let i = 0; i < count; i += 1)
    picked.push(values[Math.round((i * (values.length - 1)) / (count - 1))]!);
  return [...new Set(picked)];
}

export function sumStakes(...all: Stakes[]): Stakes {
  const out: Stakes = {};
  for (const stakes of all) {
    for (const [side, amount] of Object.entries(stakes) as [BetSide, bigint][]) {
      out[side] = (out[side] ?? 0n) + amount;
    }
  }
  return out;
}

export function stakesOf(chips: readonly Chip[]): Stakes {
  return sumStakes(...chips.map((c): Stakes => ({ [c.side]: c.amount })));
}

export function totalOf(stakes: Stakes): bigint {
  return Object.values(stakes).reduce((a, b) => a + b, 0n);
}

/** Confirmed and pending together, by side: what shows on each betting area. */
export function onFelt(slip: Slip): Stakes {
  return sumStakes(slip.confirmed, stakesOf(slip.pending));
}

function check(slip: Slip, limits: SlipLimits): SlipChange {
  const felt = onFelt(slip);
  if (Object.values(felt).some((amount) => amount > limits.maxBet)) return { ok: false, reason: 'maxBet' };
  if (totalOf(felt) > limits.maxPerRound) return { ok: false, reason: 'maxPerRound' };
  if (limits.balance !== null && totalOf(stakesOf(slip.pending)) > limits.balance) {
    return { ok: false, reason: 'balance' };
  }
  return { ok: true, slip };
}

/** The slip for `roundId`: a new round starts empty and remembers the last one's bets. */
export function forRound(slip: Slip, roundId: number): Slip {
  if (slip.roundId === roundId) return slip;
  const hadBets = totalOf(slip.confirmed) > 0n;
  return { roundId, pending: [], confirmed: {}, lastRound: hadBets ? slip.confirmed : slip.lastRound };
}

export function place(slip: Slip, side: BetSide, amount: bigint, limits: SlipLimits): SlipChange {
  return check({ ...slip, pending: [...slip.pending, { side, amount }] }, limits);
}

export function undo(slip: Slip): Slip {
  return { ...slip, pending: slip.pending.slice(0, -1) };
}

export function clear(slip: Slip): Slip {
  return { ...slip, pending: [] };
}

/** The last round's bets laid again (in place of any chips not yet confirmed). */
export function repeat(slip: Slip, limits: SlipLimits): SlipChange {
  if (!slip.lastRound || totalOf(slip.lastRound) === 0n) return { ok: false, reason: 'nothing' };
  const chips = (Object.entries(slip.lastRound) as [BetSide, bigint][]).map(([side, amount]) => ({
    side,
    amount,
  }));
  return check({ ...slip, pending: chips }, limits);
}

/** Everything on the felt doubled: the chips again, and the confirmed bets once more as new chips. */
export function double(slip: Slip, limits: SlipLimits): SlipChange {
  const felt = onFelt(slip);
  if (totalOf(felt) === 0n) return { ok: false, reason: 'nothing' };
  const more = (Object.entries(felt) as [BetSide, bigint][]).map(([side, amount]) => ({ side, amount }));
  return check({ ...slip, pending: [...slip.pending, ...more] }, limits);
}

/** The server's answer to a confirm: its bets for the round replace ours, the chips are down. */
export function confirmed(
  slip: Slip,
  roundId: number,
  bets: readonly { side: BetSide; stake: string }[],
): Slip {
  const base = forRound(slip, roundId);
  return { ...base, pending: [], confirmed: stakesFromWire(bets) };
}

/**
 * The member's bets as a liveTable answer reported them, for this round. Bets on a round only ever
 * grow, so each side keeps the larger of what is held and what was read: an answer to a GET sent
 * before a confirm cannot take the confirmed bets off the felt.
 */
export function withServerBets(
  slip: Slip,
  roundId: number,
  bets: readonly { side: BetSide; stake: string }[],
): Slip {
  const base = forRound(slip, roundId);
  const read = stakesFromWire(bets);
  const confirmed: Stakes = { ...base.confirmed };
  for (const [side, amount] of Object.entries(read) as [BetSide, bigint][]) {
    if (amount > (confirmed[side] ?? 0n)) confirmed[side] = amount;
  }
  return { ...base, confirmed };
}

function stakesFromWire(bets: readonly { side: BetSide; stake: string }[]): Stakes {
  return sumStakes(...bets.map((b): Stakes => ({ [b.side]: parseAmountToMinor(b.stake) })));
}

/** Minor units as the request's amount field: whole units, or at most two decimals. */
export function amountInput(minor: bigint): string {
  const whole = minor / MINOR_PER_UNIT;
  const cents = (minor % MINOR_PER_UNIT) / 100n;
  return cents === 0n ? whole.toString() : `${whole}.${cents.toString().padStart(2, '0')}`;
}

/** The pending chips as the bet request's list, one line per side. */
export function betLines(slip: Slip): { side: BetSide; amount: string }[] {
  return (Object.entries(stakesOf(slip.pending)) as [BetSide, bigint][]).map(([side, amount]) => ({
    side,
    amount: amountInput(amount),
  }));
}

/** What the member's bets return on this outcome (stakes included) and the net win. */
export function settle(stakes: Stakes, outcome: HandOutcome, noCommission: boolean) {
  let returned = 0n;
  for (const [side, stake] of Object.entries(stakes) as [BetSide, bigint][]) {
    returned += betReturnMinor(side, stake, outcome, noCommission);
  }
  const staked = totalOf(stakes);
  return { staked, returned, net: returned - staked };
}
