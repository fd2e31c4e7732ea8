import { describe, expect, it } from 'vitest';
import {
  charCount,
  FEEDBACK_LIMITS,
  feedbackFormSchema,
  fileProblem,
  PICKABLE_CATEGORIES,
} from './feedback-form.ts';

describe('feedback form rules', () => {
  it('checks the category and the text length with the shared field messages', () => {
    expect(feedbackFormSchema.safeParse({ category: 'deposit', text: '充值一直没有到账' }).success).toBe(
      true,
    );
    const short = feedbackFormSchema.safeParse({ category: 'deposit', text: '  短  ' });
    expect(short.error?.issues[0]?.message).toBe('field.feedbackText');
    const long = feedbackFormSchema.safeParse({
      category: 'game',
      text: 'x'.repeat(FEEDBACK_LIMITS.textMaxChars + 1),
    });
    expect(long.success).toBe(false);
    expect(
      feedbackFormSchema.safeParse({ category: '', text: '充值一直没有到账' }).error?.issues[0]?.message,
    ).toBe('field.feedbackCategory');
  });

  it('keeps the leave-a-message category off the picker', () => {
    expect(PICKABLE_CATEGORIES).not.toContain('message');
    expect(PICKABLE_CATEGORIES).toContain('suggestion');
  });

  it('spares a wasted upload: too large or not an accepted image type', () => {
    expect(fileProblem({ size: 1000, type: 'image/png' })).toBeNull();
    expect(fileProblem({ size: FEEDBACK_LIMITS.uploadMaxBytes + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(fileProblem({ size: 1000, type: 'image/svg+xml' })).toBe('notImage');
    expect(fileProblem({ size: 1000, type: 'text/html' })).toBe('notImage');
  });

  it('counts characters as the member sees them', () => {
    expect(charCount(' 你好😀 ')).toBe(3);
  });
});
