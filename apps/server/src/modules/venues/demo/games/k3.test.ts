import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  K3_PAY_TABLE,
  k3BetRtp,
  k3BetValid,
  k3Describe,
  k3DiceFromSeed,
  k3NewSeed,
  k3Payout,
  k3SeedHash,
} from './k3.ts';
import { bytesToHex, seededRng } from './rng.ts';
import { chiSquareCritical, chiSquareUniform, Z_99 } from './test-stats.ts';
import type { K3BetType, K3Dice } from './types.ts';

const U = 10_000n;

/** The pay table restated by hand (total return per 1 staked), and the winning rule of each bet. */
const EXPECTED_PAYS: Record<string, string> = {
  'big:0': '1.97',
  'small:0': '1.97',
  'odd:0': '1.97',
  'even:0': '1.97',
  'anyTriple:0': '34.5',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((f) => [`triple:${f}`, '207'])),
  ...Object.fromEntries(
    [
      [4, '69'],
      [5, '34.5'],
      [6, '20.7'],
      [7, '13.8'],
      [8, '9.85'],
      [9, '8.28'],
      [10, '7.66'],
    ].flatMap(([sum, pays]) => [
      [`sum:${sum}`, pays],
      [`sum:${21 - Number(sum)}`, pays],
    ]),
  ),
};

function expectedWin(type: K3BetType, selection: number, [a, b, c]: K3Dice): boolean {
  const sum = a + b + c;
  const triple = a === b && b === c;
  if (type === 'big') return sum >= 11 && sum <= 17 && !triple;
  if (type === 'small') return sum >= 4 && sum <= 10 && !triple;
  if (type === 'odd') return sum % 2 === 1 && !triple;
  if (type === 'even') return sum % 2 === 0 && !triple;
  if (type === 'sum') return sum === selection;
  if (type === 'anyTriple') return triple;
  return triple && a === selection;
}

/** Decimal text × stake, in minor units, by string arithmetic (independent of the engine's ×100 table). */
function times(stake: bigint, pays: string): bigint {
  const [whole, fraction = ''] = pays.split('.');
  const scaled = BigInt(`${whole}${fraction.padEnd(2, '0')}`);
  return (stake * scaled) / 100n;
}

const ALL_DICE: K3Dice[] = [];
for (let a = 1; a <= 6; a++)
  for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ALL_DICE.push([a, b, c]);

describe('K3 pay table', () => {
  it('lists every bet once with the stated pays', () => {
    expect(K3_PAY_TABLE).toHaveLength(4 + 14 + 1 + 6);
    expect(Object.fromEntries(K3_PAY_TABLE.map((e) => [`${e.type}:${e.selection}`, e.pays]))).toEqual(
      EXPECTED_PAYS,
    );
  });

  it('pays exactly the table on every one of the 216 throws, for every bet', () => {
    const stakes = [1n * U, 37n * U + 500n, 100n];
    let checked = 0;
    for (const dice of ALL_DICE)
      for (const { type, selection, pays } of K3_PAY_TABLE)
        for (const stake of stakes) {
          const expected = expectedWin(type, selection, dice) ? times(stake, pays) : 0n;
          expect(k3Payout({ type, selection, stake }, dice)).toBe(expected);
          checked++;
        }
    expect(checked).toBe(216 * 25 * 3);
  });

  it('returns between 95 % and 97 % on every bet, exactly over the 216 throws', () => {
    const rtps = K3_PAY_TABLE.map(({ type, selection, pays }) => {
      const wins = ALL_DICE.filter((d) => expectedWin(type, selection, d)).length;
      const rtp = (wins * Number(pays)) / 216;
      expect(k3BetRtp(type, selection)).toBeCloseTo(rtp, 12);
      return `${type}${selection ? ` ${selection}` : ''}: ${wins}/216 × ${pays} = ${(rtp * 100).toFixed(2)}%`;
    });
    console.info(`K3 exact RTP per bet\n${rtps.join('\n')}`);
    for (const { type, selection } of K3_PAY_TABLE) {
      expect(k3BetRtp(type, selection)).toBeGreaterThan(0.95);
      expect(k3BetRtp(type, selection)).toBeLessThan(0.97);
    }
  });

  it('never pays a negative amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...K3_PAY_TABLE),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom(...ALL_DICE),
        ({ type, selection }, stake, dice) => k3Payout({ type, selection, stake }, dice) >= 0n,
      ),
    );
  });
});

