/**
 * The patterns of the member fields, without zod: the web's always-loaded controls (the shared
 * contact-code fields) test against them without pulling zod into the first screen; the zod
 * fields in fields.ts are built on the same patterns.
 */
export const FIELD_RULES = {
  /** SPEC.md §5 and §9: 4–11 letters and digits. */
  username: /^[A-Za-z0-9]{4,11}$/,
  /** Login password in clear (checked before encryption in the browser and after decryption). */
  password: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/,
  withdrawPassword: /^\d{6}$/,
  captcha: /^[A-Za-z0-9]{4,6}$/,
  smsCode: /^\d{6}$/,
  areaCode: /^\+\d{1,4}$/,
  phone: /^\d{5,15}$/,
  /** Mainland China mobile numbers, for area code +86. */
  phoneCn: /^1[3-9]\d{9}$/,
  realName: /^[\p{Script=Han}A-Za-z][\p{Script=Han}A-Za-z·. ]{0,28}[\p{Script=Han}A-Za-z]$/u,
  inviteCode: /^[A-Za-z0-9]{4,16}$/,
  cardNo: /^\d{12,19}$/,
} as const;
