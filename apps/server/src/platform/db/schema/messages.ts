import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// Site messages (issue 13, decision 0036): personal messages to one member, system notices to a
// brand (or every brand) from a VIP level up with each member's read/delete state, and the cursor
// of the notifier that turns ledger entries into personal messages.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Personal messages: account events (welcome) and money events written by the notifier from
 * ledger entries. A deleted message keeps its row (deleted_at) so the notifier's guard — one
 * message per member and ledger entry — still holds after the member deleted it.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The ledger entry the message tells of (null for account events). */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'bigint' }),
    /** The console's request id of an operator's message (null otherwise): one message per id. */
    requestId: text('request_id'),
    readAt: ts('read_at'),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('member_messages_member_idx').on(t.siteCode, t.memberId, t.readAt),
    index('member_messages_list_idx').on(t.memberId, t.id),
    uniqueIndex('member_messages_entry_uq')
      .on(t.ledgerEntryId, t.memberId)
      .where(sql`${t.ledgerEntryId} is not null`),
    uniqueIndex('member_messages_request_uq')
      .on(t.memberId, t.requestId)
      .where(sql`${t.requestId} is not null`),
  ],
);

/** System notices published by operators. `site_code` null: every brand. */
export const messageNotices = pgTable(
  'message_notices',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code'),
    /** 0: every member; n: members at VIP level n or above. */
    minVipLevel: integer('min_vip_level').notNull().default(0),
    /** A marketing notice (offers, promotions): not shown to a member on a break or excluded. */
    marketing: boolean('marketing').notNull().default(false),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: bigint('created_by', { mode: 'bigint' }),
    publishedAt: ts('published_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [index('message_notices_site_idx').on(t.siteCode, t.publishedAt)],
);

/** A member's read and delete state of one notice (no row: unread). */
export const messageNoticeStates = pgTable(
  'message_notice_states',
  {
    noticeId: bigint('notice_id', { mode: 'bigint' })
      .notNull()
      .references(() => messageNotices.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: ts('read_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.memberId] }),
    index('message_notice_states_member_idx').on(t.memberId),
  ],
);

/** Where the notifier is in the ledger: the highest entry id it has looked at. */
export const messageCursors = pgTable('message_cursors', {
  name: text('name').primaryKey(),
  lastEntryId: bigint('last_entry_id', { mode: 'bigint' }).notNull().default(sql`0`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
