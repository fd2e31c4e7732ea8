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

// Every row that belongs to a brand carries its site code (multi-tenant by site code).

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
  ],
);

/** Graphic captchas: the answer (hashed) of the last captcha issued to a device for a purpose. */
export const captchas = pgTable(
  'captchas',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    deviceNo: text('device_no').notNull(),
    purpose: text('purpose').notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captchas_device_idx').on(t.siteCode, t.deviceNo, t.purpose, t.createdAt)],
);

/** SMS and e-mail codes: 6 digits (hashed), single use, bound to purpose and recipient. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_recipient_idx').on(t.siteCode, t.recipient, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Every authentication attempt (login, code check, withdrawal password…), without secrets. It is
 * the audit trail and, counted over a window, the brute-force limiter.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').notNull(),
    /** What was attempted against: lower-cased account name, member id, recipient. */
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    success: boolean('success').notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    deviceNo: text('device_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_events_subject_idx').on(t.siteCode, t.kind, t.subject, t.createdAt),
    index('auth_events_ip_idx').on(t.kind, t.ip, t.createdAt),
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
    uniqueIndex('withdrawal_accounts_live_uq')
      .on(t.memberId, t.kind, t.accountNo)
      .where(sql`${t.removedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The token replaced by the last rotation, accepted until `prevValidUntil`. */
    prevTokenHash: text('prev_token_hash'),
    prevValidUntil: timestamp('prev_valid_until', { withTimezone: true }),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    deviceNo: text('device_no').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_prev_token_hash_idx').on(t.prevTokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

export const gameCategories = pgTable(
  'game_categories',
  {
    siteCode: text('site_code').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull(),
    state: integer('state').notNull().default(1),
    iconNor: text('icon_nor').notNull(),
    iconSel: text('icon_sel').notNull(),
    bigImgUrl: text('big_img_url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.id] })],
);

export const games = pgTable(
  'games',
  {
    siteCode: text('site_code').notNull(),
    id: integer('id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    walletCode: text('wallet_code').notNull(),
    imgUrl: text('img_url').notNull(),
    iconUrl: text('icon_url').notNull(),
    description: text('description').notNull(),
    official: boolean('official').notNull().default(false),
    showH5: boolean('show_h5').notNull().default(true),
    showPc: boolean('show_pc').notNull().default(true),
    state: integer('state').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.id] }),
    index('games_site_category_idx').on(t.siteCode, t.categoryId),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    visitorId: text('visitor_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    path: text('path').notNull(),
    referrer: text('referrer').notNull().default(''),
    kind: text('kind').notNull(),
    layout: text('layout').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_site_created_idx').on(t.siteCode, t.createdAt)],
);

export const statHits = pgTable(
  'stat_hits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    counterId: text('counter_id').notNull(),
    visitorId: text('visitor_id').notNull().default(''),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stat_hits_counter_idx').on(t.siteCode, t.counterId)],
);

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

/** Site messages to a member (notices, account events). Read state per member. */
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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_messages_member_idx').on(t.siteCode, t.memberId, t.readAt)],
);

export * from './schema/money.ts';
export * from './schema/money-edges.ts';
export * from './schema/operators.ts';
export * from './schema/venues.ts';
