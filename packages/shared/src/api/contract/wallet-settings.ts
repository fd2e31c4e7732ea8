import { z } from 'zod';
import { DEPOSIT_CHANNEL_KINDS, wireAmountSchema } from './wallet.ts';

// A brand's deposit channels and withdrawal rules in the console (issue 24, decision 0082).

const channelValues = z.object({
  enabled: z.boolean(),
  min: wireAmountSchema,
  max: wireAmountSchema,
  /** Turnover required per credited deposit, as a multiple of its amount ("1.0", "1.5"). */
  flowMultiple: z.string(),
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

/** GET /api/admin/v1/wallet/settings — the brand's channels, withdrawal rules and four-eyes threshold. */
export const adminWalletSettingsSchema = z.object({
  channels: z.array(adminDepositChannelSchema),
  withdraw: adminWithdrawRulesSchema,
  /** Above it an approval or adjustment takes two operators: the deployment's setting, read only. */
  fourEyesThreshold: wireAmountSchema,
});
export type AdminWalletSettings = z.infer<typeof adminWalletSettingsSchema>;

/** The most turnover a deposit may require: 100 times its amount. */
export const FLOW_MULTIPLE_MAX = 100;

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
