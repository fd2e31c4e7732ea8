import type { PromoSummary } from '@houseline/shared/api/contract/content';

/** The member's local calendar day, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** The running promotion the home screens pop up, if any. */
export function popupPromo(list: readonly PromoSummary[] | undefined): PromoSummary | null {
  return list?.find((p) => p.popup && p.state === 'running') ?? null;
}

/** The date part (local) of an ISO time, `YYYY-MM-DD`. */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localDay(date);
}

/** How a bonus's currency reads: 元 for yuan, the code otherwise (USDT). */
export function currencyLabel(currency: string): string {
  return currency === 'CNY' ? '元' : currency;
}
