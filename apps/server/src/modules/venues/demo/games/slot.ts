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
const LINE_COUNT_BIG = BigInt(SLOT_LINE_COUNT);

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
  2: [30, 150, 500],
  3: [25, 100, 300],
  4: [20, 75, 200],
  5: [15, 55, 150],
  6: [10, 30, 100],
  7: [8, 25, 75],
  8: [6, 15, 50],
  9: [5, 10, 30],
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
  'C O L G M B C D W O L C G S 7 O C L M G C O L B D C W M G O L C',
  'C B L O M G C 7 L O S C M G L O C D W B M G L O C C L O M G D W',
  '7 C O L M G C O L D W C B M G O L C C O L G M D C W B O L C G S',
  'O L G C B D M O L G C C O L G M W B C D O L G C S 7 O L G M C W',
  'G L O C C L O G M D C W B L O C G S 7 L C O M G C L O D W C B M',
];

export const SLOT_REEL_STRIPS: readonly (readonly number[])[] = STRIP_TEXT.map((text) =>
  text.split(' ').map((code) => {
    const id = CODES[code];
    if (id === undefined) throw new Error(`slot: unknown strip code ${code}`);
    return id;
  }),
);

/**
 * A line's pay packed in one number, pay × 1000 + symbol × 10 + count (symbol ≤ 9, count ≤ 5), so
 * the hot loop of a spin allocates nothing. Leading wilds pay their own row when that beats the
 * symbol they complete.
 */
function linePayPacked(symbols: readonly number[]): number {
  let wilds = 0;
  while (wilds < SLOT_REELS && symbols[wilds] === SLOT_WILD) wilds++;
  let pay = wilds >= 3 ? ((SLOT_PAYTABLE[SLOT_WILD] as readonly number[])[wilds - 3] ?? 0) : 0;
  let symbol = SLOT_WILD;
  let count = wilds;
  const target = symbols[wilds];
  if (target !== undefined && target !== SLOT_SCATTER) {
    let run = wilds;
    while (run < SLOT_REELS && (symbols[run] === target || symbols[run] === SLOT_WILD)) run++;
    const runPay = run >= 3 ? ((SLOT_PAYTABLE[target] as readonly number[])[run - 3] ?? 0) : 0;
    if (runPay > pay) {
      pay = runPay;
      symbol = target;
      count = run;
    }
  }
  return pay * 1000 + symbol * 10 + count;
}

/** The pay of one line (in line bets) and the symbol it paid for; pay 0 when it pays nothing. */
export function slotLinePay(symbols: readonly number[]): { symbol: number; count: number; pay: number } {
  const packed = linePayPacked(symbols);
  return { pay: Math.floor(packed / 1000), symbol: Math.floor(packed / 10) % 100, count: packed % 10 };
}

/** The scatter pay in total stakes for a count of scatters in the window. */
export function slotScatterPay(count: number): number {
  if (count < 3) return 0;
  return (SLOT_PAYTABLE[SLOT_SCATTER] as readonly number[])[Math.min(count, 5) - 3] ?? 0;
}

/** The window shown for reel stops (`stops[reel]` = the strip index on the top row). */
export function slotGrid(stops: readonly number[]): number[][] {
  const grid: number[][] = [];
  for (let reel = 0; reel < SLOT_REELS; reel++) {
    const strip = SLOT_REEL_STRIPS[reel] as readonly number[];
    const stop = stops[reel] ?? 0;
    const column: number[] = [];
    for (let row = 0; row < SLOT_ROWS; row++) column.push(strip[(stop + row) % strip.length] as number);
    grid.push(column);
  }
  return grid;
}

/** Evaluates one window; `multiplier` is 1 in the base game, 3 in free spins. */
export function evaluateSlotSpin(
  grid: number[][],
  stake: bigint,
  multiplier: number,
): Omit<SlotSpin, 'freeSpinsAwarded'> {
  const lineWins: SlotSpin['lineWins'] = [];
  let win = 0n;
  const symbols = new Array<number>(SLOT_REELS).fill(0);
  SLOT_PAYLINES.forEach((rows, line) => {
    for (let reel = 0; reel < SLOT_REELS; reel++)
      symbols[reel] = (grid[reel] as number[])[rows[reel] as number] as number;
    const packed = linePayPacked(symbols);
    if (packed < 1000) return;
    const pay = Math.floor(packed / 1000);
    const symbol = Math.floor(packed / 10) % 100;
    const count = packed % 10;
    // Floors to minor units; exact for any stake that is a multiple of 20 minor units.
    const lineWin = (stake * BigInt(pay * multiplier)) / LINE_COUNT_BIG;
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
      ev += probability * Math.floor(linePayPacked(symbols) / 1000);
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
