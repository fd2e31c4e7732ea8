import type { ProtectionStatement } from '@houseline/shared/api/contract/protection';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import type { StatementMonth } from './protection.repository.ts';
import { beijingMonthStart, monthKey } from './protection-rules.ts';

const wire = minorToDecimalString;

/** Where the 12-month activity statement starts: the first of the Beijing month 11 months back. */
export const statementSince = (at: Date): Date => beijingMonthStart(at, 11);

/**
 * The activity statement of the last 12 Beijing months (issue 25) from the months that had
 * movements: every month listed (zero when quiet), each with its net, and the total.
 */
export function presentStatement(rows: StatementMonth[], at: Date): ProtectionStatement {
  const months: StatementMonth[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const month = monthKey(beijingMonthStart(at, back));
    months.push(
      rows.find((r) => r.month === month) ?? { month, deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n },
    );
  }
  const sum = (pick: (m: StatementMonth) => bigint) => months.reduce((s, m) => s + pick(m), 0n);
  const row = (m: StatementMonth) => ({
    month: m.month,
    deposits: wire(m.deposits),
    withdrawals: wire(m.withdrawals),
    stakes: wire(m.stakes),
    wins: wire(m.wins),
    net: wire(m.wins - m.stakes),
  });
  const total = {
    month: 'total',
    deposits: sum((m) => m.deposits),
    withdrawals: sum((m) => m.withdrawals),
    stakes: sum((m) => m.stakes),
    wins: sum((m) => m.wins),
  };
  return {
    from: statementSince(at).toISOString(),
    to: at.toISOString(),
    months: months.map(row),
    total: row(total),
  };
}
