import type { ErrorCode } from '../api/error-codes.ts';
import type { Locale } from '../api/headers.ts';
import { SERVER_MESSAGES_EN_US } from './server-messages.en-US.ts';
import { SERVER_MESSAGES_ZH_CN } from './server-messages.zh-CN.ts';

/** The message of each error code, per locale. zh-CN is the product language (SPEC.md §1). */
export const SERVER_MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  'zh-CN': SERVER_MESSAGES_ZH_CN,
  'en-US': SERVER_MESSAGES_EN_US,
};

/** The message of a code, with `{name}` placeholders filled from `params`. */
export function serverMessage(
  locale: Locale,
  code: ErrorCode,
  params?: Record<string, string | number>,
): string {
  const template = SERVER_MESSAGES[locale][code];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}
