import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { uploads } from './feedback.ts';
import { members } from './members.ts';

// Identity verification (issue 25, decision 0062): one KYC record per member, the current
// document of each kind, and the limit changes the risk signals count (decision 0063).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** unverified -> pending -> verified | rejected (reason) | resubmit (reason) -> pending … */
export const memberKyc = pgTable(
  'member_kyc',
  {
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    realName: text('real_name').notNull().default(''),
    /** The date of birth as the member gave it (YYYY-MM-DD). */
    birthDate: date('birth_date', { mode: 'string' }),
    status: text('status').notNull().default('unverified'),
    reason: text('reason'),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_kyc_pk', columns: [t.siteCode, t.memberId] }),
    index('member_kyc_queue_idx').on(t.siteCode, t.status, t.submittedAt),
    check(
      'member_kyc_status_ck',
      sql`${t.status} IN ('unverified', 'pending', 'verified', 'rejected', 'resubmit')`,
    ),
  ],
);

/** The member's current document of each kind (a new upload of a kind replaces the old). */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'kyc_documents_pk', columns: [t.siteCode, t.memberId, t.kind] }),
    check('kyc_documents_kind_ck', sql`${t.kind} IN ('id_front', 'id_back', 'selfie', 'address')`),
  ],
);

/** Limit changes reported by player protection: increases in a row are a risk signal. */
export const riskLimitChanges = pgTable(
  'risk_limit_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    direction: text('direction').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('risk_limit_changes_member_idx').on(t.siteCode, t.memberId, t.id),
    check('risk_limit_changes_direction_ck', sql`${t.direction} IN ('increase', 'decrease')`),
  ],
);
