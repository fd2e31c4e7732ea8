import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, seededRng } from './rng.ts';
import {
  evaluateSlotSpin,
  playSlotRound,
  SLOT_FREE_SPINS,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REEL_STRIPS,
  SLOT_STATED_RTP,
  SLOT_SYMBOLS,
  slotLinePay,
  slotRtpBreakdown,
  slotTheoreticalRtp,
} from './slot.ts';
import { Moments } from './test-stats.ts';
import type { Rng, SlotSpin } from './types.ts';

const U = 10_000n;
function id(key: string): number {
  const symbol = SLOT_SYMBOLS.find((s) => s.key === key);
  if (!symbol) throw new Error(`no symbol ${key}`);
  return symbol.id;
}
const [W, S, SEVEN, BELL, GRAPE, LEMON, CHERRY] = [
  'wild',
  'scatter',
  'seven',
  'bell',
  'grape',
  'lemon',
  'cherry',
].map(id) as [number, number, number, number, number, number, number];

/**
 * A window whose middle row reads `middle`; the top and bottom rows of the first two reels share no
 * symbol, so no other line can pay (reel 2 never continues what reel 1 starts).
 */
function gridWithMiddle(middle: number[]): number[][] {
  const top = [LEMON, BELL, LEMON, BELL, LEMON];
  const bottom = [CHERRY, GRAPE, CHERRY, GRAPE, CHERRY];
  return middle.map((id, reel) => [top[reel] as number, id, bottom[reel] as number]);
}

/** An Rng that stops every reel where its scatter is in the window: every spin shows 5 scatters. */
function allScattersRng(): Rng {
  const stops = SLOT_REEL_STRIPS.map((strip) => strip.indexOf(S as number));
  let reel = 0;
  return {
    int: (n: number) => {
      // A round can never spin more than 1 + 50 times; fail rather than loop if the cap breaks.
      if (reel >= 5 * (1 + SLOT_FREE_SPINS.maxPerRound)) throw new Error('more spins than the cap allows');
      const stop = stops[reel++ % 5] as number;
      expect(n).toBe(SLOT_REEL_STRIPS[0]?.length);
      return stop;
    },
  };
}

describe('slot tables', () => {
  it('has 20 paylines of one row per reel and 5 strips of known symbols', () => {
    expect(SLOT_PAYLINES).toHaveLength(20);
    expect(new Set(SLOT_PAYLINES.map((l) => l.join(''))).size).toBe(20);
    for (const line of SLOT_PAYLINES)
      expect(line.every((r) => r >= 0 && r <= 2) && line.length === 5).toBe(true);
    expect(SLOT_REEL_STRIPS).toHaveLength(5);
    for (const strip of SLOT_REEL_STRIPS) {
      expect(strip.every((id) => SLOT_SYMBOLS.some((s) => s.id === id))).toBe(true);
      // One scatter per strip, so a window never shows two scatters on one reel.
      expect(strip.filter((id) => id === S)).toHaveLength(1);
    }
    for (const s of SLOT_SYMBOLS) expect(SLOT_PAYTABLE[s.id]).toHaveLength(3);
  });
});

describe('slotLinePay', () => {
  it.each([
    ['five sevens', [SEVEN, SEVEN, SEVEN, SEVEN, SEVEN], SEVEN, 5, 500],
    ['three cherries', [CHERRY, CHERRY, CHERRY, LEMON, CHERRY], CHERRY, 3, 5],
    ['two is nothing', [CHERRY, CHERRY, LEMON, CHERRY, CHERRY], CHERRY, 2, 0],
    ['wild substitutes', [SEVEN, W, SEVEN, W, BELL], SEVEN, 4, 150],
    ['leading wilds take the symbol after', [W, W, CHERRY, CHERRY, LEMON], CHERRY, 4, 10],
    ['wilds pay their own line when better', [W, W, W, W, CHERRY], W, 4, 250],
    ['a symbol line when better than the wilds', [W, W, W, SEVEN, SEVEN], SEVEN, 5, 500],
    ['five wilds', [W, W, W, W, W], W, 5, 1000],
    ['a scatter breaks the line', [SEVEN, SEVEN, S, SEVEN, SEVEN], SEVEN, 2, 0],
    ['a leading scatter pays no line', [S, S, S, S, S], W, 0, 0],
    ['wilds then a scatter', [W, W, W, S, SEVEN], W, 3, 50],
  ] as [string, number[], number, number, number][])('%s', (_, symbols, symbol, count, pay) => {
    const result = slotLinePay(symbols);
    expect(result.pay).toBe(pay);
    if (pay > 0) expect(result).toEqual({ symbol, count, pay });
  });
});

