import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from './rng.ts';
import { K3_BET_TYPES, type K3Bet, type K3BetType, type K3Dice } from './types.ts';

// 彩票 三骰快三: three dice per draw, provably fair. Before a draw the provider publishes
// SHA-256(seed); after it, the seed. Anyone can check the hash, then re-derive the dice:
// block c = SHA-256(seed ‖ c as 4-byte big-endian), c = 0, 1, …; read its bytes in order, skip
// every byte ≥ 252, and each kept byte b gives a die (b mod 6) + 1 — 252 = 42 × 6, so no face is
// favoured. The first three kept bytes are the dice. (The published hash is SHA-256(seed) with no
// counter, so it tells nothing about the dice.)

/** A draw's seed: 32 bytes as 64 lowercase hex digits. */
export const K3_SEED_BYTES = 32;
const SEED_PATTERN = /^[0-9a-f]{64}$/;

function seedBytes(seedHex: string): Uint8Array {
  if (!SEED_PATTERN.test(seedHex)) throw new TypeError('k3: a seed is 64 lowercase hex digits');
  return hexToBytes(seedHex);
}

/** A fresh draw seed from the platform's CSPRNG. */
export function k3NewSeed(): string {
  const bytes = new Uint8Array(K3_SEED_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The commitment published before the draw: SHA-256 of the seed bytes, lowercase hex. */
export function k3SeedHash(seedHex: string): string {
  return bytesToHex(sha256(seedBytes(seedHex)));
}

export function k3DiceFromSeed(seedHex: string): K3Dice {
  const seed = seedBytes(seedHex);
  const message = new Uint8Array(seed.length + 4);
  message.set(seed, 0);
  const view = new DataView(message.buffer);
  const dice: number[] = [];
  for (let block = 0; dice.length < 3; block++) {
    view.setUint32(seed.length, block);
    for (const byte of sha256(message)) {
      if (byte >= 252) continue;
      dice.push((byte % 6) + 1);
      if (dice.length === 3) break;
    }
  }
  return dice as K3Dice;
}

/**
 * Total return per unit staked, ×100 (so 197 = 1.97 returned for 1 staked, stake included).
 * Every entry is set near 95.8 % return; `k3BetRtp` gives each exactly. Big/small/odd/even lose on
 * any triple.
 */
const EVEN_MONEY_PAYS_X100 = 197;
const SUM_PAYS_X100: Readonly<Record<number, number>> = {
  4: 6900,
  5: 3450,
  6: 2070,
  7: 1380,
  8: 985,
  9: 828,
  10: 766,
  11: 766,
  12: 828,
  13: 985,
  14: 1380,
  15: 2070,
  16: 3450,
  17: 6900,
};
const ANY_TRIPLE_PAYS_X100 = 3450;
const TRIPLE_PAYS_X100 = 20700;

function paysX100(type: K3BetType, selection: number): number {
  switch (type) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return EVEN_MONEY_PAYS_X100;
    case 'sum':
      return SUM_PAYS_X100[selection] ?? 0;
    case 'anyTriple':
      return ANY_TRIPLE_PAYS_X100;
    case 'triple':
      return TRIPLE_PAYS_X100;
  }
}

function selectionsOf(type: K3BetType): number[] {
  if (type === 'sum') return Array.from({ length: 14 }, (_, i) => i + 4);
  if (type === 'triple') return [1, 2, 3, 4, 5, 6];
  return [0];
}

function formatX100(value: number): string {
  const whole = Math.floor(value / 100);
  const cents = value % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** Every bet the game takes and what it returns per unit staked (stake included), as text. */
export const K3_PAY_TABLE: readonly { type: K3BetType; selection: number; pays: string }[] =
  K3_BET_TYPES.flatMap((type) =>
    selectionsOf(type).map((selection) => ({ type, selection, pays: formatX100(paysX100(type, selection)) })),
  );

export function k3BetValid(bet: K3Bet): boolean {
  if (!(K3_BET_TYPES as readonly string[]).includes(bet.type)) return false;
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) return false;
  return Number.isInteger(bet.selection) && selectionsOf(bet.type).includes(bet.selection);
}

function validDice(dice: K3Dice): boolean {
  return dice.length === 3 && dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6);
}

/** Whether a bet wins on these dice. */
export function k3Wins(bet: Pick<K3Bet, 'type' | 'selection'>, dice: K3Dice): boolean {
  const [a, b, c] = dice;
  const sum = a + b + c;
  const triple = a === b && b === c;
  switch (bet.type) {
    case 'big':
      return !triple && sum >= 11;
    case 'small':
      return !triple && sum <= 10;
    case 'odd':
      return !triple && sum % 2 === 1;
    case 'even':
      return !triple && sum % 2 === 0;
    case 'sum':
      return sum === bet.selection;
    case 'anyTriple':
      return triple;
    case 'triple':
      return triple && a === bet.selection;
  }
}

/** Total return of a bet (stake included), 0 when it loses; floors to minor units (exact for two-decimal stakes). */
export function k3Payout(bet: K3Bet, dice: K3Dice): bigint {
  if (!k3BetValid(bet)) throw new RangeError('k3: invalid bet');
  if (!validDice(dice)) throw new RangeError('k3: dice must be three faces 1–6');
  if (!k3Wins(bet, dice)) return 0n;
  return (bet.stake * BigInt(paysX100(bet.type, bet.selection))) / 100n;
}

/** Exact return to player of one bet, over the 216 equally likely throws. */
export function k3BetRtp(type: K3BetType, selection: number): number {
  let returned = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++)
        if (k3Wins({ type, selection }, [a, b, c])) returned += paysX100(type, selection);
  return returned / 100 / 216;
}

/** A short Chinese summary of a draw for bet records, e.g. "2 3 6 · 和值11 · 大 · 单". */
export function k3Describe(dice: K3Dice): string {
  const [a, b, c] = dice;
  const sum = a + b + c;
  const faces = `${a} ${b} ${c} · 和值${sum}`;
  if (a === b && b === c) return `${faces} · 豹子`;
  return `${faces} · ${sum >= 11 ? '大' : '小'} · ${sum % 2 === 1 ? '单' : '双'}`;
}
