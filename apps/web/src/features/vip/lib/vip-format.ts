import { formatAmount } from '@houseline/shared/money/amount';

/** "0.45%" from 45 basis points. */
export function rateOf(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = (bp % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}%` : `${whole}%`;
}

/** A whole-looking amount for the ladder: "10,000" rather than "10,000.00" when there are no cents. */
export function amountOf(wire: string): string {
  const text = formatAmount(wire);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
