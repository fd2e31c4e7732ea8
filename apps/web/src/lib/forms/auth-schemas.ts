import {
  captchaField,
  emailField,
  FIELD_LIMITS,
  FIELD_RULES,
  isValidPhone,
  usernameField,
} from '@houseline/shared/validation/fields';
import { z } from 'zod';
import { checkConfirmation, clearPasswordField, type Issues, issue } from './common.ts';

export const CONTACT_CHANNELS = ['phone', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export interface ContactValues {
  channel: ContactChannel;
  areaCode: string;
  phone: string;
  email: string;
}

/**
 * What is wrong with a phone (with its area code) or an e-mail, as the field and message key, or
 * null. Also used before sending a code, so the member learns of a typo before waiting for it.
 */
export function contactProblem(
  v: ContactValues,
): { field: 'areaCode' | 'phone' | 'email'; message: string } | null {
  if (v.channel === 'phone') {
    if (!v.areaCode) return { field: 'areaCode', message: 'field.areaCode' };
    return isValidPhone(v.areaCode, v.phone.trim()) ? null : { field: 'phone', message: 'field.phone' };
  }
  return emailField.safeParse(v.email).success ? null : { field: 'email', message: 'field.email' };
}

/** Checks the phone or e-mail and the 6-digit code that came with it (kept in `codeField`). */
export function checkContact(ctx: Issues, v: ContactValues, codeField: string, code: string): void {
  const problem = contactProblem(v);
  if (problem) issue(ctx, problem.field, problem.message);
  if (!FIELD_RULES.smsCode.test(code)) issue(ctx, codeField, 'field.smsCode');
}

const accountField = z
  .string()
  .trim()
  .min(4, { error: 'field.account' })
  .max(FIELD_LIMITS.emailMaxLength, { error: 'field.account' });

/** Log in by account name, phone or e-mail; the captcha only once the server asks for it. */
export const loginSchema = z.object({
  account: accountField,
  password: clearPasswordField,
  captcha: z.string(),
});
export const loginWithCaptchaSchema = loginSchema.extend({ captcha: captchaField });
export type LoginForm = z.input<typeof loginSchema>;

/**
 * Register. The phone or e-mail is optional, but once one is typed it must be valid and come with
 * its code; the invite code is optional and checked only when present.
 */
export const registerSchema = z
  .object({
    username: usernameField,
    password: clearPasswordField,
    confirmPassword: z.string(),
    captcha: captchaField,
    channel: z.enum(CONTACT_CHANNELS),
    areaCode: z.string(),
    phone: z.string().trim(),
    email: z.string().trim(),
    /** The code sent to the phone or the e-mail, whichever `channel` says. */
    code: z.string().trim(),
    inviteCode: z.string().trim(),
    agree: z.boolean().refine((v) => v, { error: 'field.agree' }),
  })
  .superRefine((v, ctx) => {
    checkConfirmation(ctx, v.password, v.confirmPassword, 'confirmPassword');
    const given = v.channel === 'phone' ? v.phone !== '' : v.email !== '';
    if (given) checkContact(ctx, v, 'code', v.code);
    if (v.inviteCode && !FIELD_RULES.inviteCode.test(v.inviteCode))
      issue(ctx, 'inviteCode', 'field.inviteCode');
  });
export type RegisterForm = z.input<typeof registerSchema>;

/** Reset the login password with a code sent to the bound phone or e-mail. */
export const forgetPasswordSchema = z
  .object({
    channel: z.enum(CONTACT_CHANNELS),
    areaCode: z.string(),
    phone: z.string().trim(),
    email: z.string().trim(),
    code: z.string().trim(),
    password: clearPasswordField,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    checkContact(ctx, v, 'code', v.code);
    checkConfirmation(ctx, v.password, v.confirmPassword, 'confirmPassword');
  });
export type ForgetPasswordForm = z.input<typeof forgetPasswordSchema>;
