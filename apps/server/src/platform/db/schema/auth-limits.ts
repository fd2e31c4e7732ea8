import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limited subject (an account, a recipient, an address): the attempts claimed in
 * the current window. A claim is one conditional upsert, taken before the slow check it guards,
 * so a burst of concurrent requests cannot all pass the limit (decision 0012).
 */
export const authLimits = pgTable(
  'auth_limits',
  {
    /** A site code, or '*' for counters that span sites (an address, an operator). */
    scope: text('scope').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.kind, t.subject] })],
);
