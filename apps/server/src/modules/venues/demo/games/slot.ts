import type { Rng, SlotRound, SlotSpin } from './types.ts';

// 电子 five-reel slot: 5 reels × 3 rows, 20 fixed paylines read left to right (3, 4 or 5 of a kind
// from the leftmost reel), a wild that stands in for every symbol but the scatter, and a scatter that
// pays anywhere (× the total stake) and awards free spins. Decision 0022 holds the maths and the
// tuning; `slotTheoreticalRtp()` computes the return exactly from the tables below.

export const SLOT_SYMBOLS = [
  { id: 0, key: 'wild' },
  { id: 1, key: 'scatter' },
  { id: 2, key: 'seven' },
  { id: 3, key: 'diamond' },
  { id: 4, key: 'bell' },
  { id: 5, key: 'watermelon' },
  { id: 6, key: 'grape' },
  { id: 7, key: 'orange' },
  { id: 8, key: 'lemon' },
  { id: 9, key: 'cherry' },
] as const;

export const SLOT_WILD = 0;
export const SLOT_SCATTER = 1;
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINE_COUNT = 20;
export const SLOT_STATED_RTP = 0.96;

/** Row (0 top, 1 middle, 2 bottom) of each reel, per payline. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/**
 * Line pays in line bets (line bet = stake / 20) for 3, 4 and 5 of a kind, by symbol id; the
 * scatter's row is in total stakes and counts scatters anywhere in the window. Integers, so a
 * two-decimal stake (a multiple of 100 minor units) always divides exactly.
 */
export const SLOT_PAYTABLE: Readonly<Record<number, readonly [number, number, number]>> = {
  0: [50, 250, 1000],
  1: [2, 10, 50],
  2: [25, 100, 500],
  3: [20, 75, 250],
  4: [15, 50, 150],
  5: [10, 30, 100],
  6: [8, 20, 75],
  7: [5, 15, 50],
  8: [4, 10, 30],
  9: [2, 5, 20],
};

export const SLOT_FREE_SPINS = {
  /** Scatters (anywhere) that award free spins. */
  triggerScatters: 3,
  /** Free spins per trigger, and per retrigger during free spins. */
  awarded: 10,
  /** Every win during free spins is multiplied by this. */
  multiplier: 3,
  /** No round plays more free spins than this; a retrigger past it is cut to fit. */
  maxPerRound: 50,
} as const;

const CODES: Record<string, number> = { W: 0, S: 1, '7': 2, D: 3, B: 4, M: 5, G: 6, O: 7, L: 8, C: 9 };

// One letter per stop, read top to bottom; the window shows three consecutive stops (wrapping).
const STRIP_TEXT = [
  'C L O G C M L B C O D L G C 7 O M L C S G B O L C M G D O C L W',
  'L C G O M C L W B G O C D L M C S O G L C B M O 7 C G L O C D M',
  'O C L G M C O B L W C G D O C M L S G C O B L 7 M C G O L D C W',
  'G L C O M G C B L O W C D G L M C O S B C L G O 7 M C L D G O C',
  'C O L G C M B O L C D G M C S O L C 7 G B L O C M G L D C O W C',
];

export const SLOT_REEL_STRIPS: readonly (readonly number[])[] = STRIP_TEXT.map((text) =>
  text.split(' ').map((code) => {
    const id = CODES[code];
    if (id === undefined) throw new Error(`slot: unknown strip code ${code}`);
    return id;
  }),
);

