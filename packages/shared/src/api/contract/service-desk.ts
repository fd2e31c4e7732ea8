import { z } from 'zod';
import { isCalendarDay } from '../../dates/calendar-day.ts';
import { DESK_SKILLS } from '../../service-desk/skills.ts';
import { captchaField, idField } from '../../validation/fields.ts';
import { uploadIdField } from './feedback.ts';
import { requestIdField } from './wallet.ts';

/**
 * The service desk (issue 26, decisions 0064–0065): live chat between a member (or a guest who
 * solved a captcha) and the brand's agents. Messages are append-only and numbered per
 * conversation (`seq` 1, 2, 3…); a client asks for what follows the last `seq` it holds, so a
 * reconnect — to any instance, after a restart — resumes exactly where it stopped.
 */

export { DESK_SKILLS, type DeskSkill } from '../../service-desk/skills.ts';

/** queued: waiting for an agent; assigned: an agent has it; ticket: answered later; closed. */
export const DESK_STATUSES = ['queued', 'assigned', 'ticket', 'closed'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

export const AGENT_STATUSES = ['online', 'away', 'offline'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** member, agent, system (queue and ticket notices) are seen by the member; note only by agents. */
export const DESK_AUTHORS = ['member', 'agent', 'system', 'note'] as const;
export type DeskAuthor = (typeof DESK_AUTHORS)[number];

/** Every bound of the desk, in one place. */
export const DESK_LIMITS = {
  textMaxChars: 1000,
  /** Messages one fetch returns at most; the client asks again from the last one. */
  pageMessagesMax: 200,
  /** The longest a fetch waits for a new message (long poll) before answering with none. */
  waitMsMax: 25_000,
  /** Messages in one conversation. */
  messagesPerConversationMax: 2000,
  /** Conversations a member (or guest) may have not closed at once. */
  openPerMemberMax: 3,
  /** Guest starts per address in `guestWindowMs` (with a solved captcha each). */
  guestStartsPerWindow: 3,
  guestWindowMs: 10 * 60_000,
  capacityMax: 20,
  cannedMax: 100,
  quickQuestionsMax: 8,
  /** Seconds one conversation is expected to hold an agent (the expected-wait estimate). */
  handleSecondsDefault: 180,
  /** Decoded bytes of an image an agent sends (base64 in JSON). */
  agentImageMaxBytes: 700 * 1024,
} as const;

const textField = z.string().trim().min(1).max(DESK_LIMITS.textMaxChars);
const seqField = z.coerce.number().int().min(0).max(1_000_000);
/** A guest's conversation key, made by the server at start (32 url-safe characters). */
export const guestTokenField = z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'field.guestToken' });
const guest = { guestToken: guestTokenField.optional() };

