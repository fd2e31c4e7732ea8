import { formatAmount } from '@houseline/shared/money/amount';
import { useMemberStore } from '../stores/member-store.ts';

/**
 * The member's center-wallet balance as shown in the balance chips ("1,234.56", truncated, SPEC.md
 * §9), or null while unknown (a guest, or before the first answer). The member store holds the
 * latest value, from GET member/balance or a real-time push, so every chip moves together.
 */
export function useCenterBalance(): string | null {
  const balance = useMemberStore((s) => (s.isLogin ? s.balance?.balance : undefined));
  return balance === undefined ? null : formatAmount(balance);
}
