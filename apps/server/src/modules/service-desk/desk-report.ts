import type { DeskMessage } from '@houseline/shared/api/contract/service-desk';
import type { AgentRow, ConversationRow } from './service-desk.repository.ts';

/** The q-quantile of sorted values (nearest rank), null when there are none. */
export function quantile(sorted: number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
}

function figures(rows: ConversationRow[]) {
  const seconds = (from: Date, to: Date | null) => (to ? (to.getTime() - from.getTime()) / 1000 : null);
  const first = rows
    .map((r) => seconds(r.createdAt, r.firstResponseAt))
    .filter((v): v is number => v !== null)
    .sort((x, y) => x - y);
  const resolution = rows
    .filter((r) => r.status === 'closed' && r.firstResponseAt !== null)
    .map((r) => seconds(r.createdAt, r.closedAt)!)
    .filter((v) => v !== null);
  const ratings = rows.map((r) => r.rating).filter((v): v is number => v !== null);
  const avg = (xs: number[]) =>
    xs.length ? Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 100) / 100 : null;
  return {
    conversations: rows.length,
    firstResponseP50Seconds: quantile(first, 0.5),
    firstResponseP90Seconds: quantile(first, 0.9),
    resolutionAvgSeconds: avg(resolution),
    // Missed: a chat (not a ticket) that ended, or is still waiting, without an agent's answer.
    missed: rows.filter((r) => r.ticket === 0 && r.firstResponseAt === null && r.status !== 'assigned')
      .length,
    ratingsCount: ratings.length,
    ratingAvg: avg(ratings),
  };
}

/** One brand day's figures, and the same per agent (by the agent holding each conversation). */
export function dayReport(day: string, rows: ConversationRow[], agents: AgentRow[]) {
  const byAgent = new Map<string, ConversationRow[]>();
  for (const row of rows) {
    if (row.agentId === null) continue;
    const key = row.agentId.toString();
    byAgent.set(key, [...(byAgent.get(key) ?? []), row]);
  }
  return {
    day,
    ...figures(rows),
    agents: [...byAgent.entries()].map(([operatorId, list]) => ({
      operatorId,
      name: agents.find((a) => a.operatorId.toString() === operatorId)?.name ?? operatorId,
      ...figures(list),
    })),
  };
}

const csvCell = (value: string) => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: quoted with a leading '.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** A conversation's transcript, notes included, as CSV or plain text. */
export function exportConversation(row: ConversationRow, messages: DeskMessage[], format: 'csv' | 'text') {
  const who = (m: DeskMessage) =>
    m.author === 'member'
      ? '会员'
      : m.author === 'system'
        ? '系统'
        : `${m.agentName ?? '客服'}${m.author === 'note' ? '（内部备注）' : ''}`;
  if (format === 'csv') {
    const lines = ['seq,time,author,name,text,image'];
    for (const m of messages) {
      lines.push(
        [String(m.seq), m.createdAt, m.author, who(m), m.text, m.image ?? ''].map(csvCell).join(','),
      );
    }
    return { filename: `conversation-${row.id}.csv`, contentType: 'text/csv', body: `${lines.join('\n')}\n` };
  }
  const body = messages.map(
    (m) => `[${m.createdAt}] ${who(m)}: ${m.text}${m.image ? ` [图片 ${m.image}]` : ''}`,
  );
  return { filename: `conversation-${row.id}.txt`, contentType: 'text/plain', body: `${body.join('\n')}\n` };
}
