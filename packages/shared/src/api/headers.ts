/** Request and response header names of the client contract (SPEC.md §7). */
export const HEADER = {
  deviceType: 'd',
  lang: 'lang',
  deviceNo: 'device_no',
  token: 't',
  siteCode: 'site_code',
  /** Response: a replacement session token. */
  rotatedToken: 'id',
  /** Request and response: the visitor id. */
  visitorId: 'vid',
} as const;

/** Device type sent by the H5 web client. */
export const DEVICE_TYPE_H5 = 25;

export const SUPPORTED_LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Maps any `lang` header value to a supported locale (`zh`, `zh_CN`, `zh-cn` → zh-CN). */
export function normalizeLocale(value: string | undefined | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  const v = value.trim().toLowerCase().replace('_', '-');
  if (v.startsWith('en')) return 'en-US';
  return DEFAULT_LOCALE;
}