/** The pay of one line (in line bets) and the symbol it paid for; 0 when it pays nothing. */
export function slotLinePay(symbols: readonly number[]): { symbol: number; count: number; pay: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === SLOT_WILD) wilds++;
  const wildPay = wilds >= 3 ? ((SLOT_PAYTABLE[SLOT_WILD] as readonly number[])[wilds - 3] ?? 0) : 0;
  let best = { symbol: SLOT_WILD, count: wilds, pay: wildPay };
  const target = symbols[wilds];
  if (target !== undefined && target !== SLOT_SCATTER) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === SLOT_WILD)) count++;
    const pay = count >= 3 ? ((SLOT_PAYTABLE[target] as readonly number[])[count - 3] ?? 0) : 0;
    if (pay > best.pay) best = { symbol: target, count, pay };
  }
  return best.pay > 0 ? best : { symbol: best.symbol, count: best.count, pay: 0 };
}

/** The scatter pay in total stakes for a count of scatters in the window. */
export function slotScatterPay(count: number): number {
  if (count < 3) return 0;
  return (SLOT_PAYTABLE[SLOT_SCATTER] as readonly number[])[Math.min(count, 5) - 3] ?? 0;
}

/** The window shown for reel stops (`stops[reel]` = the strip index on the top row). */
export function slotGrid(stops: readonly number[]): number[][] {
  return SLOT_REEL_STRIPS.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as number);
  });
}

/** Evaluates one window; `multiplier` is 1 in the base game, 3 in free spins. */
export function evaluateSlotSpin(
  grid: number[][],
  stake: bigint,
  multiplier: number,
): Omit<SlotSpin, 'freeSpinsAwarded'> {
  const lineWins: SlotSpin['lineWins'] = [];
  let win = 0n;
  SLOT_PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => (grid[reel] as number[])[row] as number);
    const { symbol, count, pay } = slotLinePay(symbols);
    if (pay === 0) return;
    // Floors to minor units; exact for any stake that is a multiple of 20 minor units.
    const lineWin = (stake * BigInt(pay * multiplier)) / BigInt(SLOT_LINE_COUNT);
    lineWins.push({ line, symbol, count, win: lineWin });
    win += lineWin;
  });
  let scatterCount = 0;
  for (const column of grid) for (const id of column) if (id === SLOT_SCATTER) scatterCount++;
  const scatterWin = stake * BigInt(slotScatterPay(scatterCount) * multiplier);
  return { grid, lineWins, scatterCount, scatterWin, win: win + scatterWin };
}

function spin(rng: Rng, stake: bigint, multiplier: number): Omit<SlotSpin, 'freeSpinsAwarded'> {
  const stops = SLOT_REEL_STRIPS.map((strip) => rng.int(strip.length));
  return evaluateSlotSpin(slotGrid(stops), stake, multiplier);
}

/** One paid spin and every free spin it triggers. */
export function playSlotRound(rng: Rng, stake: bigint): SlotRound {
  if (stake <= 0n) throw new RangeError('slot: stake must be positive');
  const { awarded, maxPerRound, multiplier, triggerScatters } = SLOT_FREE_SPINS;
  const baseSpin = spin(rng, stake, 1);
  const base: SlotSpin = {
    ...baseSpin,
    freeSpinsAwarded: baseSpin.scatterCount >= triggerScatters ? awarded : 0,
  };
  let total = base.freeSpinsAwarded;
  const freeSpins: SlotSpin[] = [];
  while (freeSpins.length < total) {
    const free = spin(rng, stake, multiplier);
    const extra = free.scatterCount >= triggerScatters ? Math.min(awarded, maxPerRound - total) : 0;
    total += extra;
    freeSpins.push({ ...free, freeSpinsAwarded: extra });
  }
  const totalWin = freeSpins.reduce((sum, s) => sum + s.win, base.win);
  return { stake, base, freeSpins, totalWin };
}

// ---- exact return ------------------------------------------------------------------------------

export interface SlotRtpBreakdown {
  /** Expected line pays of one spin, in total stakes (the 20 lines together). */
  lineEv: number;
  /** Expected scatter pay of one spin, in total stakes. */
  scatterEv: number;
  /** Probability that one spin shows 3+ scatters (triggers, or retriggers, free spins). */
  triggerProbability: number;
  /** Expected free spins played per trigger, the 50-spin cap included. */
  expectedFreeSpins: number;
  /** Expected return of the free spins per paid round, in total stakes. */
  freeSpinsEv: number;
  rtp: number;
}

