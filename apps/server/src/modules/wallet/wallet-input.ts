import { createHash } from 'node:crypto';
import { type DateRangePreset, dateRangePreset } from '@houseline/shared/dates/date-range-preset';
import { formatAmount, parseAmountToMinor } from '@houseline/shared/money/amount';
import { AppError } from '../../platform/http/errors.ts';

export function amountParams(key: 'min' | 'max', minor: bigint): Record<string, string> {
  return { [key]: formatAmount(minor, { minor: true }) };
}

/** Parses a member amount (already shape-checked by the schema) and checks it against limits. */
export function memberAmount(text: string, min: bigint, max: bigint): bigint {
  const amount = parseAmountToMinor(text);
  if (amount < min) throw new AppError('AMOUNT_BELOW_MIN', { params: amountParams('min', min) });
  if (amount > max) throw new AppError('AMOUNT_ABOVE_MAX', { params: amountParams('max', max) });
  return amount;
}

export function requestHashOf(...parts: (string | bigint | number | undefined)[]): string {
  return createHash('sha256')
    .update(parts.map((p) => String(p ?? '')).join('\n'))
    .digest('hex');
}

export function pageRange(preset: number, now: Date): { from?: Date; to?: Date } {
  const range = dateRangePreset(preset as DateRangePreset, now);
  return range ? { from: range.start, to: range.end } : {};
}
