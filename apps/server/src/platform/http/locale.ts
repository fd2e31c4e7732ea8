import type { ErrorCode } from '@houseline/shared/api/error-codes';
import { type Locale, normalizeLocale } from '@houseline/shared/api/headers';
import { FIELD_MESSAGES } from '@houseline/shared/i18n/field-messages';
import { serverMessage } from '@houseline/shared/i18n/server-messages';
import { z } from 'zod';
import type { SchemaValidationError } from './errors.ts';

const zodLocales: Record<Locale, () => { localeError: (issue: never) => unknown }> = {
  'zh-CN': z.locales.zhCN,
  'en-US': z.locales.en,
};

const MAX_ISSUES_IN_MESSAGE = 3;

export function localeOf(header: string | string[] | undefined): Locale {
  return normalizeLocale(Array.isArray(header) ? header[0] : header);
}

export function messageFor(
  locale: Locale,
  code: ErrorCode,
  detail?: string,
  params?: Record<string, string | number>,
): string {
  const base = serverMessage(locale, code, params);
  return detail ? `${base}：${detail}` : base;
}

/** Turns zod issues into one short sentence in the member's language, naming the fields. */
export function describeValidation(
  locale: Locale,
  error: SchemaValidationError,
): { text: string; keyed: boolean } {
  const { localeError } = zodLocales[locale]();
  const fieldMessages = FIELD_MESSAGES[locale];
  // A rule of validation/fields.ts names its sentence; that sentence says it all.
  const keyed = error.issues.find((issue) => issue.message in fieldMessages);
  if (keyed) return { text: fieldMessages[keyed.message]!, keyed: true };
  const parts = error.issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const field = issue.path.map(String).join('.');
    const text = localeError(issue as never);
    const message = typeof text === 'string' ? text : (text as { message?: string } | undefined)?.message;
    return field ? `${field} ${message ?? issue.message}` : (message ?? issue.message);
  });
  return { text: parts.join('；'), keyed: false };
}
