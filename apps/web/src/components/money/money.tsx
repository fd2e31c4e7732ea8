import { formatAmount } from '@houseline/shared/money/amount';

/**
 * A wire amount as the member reads it: two decimals, thousands separators, truncated (SPEC.md
 * §9), with its currency code. `signed` shows a plus for money in and colours in and out.
 */
export function Money({
  value,
  currency,
  signed = false,
  strong = false,
}: {
  value: string;
  currency?: string;
  signed?: boolean;
  strong?: boolean;
}) {
  const text = formatAmount(value);
  const negative = text.startsWith('-');
  const positive = !negative && text !== '0.00';
  const tone = signed ? (negative ? ' is-out' : positive ? ' is-in' : '') : '';
  return (
    <span className={`cs-money${tone}${strong ? ' is-strong' : ''}`}>
      {signed && positive ? '+' : ''}
      {text}
      {currency ? <small className="cs-money__currency">{currency}</small> : null}
    </span>
  );
}
