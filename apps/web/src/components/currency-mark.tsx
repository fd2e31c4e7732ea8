import type { SiteConfig } from '@houseline/shared/api/contract/site';

/**
 * The currency of the brand (SPEC.md §1): a yuan sign for several brands, otherwise the brand's
 * currency icon image, labelled for screen readers.
 */
export function CurrencyMark({ currency, size = 14 }: { currency: SiteConfig['currency']; size?: number }) {
  if (currency.kind === 'yuan') {
    return <span className="hl-currency-sign">{currency.symbol}</span>;
  }
  return (
    <img
      className="hl-currency-icon"
      src={currency.iconUrl}
      alt={currency.label}
      title={currency.label}
      width={size}
      height={size}
    />
  );
}

/** A small pill with the currency mark and an amount (or a dash while unknown). */
export function BalanceChip({
  currency,
  amount,
  label,
}: {
  currency: SiteConfig['currency'];
  amount: string | null;
  label: string;
}) {
  return (
    <span className="hl-balance-chip">
      <span className="hl-visually-hidden">{label}</span>
      <CurrencyMark currency={currency} />
      <span className="hl-balance-chip__amount">{amount ?? '--'}</span>
    </span>
  );
}
