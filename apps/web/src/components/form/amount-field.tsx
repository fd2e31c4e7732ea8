import { formatAmount } from '@houseline/shared/money/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmountInput, toInputAmount } from '../../lib/amount-input.ts';
import { AmountInWords } from '../money/amount-in-words.tsx';

/**
 * The amount box of the cashier forms: a decimal keypad on phones, typing cleaned as it comes
 * (sanitizeAmountInput), optional quick-pick amounts and an "all" shortcut. `error` is a sentence
 * already in the member's language (limits carry numbers the message keys alone cannot).
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  currency,
  presets,
  onAll,
  inWords = false,
}: {
  id: string;
  label?: string;
  value: string;
  onChange(value: string): void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  currency?: string;
  /** Quick-pick amounts (wire or plain decimal strings). */
  presets?: readonly string[];
  /** Fills in everything there is to move. */
  onAll?: () => void;
  /** Repeats a yuan amount in Chinese uppercase under the box (deposits and withdrawals). */
  inWords?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mf-field cs-amount">
      <label className="mf-label" htmlFor={id}>
        {label ?? t('wallet.amount.label')}
      </label>
      <div className={`mf-control${error ? ' is-invalid' : ''}`}>
        <input
          id={id}
          name="amount"
          className="mf-input cs-amount__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('wallet.amount.placeholder')}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(sanitizeAmountInput(e.target.value))}
          onBlur={onBlur}
        />
        {currency ? <span className="cs-amount__currency">{currency}</span> : null}
        {onAll ? (
          <button type="button" className="mf-link-btn cs-amount__all" onClick={onAll}>
            {t('wallet.amount.allShortcut')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="mf-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="mf-hint">{hint}</p>
      ) : null}
      {inWords ? <AmountInWords value={value} currency={currency} id={`${id}-words`} /> : null}
      {presets && presets.length > 0 ? (
        <fieldset className="cs-presets">
          <legend className="hl-visually-hidden">{t('wallet.amount.presets')}</legend>
          {presets.map((preset) => {
            const plain = toInputAmount(preset);
            return (
              <button
                key={preset}
                type="button"
                className={`cs-chip${plain === value ? ' is-active' : ''}`}
                aria-pressed={plain === value}
                onClick={() => onChange(plain)}
              >
                {formatAmount(preset).replace(/\.00$/, '')}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
