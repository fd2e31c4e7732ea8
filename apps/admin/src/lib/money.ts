/**
 * Wire amounts are decimal strings with four places ("1250.0000"); the console shows two, grouped,
 * without going through floating point (bigint minor units never become a JS number here).
 */
export function formatAmount(wire: string, locale: string): string {
  const negative = wire.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? wire.slice(1) : wire).split('.');
  const grouped = BigInt(whole).toLocaleString(locale);
  const cents = `${fraction}00`.slice(0, 2);
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

/** A change from yesterday as a signed percentage, or undefined when yesterday was zero. */
export function changePercent(today: string, yesterday: string): number | undefined {
  const toCents = (v: string) => BigInt(v.replace('.', '')) / 100n;
  const before = toCents(yesterday);
  if (before === 0n) return undefined;
  const delta = toCents(today) - before;
  return Number((delta * 1000n) / (before < 0n ? -before : before)) / 10;
}
