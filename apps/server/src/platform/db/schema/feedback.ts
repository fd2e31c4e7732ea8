import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Feedback and uploads (issue 13, decision 0037): the images members upload (the row; the bytes
// are the server's re-encoding, in the uploads directory under the row's id), the feedback threads
// and their messages.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An image a member uploaded, as the server re-encoded it. `id` is also its file name. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** The type the content was recognised as (jpeg, png, webp, gif), before re-encoding. */
    sourceType: text('source_type').notNull(),
    /** The stored encoding's type; the only type it is ever served as. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of the stored bytes, hex. */
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** feedback | kyc: a KYC document is served only through the verification endpoints (decision 0062). */
    purpose: text('purpose').notNull().default('feedback'),
  },
  (t) => [
    index('uploads_member_idx').on(t.siteCode, t.memberId, t.createdAt),
    check('uploads_size', sql`${t.sizeBytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * A brand's banner artwork an operator uploaded (issue 24, decision 0087): re-encoded by the same
 * pipeline as members' uploads and kept in the same directory under `id`, but in its own table —
 * the public artwork route reads only this one, so no member's upload can ever be served by it.
 */
export const brandArtwork = pgTable(
  'brand_artwork',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    /** The operator who uploaded it (operators.id). */
    operatorId: bigint('operator_id', { mode: 'bigint' }).notNull(),
    sourceType: text('source_type').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('brand_artwork_site_idx').on(t.siteCode, t.createdAt),
    check('brand_artwork_size', sql`${t.sizeBytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** A feedback thread of a member. */
export const feedbackThreads = pgTable(
  'feedback_threads',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    category: text('category').notNull(),
    /** open | replied | closed */
    status: text('status').notNull(),
    /** The submit's request id: a replay answers this thread. */
    requestId: text('request_id').notNull(),
    /** The start of the first message, for lists. */
    excerpt: text('excerpt').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** The desk's last message, and when the member last opened the thread (unread = after). */
    lastReplyAt: ts('last_reply_at'),
    memberReadAt: ts('member_read_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('feedback_threads_request_idx').on(t.siteCode, t.memberId, t.requestId),
    index('feedback_threads_member_idx').on(t.siteCode, t.memberId, t.updatedAt),
    index('feedback_threads_status_idx').on(t.siteCode, t.status, t.updatedAt),
    check('feedback_threads_status', sql`${t.status} in ('open', 'replied', 'closed')`),
  ],
);

/** One message of a thread: the member's (with up to 3 upload ids) or the desk's. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'bigint' })
      .notNull()
      .references(() => feedbackThreads.id),
    /** member | operator */
    author: text('author').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }),
    body: text('body').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** The member's request id of a follow-up (a replay adds nothing). */
    requestId: text('request_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_messages_thread_idx').on(t.threadId, t.id),
    uniqueIndex('feedback_messages_request_idx').on(t.threadId, t.requestId),
    check('feedback_messages_author', sql`${t.author} in ('member', 'operator')`),
    check('feedback_messages_images', sql`cardinality(${t.images}) <= 3`),
  ],
);
