import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { DepositReceiver } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { wire } from './wallet-accounts.ts';
import { amountParams } from './wallet-input.ts';

/**
 * A channel's quick-pick amounts and the brand's receiving account as finance sets them (decision
 * 0088): the checks the schema cannot make alone, and the shapes members and operators see.
 */

/** "100.0000" → "100", "99.5000" → "99.5": the quick-pick amount as the member's form shows it. */
export function presetText(minor: bigint): string {
  return wire(minor)
    .replace(/\.0+$/, '')
    .replace(/(\.\d*?)0+$/, '$1');
}

/**
 * The amounts finance typed, checked against the channel's limits: no two alike, each within the
 * smallest and largest deposit. Saved ascending, whatever order they were typed in.
 */
export function checkedPresets(input: readonly string[], min: bigint, max: bigint): bigint[] {
  const amounts = input.map((a) => parseAmountToMinor(a));
  if (new Set(amounts).size !== amounts.length) throw new AppError('CHANNEL_PRESETS_DUPLICATE');
  assertPresetsWithin(amounts, min, max);
  return amounts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A channel's limits may not leave its quick-pick amounts outside them (the table refuses it too). */
export function assertPresetsWithin(presets: readonly bigint[], min: bigint, max: bigint): void {
  if (presets.some((a) => a < min || a > max)) {
    throw new AppError('CHANNEL_PRESETS_RANGE', {
      params: { ...amountParams('min', min), ...amountParams('max', max) },
    });
  }
}

/** Finance's receiving account, normalised: trimmed names, no branch when empty, one space between digit groups. */
export function receivingAccountOf(input: {
  bankName: string;
  branch?: string | undefined;
  accountName: string;
  accountNo: string;
}): DepositReceiver {
  const branch = input.branch?.trim() ?? '';
  return {
    bankName: input.bankName.trim(),
    branch: branch === '' ? null : branch,
    accountName: input.accountName.trim(),
    accountNo: input.accountNo.trim().replace(/ +/g, ' '),
  };
}
