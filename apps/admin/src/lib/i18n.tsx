import type { Locale } from '@houseline/shared/api/headers';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { enUS } from '../locales/en-US.ts';
import { type MessageKey, zhCN } from '../locales/zh-CN.ts';

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
const LOCALE_KEY = 'houseline.console.locale';

/** Fills `{name}` slots of a message. */
export function format(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  return format(CATALOGUES[locale][key], values);
}

/** Whether a key built from a server value (a status, a skill) is in the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return key in zhCN;
}

/** The message of `prefix.value`, or the value itself when the catalogue has none (a newer server's). */
export function valueText(t: Translate, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  return isMessageKey(key) ? t(key) : value;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18n {
  locale: Locale;
  t: Translate;
  setLocale(locale: Locale): void;
}

const I18nContext = createContext<I18n | undefined>(undefined);

export function readLocale(storage: Storage = localStorage): Locale {
  return storage.getItem(LOCALE_KEY) === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Simplified Chinese first; the English locale is the proof that no text is written into a page. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<Locale>(() => readLocale());
  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(LOCALE_KEY, next);
    document.documentElement.lang = next;
    setState(next);
  }, []);
  const value = useMemo<I18n>(
    () => ({ locale, setLocale, t: (key, values) => translate(locale, key, values) }),
    [locale, setLocale],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
