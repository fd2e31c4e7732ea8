import { formatAmount, minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import { WEB_LIMITS } from '../config/web-limits.ts';

/**
 * Amounts the member types in the cashier forms. Everything here works on decimal strings and
 * bigint minor units (1/10 000), never on floats (DESIGN.md §5). Whether a typed value is a valid
 * amount at all is the shared rule (amountInputField, see lib/forms/amount-rules.ts); these helpers
 * clean the typing, compare with limits and prepare the shortcuts.
 */

const FULL_WIDTH_DIGIT = /[０-９]/g;

/**
 * What the amount box keeps of a keystroke: ASCII digits and dots. Full-width digits and dots (a
 * Chinese IME) become ASCII; spaces, commas and letters go. Extra decimals are kept, so the member
 * sees why "1.234" is refused rather than a silently different number.
 */
export function sanitizeAmountInput(raw: string): string {
  return raw
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[。．]/g, '.')
    .replace(/[^\d.]/g, '')
    .slice(0, WEB_LIMITS.amountInputMaxLength);
}

/** Minor units of a decimal string, or null when it is not a plain amount with ≤ 4 decimals. */
export function toMinor(value: string): bigint | null {
  try {
    return parseAmountToMinor(value.trim());
  } catch {
    return null;
  }
}

/** A wire amount as the member would type it: two decimals at most, truncated, no ".00". */
export function toInputAmount(wire: string): string {
  const minor = toMinor(wire);
  const cents = minor === null ? 0n : minor / 100n;
  if (cents <= 0n) return '';
  const whole = cents / 100n;
  const fraction = cents % 100n;
  if (fraction === 0n) return whole.toString();
  return `${whole}.${fraction.toString().padStart(2, '0').replace(/0$/, '')}`;
}

/** The smallest of some wire amounts (the "all" shortcut is capped by several limits). */
export function minWire(...values: string[]): string {
  const minors = values.map((v) => toMinor(v) ?? 0n);
  return minorToDecimalString(minors.reduce((a, b) => (b < a ? b : a)));
}

/** `a - b` of two wire amounts, never below zero. */
export function remainingWire(total: string, used: string): string {
  const rest = (toMinor(total) ?? 0n) - (toMinor(used) ?? 0n);
  return minorToDecimalString(rest > 0n ? rest : 0n);
}

export function isPositiveWire(value: string | null | undefined): boolean {
  return value != null && (toMinor(value) ?? 0n) > 0n;
}

export interface AmountLimits {
  /** Wire amounts; a missing bound is not checked. */
  min?: string;
  max?: string;
  /** What the member has to pay from (a wallet balance, the withdrawable amount). */
  available?: string;
}

export type LimitIssue =
  | { kind: 'belowMin'; amount: string }
  | { kind: 'aboveMax'; amount: string }
  | { kind: 'insufficient'; amount: string };

/**
 * Checks a well-formed amount against its limits: the channel's or the rule's minimum and maximum,
 * then what is available. `amount` in the result is the bound, formatted for display.
 */
export function limitIssue(value: string, limits: AmountLimits): LimitIssue | null {
  const minor = toMinor(value);
  if (minor === null) return null;
  const bound = (wire: string | undefined) => (wire === undefined ? null : toMinor(wire));
  const min = bound(limits.min);
  const max = bound(limits.max);
  const available = bound(limits.available);
  if (min !== null && minor < min) return { kind: 'belowMin', amount: formatAmount(limits.min!) };
  if (max !== null && minor > max) return { kind: 'aboveMax', amount: formatAmount(limits.max!) };
  if (available !== null && minor > available) {
    return { kind: 'insufficient', amount: formatAmount(limits.available!) };
  }
  return null;
}

export interface FeeRule {
  feePermille: number;
  feeMin: string;
  freeCountPerDay: number;
  dailyCountUsed: number;
}

/**
 * The fee a withdrawal of `value` would cost, as a wire amount: nothing while the day's free
 * withdrawals last, else `feePermille` of the amount (truncated to the minor unit) but at least
 * `feeMin`. A preview: the server's figure on the order is the one that counts.
 */
export function withdrawFee(value: string, rule: FeeRule): string {
  const minor = toMinor(value);
  if (minor === null || minor <= 0n || rule.dailyCountUsed < rule.freeCountPerDay) return '0.0000';
  const proportional = (minor * BigInt(rule.feePermille)) / 1000n;
  const floor = toMinor(rule.feeMin) ?? 0n;
  return minorToDecimalString(proportional > floor ? proportional : floor);
}

/** What reaches the member's account: amount − fee, never below zero. */
export function afterFee(value: string, fee: string): string {
  return remainingWire(minorToDecimalString(toMinor(value) ?? 0n), fee);
}
