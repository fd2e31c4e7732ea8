import type { ProtectionStatement } from '@houseline/shared/api/contract/protection';
import { formatAmount } from '@houseline/shared/money/amount';

/** Beijing time as the member reads it: "2026-12-02 22:40". */
export function beijing(iso: string): string {
  const ms = Date.parse(iso) + 8 * 3_600_000;
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** "1:05:09" from seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}`;
}

export const money = (wire: string | null): string => (wire === null ? '—' : formatAmount(wire));

/** The statement as CSV (UTF-8 with a BOM, so spreadsheet programs read the Chinese headers). */
export function statementCsv(statement: ProtectionStatement, headers: readonly string[]): string {
  const rows = [...statement.months, statement.total].map((m) =>
    [m.month, m.deposits, m.withdrawals, m.stakes, m.wins, m.net].join(','),
  );
  return `\uFEFF${[headers.join(','), ...rows].join('\r\n')}\r\n`;
}
