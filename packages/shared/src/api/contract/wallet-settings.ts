import { z } from 'zod';
import { DEPOSIT_CHANNEL_KINDS, wireAmountSchema } from './wallet.ts';

// A brand's deposit channels and withdrawal rules in the console (issue 24, decision 0082), with each
// channel's quick-pick amounts and the brand's receiving bank account (decision 0088).

const channelValues = z.object({
  enabled: z.boolean(),
  min: wireAmountSchema,
  max: wireAmountSchema,
  /** Turnover required per credited deposit, as a multiple of its amount ("1.0", "1.5"). */
  flowMultiple: z.string(),
  /** The quick-pick amounts offered to the member, ascending (none for USDT). */
  presets: z.array(wireAmountSchema),
});

export const adminDepositChannelSchema = channelValues.extend({
  id: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string(),
  currency: z.string(),
  /** False when this deployment has no provider for the channel (members never see it). */
  provided: z.boolean(),
  defaults: channelValues,
  updatedAt: z.string().nullable(),
});
export type AdminDepositChannel = z.infer<typeof adminDepositChannelSchema>;

const withdrawValues = z.object({
  min: wireAmountSchema,
  max: wireAmountSchema,
  dailyCountLimit: z.number().int(),
  dailyAmountLimit: wireAmountSchema,
  freeCountPerDay: z.number().int(),
  feePermille: z.number().int(),
  feeMin: wireAmountSchema,
});

export const adminWithdrawRulesSchema = withdrawValues.extend({
  currency: z.string(),
  defaults: withdrawValues,
  updatedAt: z.string().nullable(),
});
export type AdminWithdrawRules = z.infer<typeof adminWithdrawRulesSchema>;

const receivingAccountValues = z.object({
  bankName: z.string(),
  /** Null when the account names no branch. */
  branch: z.string().nullable(),
  accountName: z.string(),
  accountNo: z.string(),
});

export const adminReceivingAccountSchema = receivingAccountValues.extend({
  defaults: receivingAccountValues,
  updatedAt: z.string().nullable(),
});
export type AdminReceivingAccount = z.infer<typeof adminReceivingAccountSchema>;

/** GET /api/admin/v1/wallet/settings — the brand's channels, withdrawal rules and four-eyes threshold. */
export const adminWalletSettingsSchema = z.object({
  channels: z.array(adminDepositChannelSchema),
  withdraw: adminWithdrawRulesSchema,
  /** Where the brand's members send a bank transfer. */
  receivingAccount: adminReceivingAccountSchema,
  /** Above it an approval or adjustment takes two operators: the deployment's setting, read only. */
  fourEyesThreshold: wireAmountSchema,
});
export type AdminWalletSettings = z.infer<typeof adminWalletSettingsSchema>;

/** The most turnover a deposit may require: 100 times its amount. */
export const FLOW_MULTIPLE_MAX = 100;

/** The most quick-pick amounts a channel offers. */
export const DEPOSIT_PRESETS_MAX = 8;

/** An operator's amount: at most four decimals and 12 integer digits. */
const operatorAmount = (error: string, positive: boolean) =>
  z
    .string({ error })
    .trim()
    .regex(/^\d{1,12}(?:\.\d{1,4})?$/, { error })
    .refine((v) => !positive || /[1-9]/.test(v), { error });

const wholeIn = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** POST /api/admin/v1/wallet/channel — one channel's settings for the brand. */
export const adminDepositChannelUpdateRequestSchema = z.object({
  channelId: z.string().regex(/^[a-z0-9_]{2,32}$/, { error: 'field.channel' }),
  enabled: z.boolean({ error: 'field.channelEnabled' }),
  min: operatorAmount('field.channelMin', true),
  max: operatorAmount('field.channelMax', true),
  flowMultiple: z
    .string({ error: 'field.channelFlowMultiple' })
    .trim()
    .regex(/^\d{1,3}(?:\.\d{1,3})?$/, { error: 'field.channelFlowMultiple' })
    .refine((v) => Number(v) <= FLOW_MULTIPLE_MAX, { error: 'field.channelFlowMultiple' }),
  /**
   * The quick-pick amounts (1 to 8, each within the channel's limits, no two alike; saved in
   * ascending order). Left out: the channel keeps the ones it has.
   */
  presets: z
    .array(operatorAmount('field.channelPresets', true), { error: 'field.channelPresets' })
    .min(1, { error: 'field.channelPresets' })
    .max(DEPOSIT_PRESETS_MAX, { error: 'field.channelPresets' })
    .optional(),
});
export type AdminDepositChannelUpdateRequest = z.infer<typeof adminDepositChannelUpdateRequestSchema>;

/** POST /api/admin/v1/wallet/withdraw-rules — the brand's withdrawal rules. */
export const adminWithdrawRulesUpdateRequestSchema = z.object({
  min: operatorAmount('field.withdrawMin', true),
  max: operatorAmount('field.withdrawMax', true),
  dailyCountLimit: wholeIn(1, 1000, 'field.withdrawDailyCount'),
  dailyAmountLimit: operatorAmount('field.withdrawDailyAmount', true),
  freeCountPerDay: wholeIn(0, 1000, 'field.withdrawFreeCount'),
  /** 0–100 per mille: at most a 10 % fee. */
  feePermille: wholeIn(0, 100, 'field.withdrawFeePermille'),
  feeMin: operatorAmount('field.withdrawFeeMin', false),
});
export type AdminWithdrawRulesUpdateRequest = z.infer<typeof adminWithdrawRulesUpdateRequestSchema>;

/** A name on the receiving account: trimmed, 1 to `max` characters, no angle brackets. */
const accountText = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(max, { error })
    .regex(/^[^<>]*$/, { error });

/** POST /api/admin/v1/wallet/receiving-account — the bank account the brand's members transfer to. */
export const adminReceivingAccountUpdateRequestSchema = z.object({
  bankName: accountText(40, 'field.receiverBankName'),
  /** Empty or left out: the account names no branch. */
  branch: z
    .string({ error: 'field.receiverBranch' })
    .trim()
    .max(60, { error: 'field.receiverBranch' })
    .regex(/^[^<>]*$/, { error: 'field.receiverBranch' })
    .optional(),
  accountName: accountText(60, 'field.receiverAccountName'),
  /** 8 to 30 digits; spaces between them are kept as one and do not count. */
  accountNo: z
    .string({ error: 'field.receiverAccountNo' })
    .trim()
    .regex(/^[0-9 ]+$/, { error: 'field.receiverAccountNo' })
    .refine(
      (v) => {
        const digits = v.replace(/ /g, '').length;
        return digits >= 8 && digits <= 30;
      },
      { error: 'field.receiverAccountNo' },
    ),
});
export type AdminReceivingAccountUpdateRequest = z.infer<typeof adminReceivingAccountUpdateRequestSchema>;
