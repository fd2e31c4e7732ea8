import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  type FeedbackCategory,
} from '@houseline/shared/api/contract/feedback';
import { z } from 'zod';

// The feedback forms' rules: the contract's bounds, said with the shared field messages, so the
// browser and the server refuse the same input with the same sentence.

export { FEEDBACK_LIMITS, FEEDBACK_STATUSES };

/** The categories a member picks from; `message` belongs to the leave-a-message page. */
export const PICKABLE_CATEGORIES = FEEDBACK_CATEGORIES.filter((c) => c !== 'message');

/** Image types the server accepts (it checks the content; this only spares a wasted upload). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const feedbackFormSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'field.feedbackCategory' }),
  text: z
    .string()
    .trim()
    .min(FEEDBACK_LIMITS.textMinChars, { error: 'field.feedbackText' })
    .max(FEEDBACK_LIMITS.textMaxChars, { error: 'field.feedbackText' }),
});
export type FeedbackForm = { category: FeedbackCategory | ''; text: string };

/** Why a picked file cannot be uploaded, before it is sent; null when it may go. */
export function fileProblem(file: { size: number; type: string }): 'tooLarge' | 'notImage' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > FEEDBACK_LIMITS.uploadMaxBytes) return 'tooLarge';
  return null;
}

/** Characters as the member sees them (an emoji is one), for the counter. */
export function charCount(text: string): number {
  return [...text.trim()].length;
}
