// Amounts on the play API are decimal strings (four decimals out, at most two in). The pages do
// their little arithmetic in bigint minor units (1/10 000), like the server, and never in floats.

const SCALE = 10_000n;

/** "12.34" | "12.3400" | "12" → 123400n. Anything malformed is 0n (the server is the authority). */
export function toMinor(text: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return 0n;
  const whole = BigInt(m[2] ?? '0') * SCALE;
  const frac = BigInt((m[3] ?? '').padEnd(4, '0') || '0');
  const value = whole + frac;
  return m[1] === '-' ? -value : value;
}

/** 123456n → "12.34" (two decimals, truncated; thousands grouped when `group`). */
export function formatMinor(minor: bigint, group = true): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / SCALE;
  const cents = (abs % SCALE) / 100n;
  const wholeText = group ? whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole.toString();
  return `${negative ? '-' : ''}${wholeText}.${cents.toString().padStart(2, '0')}`;
}

/** A wire amount for a request: two decimals, no grouping. */
export function amountIn(minor: bigint): string {
  return formatMinor(minor, false);
}

/** Display form of a wire amount. */
export function money(text: string): string {
  return formatMinor(toMinor(text));
}

/** Short chip label: 1, 5, 10, 1K, 10K. */
export function chipLabel(text: string): string {
  const minor = toMinor(text);
  const whole = minor / SCALE;
  if (minor % SCALE !== 0n) return formatMinor(minor, false);
  if (whole >= 10_000n && whole % 1000n === 0n) return `${whole / 10_000n}万`;
  if (whole >= 1000n && whole % 1000n === 0n) return `${whole / 1000n}K`;
  return whole.toString();
}
