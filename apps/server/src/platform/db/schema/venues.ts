import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The built-in demo venue's own books (it stands in for a third-party provider).
import { ts } from './money.ts';

/** The demo venue's own books (it stands in for a third-party provider). */
export const demoVenueWallets = pgTable(
  'demo_venue_wallets',
  {
    venue: text('venue').notNull(),
    player: text('player').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.venue, t.player] }),
    check('demo_venue_wallets_non_negative', sql`${t.balance} >= 0`),
  ],
);

export const demoVenueTransfers = pgTable('demo_venue_transfers', {
  transferId: text('transfer_id').primaryKey(),
  venue: text('venue').notNull(),
  player: text('player').notNull(),
  direction: text('direction').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  /** ok | refused: a refusal is as final as a success, so the same id always gets the same answer. */
  outcome: text('outcome').notNull().default('ok'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
