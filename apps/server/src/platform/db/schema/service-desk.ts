import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The service desk (issue 26, decisions 0064–0065): per-brand settings, agents, conversations and
// their append-only messages numbered per conversation, and canned replies.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A brand's desk settings; a brand without a row uses the defaults (built-in, open all day). */
export const serviceDeskSettings = pgTable('service_desk_settings', {
  siteCode: text('site_code').primaryKey(),
  kind: text('kind').notNull().default('builtin'),
  externalUrl: text('external_url').notNull().default(''),
  opensAtMinute: integer('opens_at_minute').notNull().default(0),
  closesAtMinute: integer('closes_at_minute').notNull().default(1440),
  utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(480),
  welcomeText: text('welcome_text').notNull().default(''),
  quickQuestions: text('quick_questions').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** An operator as an agent of one brand: status, capacity, skills and the conversations held. */
export const serviceDeskAgents = pgTable(
  'service_desk_agents',
  {
    siteCode: text('site_code').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }).notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    status: text('status').notNull(),
    capacity: integer('capacity').notNull(),
    skills: text('skills').array().notNull(),
    /** Conversations assigned and not closed; changed only with the row locked. */
    activeCount: integer('active_count').notNull().default(0),
    lastAssignedAt: ts('last_assigned_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.operatorId] }),
    check('service_desk_agents_status', sql`${t.status} in ('online', 'away', 'offline')`),
    check('service_desk_agents_load', sql`${t.activeCount} >= 0 and ${t.activeCount} <= ${t.capacity}`),
  ],
);

export const serviceDeskConversations = pgTable(
  'service_desk_conversations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** A guest's key (sha-256 hex of the token the guest holds); null for a member. */
    guestKey: text('guest_key'),
    guestAddress: text('guest_address'),
    skill: text('skill').notNull(),
    status: text('status').notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' }),
    requestId: text('request_id').notNull(),
    excerpt: text('excerpt').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    memberReadSeq: integer('member_read_seq').notNull().default(0),
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    /** Became a ticket (out of hours or nobody online) at start. */
    ticket: integer('ticket').notNull().default(0),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    createdAt: ts('created_at').notNull().defaultNow(),
    assignedAt: ts('assigned_at'),
    firstResponseAt: ts('first_response_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('service_desk_conversations_request_idx').on(t.siteCode, t.memberId, t.guestKey, t.requestId),
    index('service_desk_conversations_member_idx').on(t.siteCode, t.memberId, t.createdAt),
    index('service_desk_conversations_status_idx').on(t.siteCode, t.status, t.id),
    index('service_desk_conversations_agent_idx').on(t.siteCode, t.agentId, t.status),
    check(
      'service_desk_conversations_status',
      sql`${t.status} in ('queued', 'assigned', 'ticket', 'closed')`,
    ),
    check('service_desk_conversations_who', sql`(${t.memberId} is null) <> (${t.guestKey} is null)`),
    check('service_desk_conversations_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Append-only: a message is never updated or deleted. */
export const serviceDeskMessages = pgTable(
  'service_desk_messages',
  {
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => serviceDeskConversations.id),
    seq: integer('seq').notNull(),
    author: text('author').notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' }),
    agentName: text('agent_name'),
    body: text('body').notNull(),
    image: text('image'),
    requestId: text('request_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.seq] }),
    uniqueIndex('service_desk_messages_request_idx').on(t.conversationId, t.author, t.requestId),
    check('service_desk_messages_author', sql`${t.author} in ('member', 'agent', 'system', 'note')`),
  ],
);

export const serviceDeskCanned = pgTable(
  'service_desk_canned',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('service_desk_canned_site_idx').on(t.siteCode, t.id)],
);
