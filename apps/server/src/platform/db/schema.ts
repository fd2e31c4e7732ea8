// The database schema: one leaf file per table group under schema/, each importing only
// drizzle-orm and lower leaves (money.ts -> members.ts for a foreign key), never this file. This
// file only re-exports them, so importing any leaf first works (checked by a test and by the
// `server-schema-leaves` and `no-circular` boundary rules). A new table group is a new leaf plus
// one line here.

export * from './schema/agent.ts';
export * from './schema/analytics.ts';
export * from './schema/auth.ts';
export * from './schema/auth-limits.ts';
export * from './schema/casino.ts';
export * from './schema/console.ts';
export * from './schema/content.ts';
export * from './schema/demo-provider.ts';
export * from './schema/feedback.ts';
export * from './schema/games.ts';
export * from './schema/live-tables.ts';
export * from './schema/members.ts';
export * from './schema/messages.ts';
export * from './schema/money.ts';
export * from './schema/money-edges.ts';
export * from './schema/operators.ts';
export * from './schema/protection.ts';
// service-desk (issue 26)
export * from './schema/service-desk.ts';
export * from './schema/site.ts';
export * from './schema/sportsbook.ts';
export * from './schema/system.ts';
export * from './schema/tasks.ts';
export * from './schema/venues.ts';
export * from './schema/verification.ts';
export * from './schema/vip.ts';
export * from './schema/wallet-settings.ts';
