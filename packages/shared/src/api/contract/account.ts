import { z } from 'zod';
import {
  areaCodeField,
  COIN_NETWORKS,
  captchaField,
  cardNoField,
  emailField,
  encryptedField,
  FIELD_LIMITS,
  formBoolean,
  idField,
  inviteCodeField,
  isValidAlipayAccount,
  isValidCoinAddress,
  phoneField,
  realNameField,
  smsCodeField,
  usernameField,
} from '../../validation/fields.ts';
import { memberInfoSchema } from './member.ts';

/** What a code or captcha is for; a code only ever works for the purpose it was sent for. */
export const CODE_PURPOSES = ['register', 'forget', 'bind', 'verifyBound', 'withdrawPassword'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const CAPTCHA_PURPOSES = ['register', 'login', 'forget', 'sms', 'service'] as const;
export type CaptchaPurpose = (typeof CAPTCHA_PURPOSES)[number];

export const channelField = z.enum(['phone', 'email']);
export type Channel = z.infer<typeof channelField>;

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** GET /api/findmed/v1/member/captcha?purpose=… — an SVG image; the answer is bound to device_no. */
export const captchaQuerySchema = z.object({ purpose: z.enum(CAPTCHA_PURPOSES).default('login') });

/** GET /api/findmed/v1/member/phoneArea */
export const phoneAreaSchema = z.array(z.object({ code: z.string(), name: z.string(), flag: z.string() }));

/**
 * POST /api/service/sms — send a 6-digit code by phone or e-mail. For `verifyBound` and
 * `withdrawPassword` the code goes to the member's own bound phone or e-mail (no recipient given).
 */
export const sendCodeRequestSchema = z
  .object({
    channel: channelField,
    purpose: z.enum(CODE_PURPOSES),
    areaCode: optionalText(areaCodeField),
    phone: optionalText(phoneField),
    email: optionalText(emailField),
    /** The graphic captcha (purpose `sms`): required for `register` and `forget`. */
    captcha: optionalText(captchaField),
  })
  .superRefine((v, ctx) => {
    if (v.purpose === 'verifyBound' || v.purpose === 'withdrawPassword') return;
    if (v.channel === 'phone' && (!v.areaCode || !v.phone)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.areaCode ? 'phone' : 'areaCode'],
        message: v.areaCode ? 'field.phone' : 'field.areaCode',
      });
    }
    if (v.channel === 'email' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'field.email' });
  });
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;
export const sendCodeResponseSchema = z.object({
  /** Seconds until another code may be sent to this recipient (the "resend after s seconds" countdown). */
  resendAfterSec: z.number(),
  expiresInSec: z.number(),
  /** The recipient, masked (138****5678), so the member sees where the code went. */
  sentTo: z.string(),
});