export const deskMessageSchema = z.object({
  conversationId: z.string(),
  seq: z.number().int(),
  author: z.enum(DESK_AUTHORS),
  /** The agent's display name (author agent or note), else null. */
  agentName: z.string().nullable(),
  text: z.string(),
  /** An upload id (read through `uploadImage` by the member, `adminUploadImage` by agents). */
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type DeskMessage = z.infer<typeof deskMessageSchema>;

export const deskAgentCardSchema = z.object({ name: z.string(), avatar: z.string().nullable() });

export const deskConversationSchema = z.object({
  id: z.string(),
  status: z.enum(DESK_STATUSES),
  skill: z.enum(DESK_SKILLS),
  agent: deskAgentCardSchema.nullable(),
  /** 1-based place in the queue while queued, else null. */
  queuePosition: z.number().int().nullable(),
  expectedWaitSeconds: z.number().int().nullable(),
  lastSeq: z.number().int(),
  /** The last seq the other side has read (the member's view: the agent's, and the reverse). */
  readSeq: z.number().int(),
  rating: z.number().int().nullable(),
  excerpt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Only on start for a guest: the key of the conversation for every later call. */
  guestToken: z.string().optional(),
});
export type DeskConversation = z.infer<typeof deskConversationSchema>;

export const deskSettingsSchema = z.object({
  kind: z.enum(['builtin', 'external']),
  externalUrl: z.string(),
  /** Whether the desk is within its service hours now. */
  open: z.boolean(),
  /** Service hours in minutes of the day, at the brand's UTC offset. */
  opensAtMinute: z.number().int(),
  closesAtMinute: z.number().int(),
  utcOffsetMinutes: z.number().int(),
  welcomeText: z.string(),
  quickQuestions: z.array(z.string()),
});
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

// ── member (or guest) ──

export const deskStartRequestSchema = z.object({
  skill: z.enum(DESK_SKILLS),
  text: textField,
  requestId: requestIdField,
  /** A guest's answer to the captcha of purpose `service` (device_no header). */
  captcha: captchaField.optional(),
});

export const deskRefSchema = z.object({ id: idField, ...guest });

export const deskSendRequestSchema = z
  .object({
    id: idField,
    text: z.string().trim().max(DESK_LIMITS.textMaxChars).default(''),
    image: uploadIdField.optional(),
    requestId: requestIdField,
    ...guest,
  })
  .refine((v) => v.text.length > 0 || v.image !== undefined, { error: 'field.deskEmpty', path: ['text'] });

export const deskMessagesQuerySchema = z.object({
  id: idField,
  after: seqField.default(0),
  /** Wait up to this long for a message after `after` (0: answer at once). */
  waitMs: z.coerce.number().int().min(0).max(DESK_LIMITS.waitMsMax).default(0),
  ...guest,
});

export const deskMessagesSchema = z.object({
  conversation: deskConversationSchema,
  messages: z.array(deskMessageSchema),
  /** The other side is typing (within the last few seconds). */
  typing: z.boolean(),
});
export type DeskMessages = z.infer<typeof deskMessagesSchema>;

export const deskReadRequestSchema = z.object({ id: idField, seq: seqField, ...guest });
export const deskRateRequestSchema = z.object({
  id: idField,
  rating: z.coerce.number().int().min(1).max(5),
  comment: z.string().trim().max(200).default(''),
  ...guest,
});

export const deskHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const deskHistorySchema = z.object({ list: z.array(deskConversationSchema), total: z.number().int() });

export const deskOkSchema = z.object({ ok: z.literal(true) });

// ── agents ──

export const deskAgentSchema = z.object({
  operatorId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(AGENT_STATUSES),
  capacity: z.number().int(),
  skills: z.array(z.enum(DESK_SKILLS)),
  activeCount: z.number().int(),
});
export type DeskAgent = z.infer<typeof deskAgentSchema>;

export const deskAgentSetRequestSchema = z.object({
  status: z.enum(AGENT_STATUSES),
  capacity: z.coerce.number().int().min(1).max(DESK_LIMITS.capacityMax).default(5),
  skills: z
    .array(z.enum(DESK_SKILLS))
    .min(1)
    .max(4)
    .default([...DESK_SKILLS]),
  name: z.string().trim().min(1).max(32).optional(),
  avatar: z.string().trim().max(300).optional(),
});

export const deskListQuerySchema = z.object({
  scope: z.enum(['mine', 'queue', 'tickets', 'closed']).default('mine'),
});

export const deskListItemSchema = deskConversationSchema.extend({
  memberId: z.string().nullable(),
  username: z.string(),
  agentId: z.string().nullable(),
  unread: z.number().int(),
  waitSeconds: z.number().int(),
});
export type DeskListItem = z.infer<typeof deskListItemSchema>;
export const deskListSchema = z.object({ me: deskAgentSchema.nullable(), list: z.array(deskListItemSchema) });

export const deskAgentSendRequestSchema = z
  .object({
    id: idField,
    text: z.string().trim().max(DESK_LIMITS.textMaxChars).default(''),
    image: uploadIdField.optional(),
    /** An internal note: agents see it, the member never does. */
    note: z.boolean().default(false),
    requestId: requestIdField,
  })
  .refine((v) => v.text.length > 0 || v.image !== undefined, { error: 'field.deskEmpty', path: ['text'] });

export const deskAgentImageRequestSchema = z.object({
  id: idField,
  /** The image's bytes, base64; checked by content and re-encoded like every upload. */
  dataBase64: z
    .string()
    .max(Math.ceil((DESK_LIMITS.agentImageMaxBytes * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'field.image' }),
});
export const deskImageSchema = z.object({ image: z.string() });

export const deskTransferRequestSchema = z.object({ id: idField, toOperatorId: idField });
export const deskIdRequestSchema = z.object({ id: idField });

export const deskCannedSchema = z.object({ id: z.string(), title: z.string(), text: z.string() });
export const deskCannedListSchema = z.array(deskCannedSchema);
export const deskCannedSaveRequestSchema = z.object({
  title: z.string().trim().min(1).max(40),
  text: textField,
});

export const deskPlayerCardSchema = z.object({
  memberId: z.string().nullable(),
  username: z.string(),
  status: z.string(),
  vipLevel: z.number().int(),
  balance: z.string(),
  currency: z.string(),
  deposits: z.array(
    z.object({ orderNo: z.string(), amountMinor: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  withdrawals: z.array(
    z.object({ orderNo: z.string(), amountMinor: z.string(), status: z.string(), createdAt: z.string() }),
  ),
  openBets: z.number().int(),
  logins: z.array(z.object({ ip: z.string(), at: z.string() })),
  /** The console's player page. */
  link: z.string(),
});
export type DeskPlayerCard = z.infer<typeof deskPlayerCardSchema>;

export const deskSuperviseSchema = z.object({
  agents: z.array(deskAgentSchema),
  live: z.array(deskListItemSchema),
  queued: z.number().int(),
  longestWaitSeconds: z.number().int(),
});

export const deskExportQuerySchema = z.object({
  id: idField,
  format: z.enum(['csv', 'text']).default('csv'),
});
export const deskExportSchema = z.object({ filename: z.string(), contentType: z.string(), body: z.string() });

export const deskReportQuerySchema = z.object({
  day: z.string().refine(isCalendarDay, { error: 'field.dateRange' }),
});
const reportRow = {
  conversations: z.number().int(),
  firstResponseP50Seconds: z.number().nullable(),
  firstResponseP90Seconds: z.number().nullable(),
  resolutionAvgSeconds: z.number().nullable(),
  missed: z.number().int(),
  ratingsCount: z.number().int(),
  ratingAvg: z.number().nullable(),
};
export const deskReportSchema = z.object({
  day: z.string(),
  ...reportRow,
  agents: z.array(z.object({ operatorId: z.string(), name: z.string(), ...reportRow })),
});

export const deskSettingsSaveRequestSchema = z.object({
  kind: z.enum(['builtin', 'external']),
  /** Members open it: a web address only (never `javascript:` or `data:`), or none. */
  externalUrl: z
    .string()
    .trim()
    .max(300)
    .regex(/^(https?:\/\/[^\s/?#]+[^\s]*)?$/i, { error: 'field.deskUrl' })
    .default(''),
  opensAtMinute: z.coerce.number().int().min(0).max(1440),
  closesAtMinute: z.coerce.number().int().min(0).max(1440),
  utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).default(480),
  welcomeText: z.string().trim().max(300).default(''),
  quickQuestions: z.array(z.string().trim().min(1).max(60)).max(DESK_LIMITS.quickQuestionsMax).default([]),
});
