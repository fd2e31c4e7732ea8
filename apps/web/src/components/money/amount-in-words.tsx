import { toChineseUppercase } from '@houseline/shared/money/chinese-uppercase';
import { useTranslation } from 'react-i18next';

/** The currencies a Chinese uppercase amount (大写金额, in 元 角 分) is written for. */
const YUAN_CURRENCIES = new Set(['CNY', 'RMB']);

/**
 * A yuan amount in Chinese financial uppercase (SPEC.md §9), as a Chinese bank writes it under
 * the figures of a deposit or withdrawal so that a slip of a digit shows; "" for another
 * currency (the words say 元), for nothing typed yet, and for zero.
 */
export function amountInWords(value: string, currency: string | undefined): string {
  if (!currency || !YUAN_CURRENCIES.has(currency.toUpperCase())) return '';
  const trimmed = value.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed) || !/[1-9]/.test(trimmed)) return '';
  return toChineseUppercase(trimmed);
}

/** The line "大写金额 壹仟元整" under an amount; nothing when amountInWords has nothing to say. */
export function AmountInWords({ value, currency, id }: { value: string; currency?: string; id?: string }) {
  const { t } = useTranslation();
  const words = amountInWords(value, currency);
  if (!words) return null;
  return (
    <p className="cs-words" id={id} data-testid="amount-in-words" aria-live="polite">
      <span className="cs-words__label">{t('wallet.amount.inWords')}</span>
      <span lang="zh-CN">{words}</span>
    </p>
  );
}
