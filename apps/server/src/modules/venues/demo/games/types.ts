// The demo provider's game engines (issue 11): pure maths shared by the provider's server (which
// decides every outcome) and its browser pages (which draw them and show the rules). No Node
// built-ins here: the pages bundle these files. Money is bigint minor units (1/10 000).

/** A uniform integer source: `int(n)` is in [0, n). Crypto-backed in play, seeded in tests. */
export interface Rng {
  int(n: number): number;
}

/** The games the demo provider runs; a game code is `<kind>-<theme>` (e.g. slot-prism, k3-1m). */
export const DEMO_GAME_KINDS = ['slot', 'k3', 'dt', 'fish'] as const;
export type DemoGameKind = (typeof DEMO_GAME_KINDS)[number];

export function gameKindOf(gameCode: string): DemoGameKind | undefined {
  const kind = gameCode.split('-')[0];
  return (DEMO_GAME_KINDS as readonly string[]).includes(kind ?? '') ? (kind as DemoGameKind) : undefined;
}

// ---- 电子: five-reel slot ------------------------------------------------------------------------

/** One spin's window: `grid[reel][row]`, 5 reels × 3 rows of symbol ids. */
export interface SlotSpin {
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number; win: bigint }[];
  scatterCount: number;
  scatterWin: bigint;
  /** Free spins this spin awards (a retrigger inside free spins adds to the remaining count). */
  freeSpinsAwarded: number;
  /** Line wins + scatter win of this spin (free spins already carry their multiplier). */
  win: bigint;
}

/** A paid spin and the free spins it triggered, played out at once: one round, one payout. */
export interface SlotRound {
  stake: bigint;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  totalWin: bigint;
}

// ---- 彩票: 三骰快三 ------------------------------------------------------------------------------

export const K3_BET_TYPES = ['big', 'small', 'odd', 'even', 'sum', 'anyTriple', 'triple'] as const;
export type K3BetType = (typeof K3_BET_TYPES)[number];
/** `selection`: the sum 4–17 for `sum`, the face 1–6 for `triple`, else 0. */
export interface K3Bet {
  type: K3BetType;
  selection: number;
  stake: bigint;
}
export type K3Dice = [number, number, number];

// ---- 棋牌: 龙虎 dragon-tiger ----------------------------------------------------------------------

/** rank 1 (A) … 13 (K); suit 0 ♠ 1 ♥ 2 ♣ 3 ♦. */
export interface Card {
  rank: number;
  suit: number;
}
export const DT_BET_SIDES = ['dragon', 'tiger', 'tie', 'suitedTie'] as const;
export type DtBetSide = (typeof DT_BET_SIDES)[number];
export interface DtHand {
  dragon: Card;
  tiger: Card;
  outcome: 'dragon' | 'tiger' | 'tie';
  suited: boolean;
}

// ---- 捕鱼: fish shooting -------------------------------------------------------------------------

export interface FishType {
  id: string;
  /** Pays stake × multiplier when caught. */
  multiplier: number;
  name: string;
}
export interface FishShot {
  fish: string;
  hit: boolean;
  multiplier: number;
  win: bigint;
}
