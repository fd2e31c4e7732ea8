import { z } from 'zod';

// Site messages (issue 13, SPEC.md §2 /user/message*, §7 member/message/*): system notices that
// operators publish (to one brand or every brand, optionally from a VIP level up) and personal
// messages the site writes when something happens to the member's money (deposit credited,
// withdrawal paid or refused, bet settled, reward received).

const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The two tabs of /user/message. */
export const MESSAGE_TYPES = ['notice', 'personal'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Read-state filter of the list. */
export const MESSAGE_READ_FILTERS = ['all', 'unread', 'read'] as const;

/** A page of the list holds at most this many messages. */
export const MESSAGE_PAGE_SIZE_MAX = 50;
/** One update names at most this many messages. */
export const MESSAGE_UPDATE_IDS_MAX = 100;

/** GET /api/findmed/v1/member/message/num — the member's unread message count. */
export const messageCountSchema = z.object({ unread: z.number(), total: z.number() });
export type MessageCount = z.infer<typeof messageCountSchema>;

/** One message as the member sees it. `id` is unique within its `type`. */
export const messageSchema = z.object({
  id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  /**
   * What it is about: `notice` for notices; for personal messages the event (`deposit`,
   * `withdraw_paid`, `withdraw_refund`, `bet_settle`, `live_settle`, a reward kind, `welcome`;
   * `operator` for an operator's message and `wpassword_reset` when one cleared the withdrawal password).
   */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** POST /api/findmed/v1/member/message/list */
export const messageListRequestSchema = z.object({
  type: z.enum(MESSAGE_TYPES).default('personal'),
  read: z.enum(MESSAGE_READ_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).default(20),
});
export type MessageListRequest = z.infer<typeof messageListRequestSchema>;

export const messageListSchema = z.object({
  list: z.array(messageSchema),
  page: z.number().int(),
  size: z.number().int(),
  /** Messages of this type matching the read filter. */
  total: z.number().int(),
  /** Unread messages per tab (the dots on the tabs). */
  unread: z.object({ notice: z.number().int(), personal: z.number().int() }),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** POST /api/findmed/v1/member/message/detail — one message; reading it marks it read. */
export const messageDetailRequestSchema = z.object({
  type: z.enum(MESSAGE_TYPES),
  id: idParam,
});

/** A form field repeated (`ids=1&ids=2`) arrives as an array, a single one as a string. */
const idList = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : [value]),
  z.array(idParam).min(1).max(MESSAGE_UPDATE_IDS_MAX),
);

/**
 * POST /api/findmed/v1/member/message/update. `read` and `delete` name messages of one type by id
 * (all must be the member's own, else nothing changes and the answer is MESSAGE_NOT_FOUND);
 * `readAll` marks every message of the type read (of both types without one).
 */
export const messageUpdateRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('read'), type: z.enum(MESSAGE_TYPES), ids: idList }),
  z.object({ action: z.literal('delete'), type: z.enum(MESSAGE_TYPES), ids: idList }),
  z.object({ action: z.literal('readAll'), type: z.enum(MESSAGE_TYPES).optional() }),
]);
export type MessageUpdateRequest = z.infer<typeof messageUpdateRequestSchema>;

export const messageUpdateSchema = z.object({
  /** How many messages changed state (0 when all were already so). */
  changed: z.number().int(),
  /** The member's unread count afterwards. */
  unread: z.number().int(),
});

// ---- Operators ---------------------------------------------------------------------------------

/** A notice as operators see it. `siteCode` null: every brand. */
export const adminNoticeSchema = z.object({
  id: z.number().int(),
  siteCode: z.string().nullable(),
  minVipLevel: z.number().int(),
  marketing: z.boolean(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  createdBy: z.number().int().nullable(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

/** POST /api/admin/v1/messages/notices — publish a notice. */
export const adminNoticeCreateRequestSchema = z.object({
  /** A brand's site code, or `*` for every brand (operators bound to a brand may only use theirs). */
  siteCode: z.string().min(1).max(16),
  /** 0: every member; n: members at VIP level n or above. */
  minVipLevel: z.number().int().min(0).max(100).default(0),
  /** Marketing (offers, promotions): members on a break or self-excluded do not see it (issue 25). */
  marketing: z.boolean().default(false),
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(4000),
  /** ISO time after which members no longer see it. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** GET /api/admin/v1/messages/notices */
export const adminNoticeListQuerySchema = z.object({
  /** A site code, or `*` for the notices to every brand. */
  siteCode: z.string().min(1).max(16),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminNoticeListSchema = z.object({
  list: z.array(adminNoticeSchema),
  total: z.number().int(),
});

/** POST /api/admin/v1/messages/notices/withdraw — members no longer see it. */
export const adminNoticeWithdrawRequestSchema = z.object({ id: z.number().int().min(1) });
