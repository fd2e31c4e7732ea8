import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';

// The console's own records on players (issue 24, migration 0024).
import { members } from './members.ts';
import { ts } from './money.ts';
import { operators } from './operators.ts';

/** Operators' notes on a player: append-only, each one also an audit row. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.siteCode, t.memberId, t.id)],
);
