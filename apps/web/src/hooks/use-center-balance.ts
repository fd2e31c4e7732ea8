import { formatAmount } from '@houseline/shared/money/amount';
import { useBalance } from './member-queries.ts';

/**
 * The member's center-wallet balance as shown in the balance chips ("1,234.56", truncated, SPEC.md
 * §9), or null while unknown (a guest, or before the first answer). The query cache holds the
 * latest value, from GET member/balance or a real-time push, so every chip moves together.
 */
export function useCenterBalance(): string | null {
  const balance = useBalance();
  return balance === null ? null : formatAmount(balance.balance);
}