describe('evaluateSlotSpin', () => {
  it('pays a line as stake × multiplier / 20, tripled in free spins', () => {
    const grid = gridWithMiddle([SEVEN, SEVEN, SEVEN, SEVEN, SEVEN]);
    const base = evaluateSlotSpin(grid, 2n * U, 1);
    expect(base.lineWins).toEqual([{ line: 0, symbol: SEVEN, count: 5, win: 50n * U }]); // 2 × 500 / 20
    expect(base.win).toBe(50n * U);
    expect(evaluateSlotSpin(grid, 2n * U, 3).win).toBe(150n * U);
  });
  it('pays scatters anywhere in total stakes', () => {
    const grid = gridWithMiddle([LEMON, BELL, LEMON, BELL, LEMON]);
    (grid[0] as number[])[0] = S as number;
    (grid[2] as number[])[2] = S as number;
    (grid[4] as number[])[0] = S as number;
    const spin = evaluateSlotSpin(grid, 1n * U, 1);
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterWin).toBe(2n * U);
    expect(spin.win).toBe(spin.scatterWin + spin.lineWins.reduce((s, w) => s + w.win, 0n));
  });
});

describe('playSlotRound', () => {
  it('plays free spins on a trigger, retriggers, and stops at the cap', () => {
    const round = playSlotRound(allScattersRng(), 1n * U);
    expect(round.base.scatterCount).toBe(5);
    expect(round.base.freeSpinsAwarded).toBe(SLOT_FREE_SPINS.awarded);
    expect(round.freeSpins).toHaveLength(SLOT_FREE_SPINS.maxPerRound);
    const awarded = round.freeSpins.reduce((s, f) => s + f.freeSpinsAwarded, round.base.freeSpinsAwarded);
    expect(awarded).toBe(SLOT_FREE_SPINS.maxPerRound);
    expect(round.freeSpins.at(-1)?.freeSpinsAwarded).toBe(0);
    // Free spins pay the scatter ×3 as well: 50 stakes × 3 on each.
    expect(round.freeSpins[0]?.scatterWin).toBe(150n * U);
  });
  it('refuses a stake that is not positive', () => {
    expect(() => playSlotRound(seededRng('00'), 0n)).toThrow();
  });
  it('keeps its sums and bounds for any seed and two-decimal stake', () => {
    const spinOk = (spin: SlotSpin, stake: bigint, multiplier: number) => {
      const lineTotal = spin.lineWins.reduce((s, w) => s + w.win, 0n);
      const exact = spin.lineWins.every(
        (w) => w.win * 20n === stake * BigInt((SLOT_PAYTABLE[w.symbol]?.[w.count - 3] ?? 0) * multiplier),
      );
      const shape = spin.grid.length === 5 && spin.grid.every((col) => col.length === 3);
      return exact && shape && spin.win === lineTotal + spin.scatterWin && spin.win >= 0n;
    };
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (seed, cents) => {
          const stake = BigInt(cents) * 100n;
          const rng = seededRng(bytesToHex(seed));
          for (let i = 0; i < 30; i++) {
            const round = playSlotRound(rng, stake);
            const total = round.freeSpins.reduce((s, f) => s + f.win, round.base.win);
            if (round.totalWin !== total || round.freeSpins.length > SLOT_FREE_SPINS.maxPerRound)
              return false;
            if (!spinOk(round.base, stake, 1)) return false;
            if (!round.freeSpins.every((f) => spinOk(f, stake, SLOT_FREE_SPINS.multiplier))) return false;
          }
          return true;
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('slot return to player', () => {
  const exact = slotRtpBreakdown();

  it('computes the stated 96 % exactly (within ±0.5 %)', () => {
    console.info('slot exact RTP', exact);
    expect(Math.abs(slotTheoreticalRtp() - SLOT_STATED_RTP)).toBeLessThan(0.005);
    expect(exact.rtp).toBeCloseTo(exact.lineEv + exact.scatterEv + exact.freeSpinsEv, 12);
    // The cap barely matters: the uncapped geometric series 10 / (1 − 10p) is within 0.1 %.
    const uncapped = SLOT_FREE_SPINS.awarded / (1 - SLOT_FREE_SPINS.awarded * exact.triggerProbability);
    expect(exact.expectedFreeSpins).toBeLessThanOrEqual(uncapped);
    expect(exact.expectedFreeSpins / uncapped).toBeGreaterThan(0.999);
  });

  // Literal enumeration of all 32⁵ reel stops for one line (≈ 33 M line reads): a check of the
  // frequency argument `slotRtpBreakdown` uses. Every line reads row r = stop + r, a relabelling of
  // the stops, so one line stands for all 20.
  it('matches an enumeration of every reel-stop combination', () => {
    const strips = SLOT_REEL_STRIPS;
    const [r0, r1, r2, r3, r4] = strips as [number[], number[], number[], number[], number[]];
    const symbols = [0, 0, 0, 0, 0];
    let sum = 0;
    for (const a of r0) {
      symbols[0] = a;
      for (const b of r1) {
        symbols[1] = b;
        for (const c of r2) {
          symbols[2] = c;
          for (const d of r3) {
            symbols[3] = d;
            for (const e of r4) {
              symbols[4] = e;
              sum += slotLinePay(symbols).pay;
            }
          }
        }
      }
    }
    const combos = strips.reduce((n, strip) => n * strip.length, 1);
    expect(sum / combos).toBeCloseTo(exact.lineEv, 12);
  }, 120_000);

  // 2·10⁵ rounds always (a few seconds); 10⁶ with SLOW_TESTS=1. z = 4, σ from the same sample.
  const rounds = process.env.SLOW_TESTS === '1' ? 1_000_000 : 200_000;
  it(`lands within 4σ/√n of the stated RTP over ${rounds} seeded rounds`, () => {
    const rng = seededRng('5107'.repeat(16));
    const stake = 1n * U;
    const total = new Moments();
    const base = new Moments();
    let triggers = 0;
    for (let i = 0; i < rounds; i++) {
      const round = playSlotRound(rng, stake);
      total.add(Number(round.totalWin) / Number(stake));
      base.add(Number(round.base.win) / Number(stake));
      if (round.base.freeSpinsAwarded > 0) triggers++;
    }
    const p = exact.triggerProbability;
    const triggerBand = 4 * Math.sqrt((p * (1 - p)) / rounds);
    console.info(
      `slot simulated RTP ${total.mean.toFixed(5)} ± ${total.band(4).toFixed(5)} (σ ${total.sd.toFixed(3)}, n ${rounds});`,
      `base ${base.mean.toFixed(5)} vs ${(exact.lineEv + exact.scatterEv).toFixed(5)}; triggers ${triggers / rounds}`,
    );
    expect(Math.abs(total.mean - SLOT_STATED_RTP)).toBeLessThan(total.band(4));
    expect(Math.abs(total.mean - exact.rtp)).toBeLessThan(total.band(4));
    expect(Math.abs(base.mean - (exact.lineEv + exact.scatterEv))).toBeLessThan(base.band(4));
    expect(Math.abs(triggers / rounds - p)).toBeLessThan(triggerBand);
  }, 120_000);
});