/** Expected line pay per line, in line bets: every line sees each reel's stop frequencies. */
function lineEvPerLine(freq: number[][]): number {
  let ev = 0;
  const symbols: number[] = [];
  const walk = (reel: number, probability: number): void => {
    if (reel === SLOT_REELS) {
      ev += probability * slotLinePay(symbols).pay;
      return;
    }
    (freq[reel] as number[]).forEach((f, id) => {
      if (f === 0) return;
      symbols[reel] = id;
      walk(reel + 1, probability * f);
    });
  };
  walk(0, 1);
  return ev;
}

/** Distribution of the number of scatters in the whole window. */
function scatterCountDistribution(): number[] {
  let dist = [1];
  for (const strip of SLOT_REEL_STRIPS) {
    const reel = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop++) {
      const inWindow = [0, 1, 2].filter((row) => strip[(stop + row) % strip.length] === SLOT_SCATTER).length;
      reel[inWindow] = (reel[inWindow] as number) + 1 / strip.length;
    }
    const next = new Array<number>(dist.length + 3).fill(0);
    dist.forEach((a, i) => {
      reel.forEach((b, j) => {
        next[i + j] = (next[i + j] as number) + a * b;
      });
    });
    dist = next;
  }
  return dist;
}

/**
 * Expected free spins per trigger: every spin retriggers with probability p, adding `awarded` spins
 * until the round holds `maxPerRound`. Without the cap this is the geometric series
 * awarded / (1 − awarded·p); the walk below is that series cut at the cap, exactly.
 */
function expectedFreeSpins(p: number): number {
  const { awarded, maxPerRound } = SLOT_FREE_SPINS;
  // mass[k][total]: probability that k spins were played and `total` are awarded so far.
  let mass = new Map<number, number>([[awarded, 1]]);
  let expected = 0;
  for (let played = 0; played < maxPerRound; played++) {
    const next = new Map<number, number>();
    for (const [total, m] of mass) {
      if (played >= total) continue;
      expected += m;
      const more = Math.min(total + awarded, maxPerRound);
      next.set(more, (next.get(more) ?? 0) + m * p);
      next.set(total, (next.get(total) ?? 0) + m * (1 - p));
    }
    mass = next;
  }
  return expected;
}

export function slotRtpBreakdown(): SlotRtpBreakdown {
  const freq = SLOT_REEL_STRIPS.map((strip) => {
    const f = new Array<number>(SLOT_SYMBOLS.length).fill(0);
    for (const id of strip) f[id] = (f[id] as number) + 1 / strip.length;
    return f;
  });
  const lineEv = lineEvPerLine(freq); // 20 lines × (stake / 20) × per-line EV = stake × per-line EV
  const dist = scatterCountDistribution();
  const scatterEv = dist.reduce((sum, p, count) => sum + p * slotScatterPay(count), 0);
  const triggerProbability = dist.reduce(
    (sum, p, count) => sum + (count >= SLOT_FREE_SPINS.triggerScatters ? p : 0),
    0,
  );
  const expected = expectedFreeSpins(triggerProbability);
  // Wald: whether a free spin is played depends only on earlier spins, so its expected win counts fully.
  const freeSpinsEv = triggerProbability * expected * SLOT_FREE_SPINS.multiplier * (lineEv + scatterEv);
  const rtp = lineEv + scatterEv + freeSpinsEv;
  return { lineEv, scatterEv, triggerProbability, expectedFreeSpins: expected, freeSpinsEv, rtp };
}

/** The exact return to player of a paid round (free spins included), as a fraction of the stake. */
export function slotTheoreticalRtp(): number {
  return slotRtpBreakdown().rtp;
}
