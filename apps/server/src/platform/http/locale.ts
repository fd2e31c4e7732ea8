import type { ErrorCode } from '@houseline/shared/api/error-codes';
import { type Locale, normalizeLocale } from '@houseline/shared/api/headers';
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

export function messageFor(locale: Locale, code: ErrorCode, detail?: string): string {
  const base = serverMessage(locale, code);
  return detail ? `${base}：${detail}` : base;
}

/** Turns zod issues into one short sentence in the member's language, naming the fields. */
export function describeValidation(locale: Locale, error: SchemaValidationError): string {
  const { localeError } = zodLocales[locale]();
  const parts = error.issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const field = issue.path.map(String).join('.');
    const text = localeError(issue as never);
    const message = typeof text === 'string' ? text : (text as { message?: string } | undefined)?.message;
    return field ? `${field} ${message ?? issue.message}` : (message ?? issue.message);
  });
  return parts.join('；');
}
