/**
 * Deterministic randomness for the simulator: every draw is a pure function of the seed and a
 * key (the fixture's ref, the minute, the side…), so any instance, before or after a restart,
 * computes the same match from the same seed without keeping state.
 */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A float in [0, 1) for (seed, key parts). */
export function rand(seed: string, ...parts: (string | number)[]): number {
  let t = (hash32(`${seed}|${parts.join('|')}`) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** An integer in [0, n). */
export const randInt = (n: number, seed: string, ...parts: (string | number)[]): number =>
  Math.floor(rand(seed, ...parts) * n);

/** A Poisson draw (Knuth; the simulator's means are small). */
export function randPoisson(lambda: number, seed: string, ...parts: (string | number)[]): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  for (;;) {
    p *= rand(seed, ...parts, 'poisson', k);
    if (p <= limit || k > 20) return k;
    k++;
  }
}
