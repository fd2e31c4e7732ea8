import { z } from 'zod';
import { isEthereumAddress, isTronAddress, passesLuhn } from './crypto-addresses.ts';
import { FIELD_RULES } from './field-rules.ts';

/**
 * Field rules shared by the server (validation) and the web (forms). Each failure carries a
 * message KEY (see i18n/field-messages.ts), which the server and the web translate into the
 * member's language, so the same rule gives the same sentence on both sides. The bare patterns
 * live in field-rules.ts (no zod) and are re-exported here.
 */
export { FIELD_RULES };

export const FIELD_LIMITS = {
  emailMaxLength: 100,
  /** RSA-2048 OAEP ciphertext is 256 bytes: 344 base64 characters. */
  encryptedMaxLength: 700,
  bankBranchMaxLength: 60,
  accountLabelMaxLength: 20,
} as const;

/** The largest value of a Postgres int8 (`bigserial` ids): an id beyond it names nothing. */
export const INT8_MAX = 9_223_372_036_854_775_807n;

/**
 * A database id on the wire: 1 to 9223372036854775807 in decimal digits. Nineteen digits alone
 * would let 9223372036854775808 through, which Postgres answers with an out-of-range error.
 */
const ID_DIGITS = /^\d{1,19}$/;

export const idField = z
  .string()
  .trim()
  .regex(ID_DIGITS, { error: 'field.id' })
  // Checks all run (zod reports every issue), so this one guards BigInt against non-digits itself.
  .refine((v) => ID_DIGITS.test(v) && BigInt(v) >= 1n && BigInt(v) <= INT8_MAX, { error: 'field.id' });

export const usernameField = z.string().trim().regex(FIELD_RULES.username, { error: 'field.username' });

/** A password encrypted in the browser with RSA-OAEP (base64). */
export const encryptedField = z
  .string()
  .min(16, { error: 'field.encrypted' })
  .max(FIELD_LIMITS.encryptedMaxLength, { error: 'field.encrypted' })
  .regex(/^[A-Za-z0-9+/=]+$/, { error: 'field.encrypted' });

export const captchaField = z.string().trim().regex(FIELD_RULES.captcha, { error: 'field.captcha' });
export const smsCodeField = z.string().trim().regex(FIELD_RULES.smsCode, { error: 'field.smsCode' });
export const areaCodeField = z.string().trim().regex(FIELD_RULES.areaCode, { error: 'field.areaCode' });
/**
 * A phone number as typed: separators are dropped and a repeated area code (`+86…`, `0086…`) is
 * allowed; the server normalises it under the area code (validation/identity.ts) before any use.
 */
export const phoneField = z
  .string()
  .transform((v) => v.trim().replace(/[\s\-().\u00a0]/g, ''))
  .pipe(z.string().regex(/^(?:\+|00)?\d{5,18}$/, { error: 'field.phone' }));
export const emailField = z
  .string()
  .trim()
  .max(FIELD_LIMITS.emailMaxLength, { error: 'field.email' })
  .pipe(z.email({ error: 'field.email' }));
export const realNameField = z.string().trim().regex(FIELD_RULES.realName, { error: 'field.realName' });
export const inviteCodeField = z.string().trim().regex(FIELD_RULES.inviteCode, { error: 'field.inviteCode' });

/** Form bodies carry booleans as strings: accept "1"/"0"/"true"/"false" and real booleans. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export function isValidPhone(areaCode: string, phone: string): boolean {
  if (!FIELD_RULES.phone.test(phone)) return false;
  return areaCode !== '+86' || FIELD_RULES.phoneCn.test(phone);
}

export const cardNoField = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(FIELD_RULES.cardNo, { error: 'field.cardNo' })
      .refine((v) => passesLuhn(v), { error: 'field.cardNo' }),
  );

export const COIN_NETWORKS = ['TRC20', 'ERC20'] as const;
export type CoinNetwork = (typeof COIN_NETWORKS)[number];

export function isValidCoinAddress(network: CoinNetwork, address: string): boolean {
  return network === 'TRC20' ? isTronAddress(address) : isEthereumAddress(address);
}

/** An Alipay account is a mainland mobile number or an e-mail address. */
export function isValidAlipayAccount(account: string): boolean {
  return FIELD_RULES.phoneCn.test(account) || z.email().safeParse(account).success;
}
