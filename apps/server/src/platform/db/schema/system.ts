import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Deployment-wide rows: key material and seed bookkeeping.

/** Deployment-wide key material (the RSA key pair for password encryption). */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Records which seed sets have been applied, so seeding is idempotent. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