describe('k3BetValid', () => {
  it('takes every listed bet and refuses bad selections and stakes', () => {
    for (const { type, selection } of K3_PAY_TABLE)
      expect(k3BetValid({ type, selection, stake: U })).toBe(true);
    const bad = [
      { type: 'sum', selection: 3 },
      { type: 'sum', selection: 18 },
      { type: 'sum', selection: 0 },
      { type: 'sum', selection: 10.5 },
      { type: 'triple', selection: 0 },
      { type: 'triple', selection: 7 },
      { type: 'big', selection: 1 },
      { type: 'anyTriple', selection: 6 },
      { type: 'pair', selection: 0 },
    ] as { type: K3BetType; selection: number }[];
    for (const bet of bad) expect(k3BetValid({ ...bet, stake: U })).toBe(false);
    expect(k3BetValid({ type: 'big', selection: 0, stake: 0n })).toBe(false);
    expect(k3BetValid({ type: 'big', selection: 0, stake: -1n })).toBe(false);
    expect(() => k3Payout({ type: 'sum', selection: 3, stake: U }, [1, 1, 1])).toThrow();
    expect(() => k3Payout({ type: 'big', selection: 0, stake: U }, [0, 1, 7] as unknown as K3Dice)).toThrow();
  });
});

/** The verification a player would write: SHA-256(seed ‖ counter), bytes < 252 → (b mod 6) + 1. */
function referenceDice(seedHex: string): { dice: number[]; skipped: number } {
  const dice: number[] = [];
  let skipped = 0;
  for (let counter = 0; dice.length < 3; counter++) {
    const suffix = Buffer.alloc(4);
    suffix.writeUInt32BE(counter);
    const digest = createHash('sha256').update(Buffer.from(seedHex, 'hex')).update(suffix).digest();
    for (const byte of digest) {
      if (dice.length === 3) break;
      if (byte >= 252) skipped++;
      else dice.push((byte % 6) + 1);
    }
  }
  return { dice, skipped };
}

describe('provably fair dice', () => {
  it('publishes SHA-256 of the seed bytes', () => {
    const seed = k3NewSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(k3SeedHash(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(k3SeedHash('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });

  it('derives the dice as the published verification says, skipping biased bytes', () => {
    const rng = seededRng('d1ce'.repeat(16));
    const faces = [0, 0, 0, 0, 0, 0];
    let skipped = 0;
    for (let i = 0; i < 10_000; i++) {
      const seed = bytesToHex(Uint8Array.from({ length: 32 }, () => rng.int(256)));
      const reference = referenceDice(seed);
      const dice = k3DiceFromSeed(seed);
      expect(dice).toEqual(reference.dice);
      skipped += reference.skipped;
      for (const d of dice) faces[d - 1] = (faces[d - 1] as number) + 1;
    }
    expect(skipped).toBeGreaterThan(0); // the rejection path was exercised
    expect(chiSquareUniform(faces)).toBeLessThan(chiSquareCritical(5, Z_99));
  });

  it('gives three faces 1–6 for any seed, and refuses malformed seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) =>
        k3DiceFromSeed(bytesToHex(bytes)).every((d) => Number.isInteger(d) && d >= 1 && d <= 6),
      ),
    );
    for (const bad of ['', 'ab', 'G'.repeat(64), 'AB'.repeat(32), '00'.repeat(33)]) {
      expect(() => k3DiceFromSeed(bad)).toThrow();
      expect(() => k3SeedHash(bad)).toThrow();
    }
  });
});

describe('k3Describe', () => {
  it.each([
    [[2, 3, 6], '2 3 6 · 和值11 · 大 · 单'],
    [[1, 2, 1], '1 2 1 · 和值4 · 小 · 双'],
    [[4, 4, 4], '4 4 4 · 和值12 · 豹子'],
  ] as [K3Dice, string][])('%j → %s', (dice, text) => {
    expect(k3Describe(dice)).toBe(text);
  });
});
