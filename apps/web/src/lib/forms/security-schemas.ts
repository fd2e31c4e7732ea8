import { FIELD_RULES, realNameField } from '@houseline/shared/validation/fields';
import { z } from 'zod';
import { CONTACT_CHANNELS, checkContact } from './auth-schemas.ts';
import { checkConfirmation, clearPasswordField, clearWithdrawPasswordField, issue } from './common.ts';

/** Change the login password: the old one, the new one twice, and whether to end other devices. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, { error: 'field.password' }),
    password: clearPasswordField,
    confirmPassword: z.string(),
    endOthers: z.boolean(),
  })
  .superRefine((v, ctx) => checkConfirmation(ctx, v.password, v.confirmPassword, 'confirmPassword'));
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

export const realNameSchema = z.object({ realName: realNameField });
export type RealNameForm = z.input<typeof realNameSchema>;

/**
 * Bind a phone or an e-mail. Changing a bound one first needs the code sent to the old one
 * (`oldCode`, step 1), which is checked here only when `needsOldCode`.
 */
export const bindContactSchema = z
  .object({
    channel: z.enum(CONTACT_CHANNELS),
    needsOldCode: z.boolean(),
    oldCode: z.string().trim(),
    areaCode: z.string(),
    phone: z.string().trim(),
    email: z.string().trim(),
    code: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.needsOldCode && !FIELD_RULES.smsCode.test(v.oldCode)) issue(ctx, 'oldCode', 'field.smsCode');
    checkContact(ctx, v, 'code', v.code);
  });
export type BindContactForm = z.input<typeof bindContactSchema>;

/** Set (first time) or change (with the old one) the 6-digit withdrawal password. */
export const withdrawPasswordSchema = z
  .object({
    changing: z.boolean(),
    oldPassword: z.string(),
    password: clearWithdrawPasswordField,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.changing && !FIELD_RULES.withdrawPassword.test(v.oldPassword)) {
      issue(ctx, 'oldPassword', 'field.withdrawPassword');
    }
    checkConfirmation(ctx, v.password, v.confirmPassword, 'confirmPassword');
  });
export type WithdrawPasswordForm = z.input<typeof withdrawPasswordSchema>;

/** Reset the withdrawal password with a code to the bound phone or e-mail. */
export const resetWithdrawPasswordSchema = z
  .object({
    channel: z.enum(CONTACT_CHANNELS),
    code: z.string().trim().regex(FIELD_RULES.smsCode, { error: 'field.smsCode' }),
    password: clearWithdrawPasswordField,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => checkConfirmation(ctx, v.password, v.confirmPassword, 'confirmPassword'));
export type ResetWithdrawPasswordForm = z.input<typeof resetWithdrawPasswordSchema>;
