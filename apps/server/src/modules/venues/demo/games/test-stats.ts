// Statistics helpers for the engines' tests (not bundled by the pages: only tests import this file).

/** Upper quantile of χ² with `df` degrees of freedom (Wilson–Hilferty; z = the normal quantile). */
export function chiSquareCritical(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Normal quantiles used by the tests. */
export const Z_99 = 2.3263;
export const Z_99_99 = 3.719;

/** χ² statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Running mean and standard deviation (Welford). */
export class Moments {
  n = 0;
  mean = 0;
  private m2 = 0;
  add(x: number): void {
    this.n++;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (x - this.mean);
  }
  get sd(): number {
    return this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1)) : 0;
  }
  /** Half-width of the z-band around the mean: z·σ/√n. */
  band(z: number): number {
    return (z * this.sd) / Math.sqrt(this.n);
  }
}
