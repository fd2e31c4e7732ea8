// Pure parts of the fishing page: how big and how common each fish is on screen, which fish is
// under a tap (hit-testing rotated ellipses), the cannon's aim, and the client-side fire limit.

export interface FishKind {
  id: string;
  multiplier: number;
}

/** Body length in CSS pixels: grows with the log of the multiplier (2× → 40 px, 200× → 133 px). */
export function fishLength(multiplier: number, scale = 1): number {
  return (26 + 14 * Math.log2(Math.max(1, multiplier))) * scale;
}

/** How often a kind appears: bigger multiplier, rarer on screen. Weights sum to 1. */
export function spawnWeights(kinds: readonly FishKind[]): number[] {
  const raw = kinds.map((k) => 1 / k.multiplier ** 0.8);
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / total);
}

/** Picks an index by weight for a uniform `r` in [0, 1). */
export function pickWeighted(weights: readonly number[], r: number): number {
  let acc = 0;
  for (const [i, w] of weights.entries()) {
    acc += w;
    if (r < acc) return i;
  }
  return weights.length - 1;
}

export interface Swimmer {
  uid: number;
  x: number;
  y: number;
  /** Half length and half height of the body ellipse. */
  rx: number;
  ry: number;
  /** Heading in radians (0 = swimming right). */
  angle: number;
}

/** Is (px, py) inside the swimmer's body ellipse (with a little slack for fingers)? */
export function insideFish(f: Swimmer, px: number, py: number, slack = 6): boolean {
  const dx = px - f.x;
  const dy = py - f.y;
  const cos = Math.cos(-f.angle);
  const sin = Math.sin(-f.angle);
  const lx = dx * cos - dy * sin;
  const ly = dx * sin + dy * cos;
  const a = f.rx + slack;
  const b = f.ry + slack;
  return (lx * lx) / (a * a) + (ly * ly) / (b * b) <= 1;
}

/** The fish under a point: the one drawn last (on top) wins; null when the tap hits water. */
export function fishAt<T extends Swimmer>(fishes: readonly T[], px: number, py: number): T | null {
  for (let i = fishes.length - 1; i >= 0; i--) {
    const f = fishes[i];
    if (f && insideFish(f, px, py)) return f;
  }
  return null;
}

/** The cannon's angle towards a point, from straight up, kept within ±80°. */
export function aimAngle(cx: number, cy: number, px: number, py: number): number {
  const angle = Math.atan2(px - cx, cy - py);
  const limit = (80 * Math.PI) / 180;
  return Math.max(-limit, Math.min(limit, angle));
}

/** At most one shot per `minGapMs` and `maxInFlight` unanswered shots. */
export function createFireLimiter(minGapMs: number, maxInFlight: number) {
  let last = Number.NEGATIVE_INFINITY;
  let inFlight = 0;
  return {
    tryFire(now: number): boolean {
      if (now - last < minGapMs || inFlight >= maxInFlight) return false;
      last = now;
      inFlight++;
      return true;
    },
    done(): void {
      inFlight = Math.max(0, inFlight - 1);
    },
    get inFlight() {
      return inFlight;
    },
  };
}
