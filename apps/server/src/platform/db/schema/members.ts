import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Members and what belongs to one member alone: the withdrawal accounts they bind and the site
// messages sent to them. Every row that belongs to a brand carries its site code (multi-tenant by
// site code). The lowest leaf: it imports only drizzle-orm.

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Avatar image URL (the client calls it `qq`). */
    qq: text('qq').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Area code of the bound phone, with `phone` ('' when none bound). */
    phoneArea: text('phone_area').notNull().default(''),
    vipLevel: integer('vip_level').notNull().default(0),
    status: text('status').notNull().default('active'),
    /** The agent this member registered under (invite code), if any. */
    parentId: bigint('parent_id', { mode: 'bigint' }),
    /** This member's own invite code. */
    inviteCode: text('invite_code'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    withdrawPasswordSetAt: timestamp('withdraw_password_set_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    realNameSetAt: timestamp('real_name_set_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_site_username_uq').on(t.siteCode, sql`lower(${t.username})`),
    uniqueIndex('members_site_invite_code_uq').on(t.siteCode, t.inviteCode),
    // A phone or e-mail identifies one member of a brand (log in by phone/e-mail, recover by it).
    uniqueIndex('members_site_phone_uq').on(t.siteCode, t.phoneArea, t.phone).where(sql`${t.phone} <> ''`),
    uniqueIndex('members_site_email_uq').on(t.siteCode, sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    index('members_parent_idx').on(t.parentId),
    // The console's player search (migration 0024): an account-name prefix, a phone without its area.
    index('members_site_username_prefix_idx').on(t.siteCode, sql`lower(${t.username}) text_pattern_ops`),
    index('members_site_phone_idx').on(t.siteCode, t.phone).where(sql`${t.phone} <> ''`),
  ],
);

/** Where a member's withdrawals can be paid: bank cards, USDT addresses, Alipay accounts. */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bankCode: text('bank_code').notNull().default(''),
    holderName: text('holder_name').notNull().default(''),
    accountNo: text('account_no').notNull(),
    network: text('network').notNull().default(''),
    branch: text('branch').notNull().default(''),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawal_accounts_member_idx').on(t.memberId),
    index('withdrawal_accounts_account_no_idx').on(t.accountNo),
    uniqueIndex('withdrawal_accounts_live_uq')
      .on(t.memberId, t.kind, t.accountNo)
      .where(sql`${t.removedAt} is null`),
  ],
);