export const authResponseSchema = z.object({ token: z.string(), member: memberInfoSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /api/findmed/v1/member/register */
export const registerRequestSchema = z.object({
  username: usernameField,
  password: encryptedField,
  confirmPassword: encryptedField,
  captcha: captchaField,
  areaCode: optionalText(areaCodeField),
  phone: optionalText(phoneField),
  phoneCode: optionalText(smsCodeField),
  email: optionalText(emailField),
  emailCode: optionalText(smsCodeField),
  inviteCode: optionalText(inviteCodeField),
  /** The member confirms being of legal age and accepting the terms. */
  agree: formBoolean.refine((v) => v, { error: 'field.agree' }),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

/** POST /api/f/v1/member/login/mpe — by account name, phone (m) or e-mail (e) with password (p). */
export const loginRequestSchema = z.object({
  account: z
    .string()
    .trim()
    .min(4, { error: 'field.account' })
    .max(FIELD_LIMITS.emailMaxLength, { error: 'field.account' }),
  password: encryptedField,
  captcha: optionalText(captchaField),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/findmed/v1/member/logout */
export const logoutRequestSchema = z.object({ all: optionalText(formBoolean) });

/** POST /api/findmed/v1/member/forgetpassword — reset by a code to the bound phone or e-mail. */
export const forgetPasswordRequestSchema = z
  .object({
    channel: channelField,
    areaCode: optionalText(areaCodeField),
    phone: optionalText(phoneField),
    email: optionalText(emailField),
    code: smsCodeField,
    password: encryptedField,
    confirmPassword: encryptedField,
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'phone' && (!v.areaCode || !v.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'field.phone' });
    }
    if (v.channel === 'email' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'field.email' });
  });
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequestSchema>;
export type ForgetPasswordInput = z.output<typeof forgetPasswordRequestSchema>;

/** POST /api/findmed/v1/member/updatepassword — ends this session; `endOthers` ends the rest too. */
export const updatePasswordRequestSchema = z.object({
  oldPassword: encryptedField,
  password: encryptedField,
  confirmPassword: encryptedField,
  endOthers: optionalText(formBoolean),
});

export const doneResponseSchema = z.object({ done: z.literal(true) });

/** POST /api/findmed/v1/member/realname — set once. */
export const realNameRequestSchema = z.object({ realName: realNameField });

/** POST /api/findmed/v1/member/email — bind, or change with a code sent to the old one first. */
export const bindEmailRequestSchema = z.object({
  email: emailField,
  code: smsCodeField,
  oldCode: optionalText(smsCodeField),
});
/** POST /api/findmed/v1/member/phone */
export const bindPhoneRequestSchema = z.object({
  areaCode: areaCodeField,
  phone: phoneField,
  code: smsCodeField,
  oldCode: optionalText(smsCodeField),
});

/** GET /api/f/v1/withdraw/password/config — d: feature enabled, p: a password is set (SPEC.md §3). */
export const withdrawPasswordConfigSchema = z.object({ d: z.boolean(), p: z.boolean() });
export type WithdrawPasswordConfig = z.infer<typeof withdrawPasswordConfigSchema>;

/** POST /api/findmed/v1/member/wpassword — set (first time) or change (with the old one). */
export const setWithdrawPasswordRequestSchema = z.object({
  password: encryptedField,
  confirmPassword: encryptedField,
  oldPassword: optionalText(encryptedField),
});
/** POST /api/findmed/v1/member/wpassword/reset — by a code to the bound phone or e-mail. */
export const resetWithdrawPasswordRequestSchema = z.object({
  channel: channelField,
  code: smsCodeField,
  password: encryptedField,
  confirmPassword: encryptedField,
});

/** GET /api/findmed/v1/member/banks */
export const bankListSchema = z.array(z.object({ code: z.string(), name: z.string(), color: z.string() }));

export const withdrawAccountSchema = z.object({
  id: z.string(),
  kind: z.enum(['bank', 'coin', 'alipay']),
  /** Bank name, network (TRC20/ERC20) or 支付宝. */
  title: z.string(),
  bankCode: z.string(),
  holderName: z.string(),
  /** Masked: **** **** **** 1234, TR7N…Lj6t, 138****5678. */
  accountMasked: z.string(),
  network: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

/** GET /api/findmed/v1/member/cards */
export const withdrawAccountListSchema = z.object({
  accounts: z.array(withdrawAccountSchema),
  limits: z.object({ bank: z.number(), coin: z.number(), alipay: z.number() }),
  /** Holder name for new bank cards: the verified real name (masked), or '' when not yet set. */
  holderName: z.string(),
});

const wpasswordField = { wpassword: encryptedField };

/** POST /api/findmed/v1/member/cards/bank */
export const addBankCardRequestSchema = z.object({
  bankCode: z.string().trim().min(2, { error: 'field.bankCode' }).max(16, { error: 'field.bankCode' }),
  cardNo: cardNoField,
  branch: optionalText(z.string().trim().max(FIELD_LIMITS.bankBranchMaxLength)),
  ...wpasswordField,
});
/** POST /api/findmed/v1/member/cards/coin */
export const addVirtualCoinRequestSchema = z
  .object({
    network: z.enum(COIN_NETWORKS),
    address: z
      .string()
      .trim()
      .min(20, { error: 'field.coinAddress' })
      .max(64, { error: 'field.coinAddress' }),
    label: optionalText(z.string().trim().max(FIELD_LIMITS.accountLabelMaxLength)),
    ...wpasswordField,
  })
  .refine((v) => isValidCoinAddress(v.network, v.address), { path: ['address'], error: 'field.coinAddress' });
/** POST /api/findmed/v1/member/cards/alipay */
export const addAlipayRequestSchema = z.object({
  account: z
    .string()
    .trim()
    .max(FIELD_LIMITS.emailMaxLength, { error: 'field.alipay' })
    .refine(isValidAlipayAccount, { error: 'field.alipay' }),
  ...wpasswordField,
});
/** POST /api/findmed/v1/member/cards/remove */
export const removeWithdrawAccountRequestSchema = z.object({
  id: idField,
  ...wpasswordField,
});

/** Sandbox only: the last code sent to a recipient, the last captcha answer of a device. */
export const sandboxLastCodeQuerySchema = z.object({ recipient: z.string().min(3).max(120) });
export const sandboxLastCodeSchema = z.object({ code: z.string(), purpose: z.string(), sentAt: z.string() });
export const sandboxLastCaptchaQuerySchema = z.object({ device_no: z.string().min(1).max(128) });
export const sandboxLastCaptchaSchema = z.object({ answer: z.string(), purpose: z.string() });

export const realNameResponseSchema = z.object({ realName: z.string() });
