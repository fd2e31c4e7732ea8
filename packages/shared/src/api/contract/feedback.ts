import { z } from 'zod';
import { idField } from '../../validation/fields.ts';
import { requestIdField } from './wallet.ts';

/**
 * Feedback and uploads (issue 13): a member sends the desk a message in a category with up to three
 * images, reads the desk's replies as a thread and may add to it until it is closed. Images go up
 * first (`POST /api/f/v1/upload`, multipart) and are referred to by the id the server made; the
 * server re-encodes every image and serves only its own encoding (decision 0037).
 */

/** Categories of the submit form; `message` is the leave-a-message page (/tutorial/leaveMsg). */
export const FEEDBACK_CATEGORIES = [
  'deposit',
  'withdraw',
  'game',
  'account',
  'suggestion',
  'other',
  'message',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** open: waiting for the desk; replied: the desk answered; closed: done, no more messages. */
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Every bound of the feedback desk and the uploads, in one place. */
export const FEEDBACK_LIMITS = {
  textMinChars: 5,
  textMaxChars: 500,
  imagesMax: 3,
  replyMaxChars: 1000,
  /** Threads a member may have open (not closed) at once. */
  openThreadsMax: 10,
  /** Messages in one thread (member and desk together). */
  messagesPerThreadMax: 40,
  /** The largest file accepted, checked while it streams in. */
  uploadMaxBytes: 5 * 1024 * 1024,
  /** Decoded pixels (width × height) of an accepted image: a decompression bomb is refused. */
  uploadMaxPixels: 40_000_000,
  /** The longest side kept: larger images are scaled down when re-encoded. */
  uploadMaxSidePx: 2048,
  /** Uploads per member in a rolling hour. */
  uploadsPerHour: 30,
} as const;

/** A server-made upload id (22 url-safe characters, 128 random bits). */
export const uploadIdField = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'field.uploadId' });

/** POST /api/f/v1/upload (multipart, one `file` part): the stored image, re-encoded. */
export const uploadSchema = z.object({
  id: z.string(),
  contentType: z.literal('image/webp'),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** GET …/upload/image?id= : the bytes (no envelope), only to their owner (or an operator). */
export const uploadImageQuerySchema = z.object({ id: uploadIdField });
export const rawImageSchema = z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array);

const textField = (max: number) =>
  z
    .string()
    .trim()
    .min(FEEDBACK_LIMITS.textMinChars, { error: 'field.feedbackText' })
    .max(max, { error: 'field.feedbackText' });

const imagesField = z
  .array(uploadIdField)
  .max(FEEDBACK_LIMITS.imagesMax, { error: 'field.feedbackImages' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'field.feedbackImages' })
  .default([]);

/** POST /api/findmed/v1/feedback/submit (JSON). A replay of the requestId answers the same thread. */
export const feedbackSubmitRequestSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'field.feedbackCategory' }),
  text: textField(FEEDBACK_LIMITS.textMaxChars),
  images: imagesField,
  requestId: requestIdField,
});

/** POST /api/findmed/v1/feedback/reply (JSON): the member adds to their own open thread. */
export const feedbackFollowUpRequestSchema = z.object({
  id: idField,
  text: textField(FEEDBACK_LIMITS.textMaxChars),
  images: imagesField,
  requestId: requestIdField,
});

export const feedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export const feedbackDetailQuerySchema = z.object({ id: idField });

export const feedbackSummarySchema = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(FEEDBACK_STATUSES),
  /** The start of the first message. */
  excerpt: z.string(),
  messageCount: z.number().int(),
  /** The desk wrote since the member last opened the thread. */
  unread: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['member', 'operator']),
  text: z.string(),
  /** Upload ids; the member reads them through uploadImage. */
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;

export const feedbackDetailSchema = feedbackSummarySchema.extend({
  messages: z.array(feedbackMessageSchema),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

export const feedbackListSchema = z.object({
  list: z.array(feedbackSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

// ---- Operators ----------------------------------------------------------------------------------

export const adminFeedbackListQuerySchema = feedbackListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminFeedbackSummarySchema = feedbackSummarySchema.extend({
  memberId: z.string(),
  username: z.string(),
});
export const adminFeedbackListSchema = z.object({
  list: z.array(adminFeedbackSummarySchema),
  total: z.number().int(),
});
export const adminFeedbackDetailSchema = feedbackDetailSchema.extend({
  memberId: z.string(),
  username: z.string(),
});
export const adminFeedbackReplyRequestSchema = z.object({
  id: idField,
  text: z.string().trim().min(1, { error: 'field.replyText' }).max(FEEDBACK_LIMITS.replyMaxChars, {
    error: 'field.replyText',
  }),
});
export const adminFeedbackCloseRequestSchema = z.object({ id: idField });
