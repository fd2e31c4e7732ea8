import {
  COIN_NETWORKS,
  cardNoField,
  FIELD_LIMITS,
  isValidAlipayAccount,
  isValidCoinAddress,
} from '@houseline/shared/validation/fields';
import { z } from 'zod';
import { clearWithdrawPasswordField } from './common.ts';

/** Every withdrawal-account change is confirmed with the withdrawal password. */
const withWithdrawPassword = { wpassword: clearWithdrawPasswordField };

export const addBankCardSchema = z.object({
  bankCode: z.string().min(2, { error: 'field.bankCode' }),
  /** Typed with a space every 4 digits; the shared field strips them and runs the Luhn check. */
  cardNo: cardNoField,
  branch: z.string().trim().max(FIELD_LIMITS.bankBranchMaxLength),
  ...withWithdrawPassword,
});
export type AddBankCardForm = z.input<typeof addBankCardSchema>;

export const addVirtualCoinSchema = z
  .object({
    network: z.enum(COIN_NETWORKS),
    address: z.string().trim(),
    label: z.string().trim().max(FIELD_LIMITS.accountLabelMaxLength),
    ...withWithdrawPassword,
  })
  .refine((v) => isValidCoinAddress(v.network, v.address), { path: ['address'], error: 'field.coinAddress' });
export type AddVirtualCoinForm = z.input<typeof addVirtualCoinSchema>;

export const addAlipaySchema = z.object({
  account: z
    .string()
    .trim()
    .max(FIELD_LIMITS.emailMaxLength, { error: 'field.alipay' })
    .refine(isValidAlipayAccount, { error: 'field.alipay' }),
  ...withWithdrawPassword,
});
export type AddAlipayForm = z.input<typeof addAlipaySchema>;

export const removeAccountSchema = z.object(withWithdrawPassword);
export type RemoveAccountForm = z.input<typeof removeAccountSchema>;
