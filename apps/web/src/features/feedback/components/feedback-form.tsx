import { zodResolver } from '@hookform/resolvers/zod';
import type { FeedbackCategory, FeedbackDetail } from '@houseline/shared/api/contract/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, SubmitButton } from '../../../components/form/form-controls.tsx';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { FEEDBACK_KEYS } from '../api/feedback-queries.ts';
import { useImageSlots } from '../hooks/use-image-slots.ts';
import {
  charCount,
  FEEDBACK_LIMITS,
  type FeedbackForm as FormValues,
  feedbackFormSchema,
  PICKABLE_CATEGORIES,
} from '../lib/forms/feedback-form.ts';
import { ImagePicker } from './image-picker.tsx';

/**
 * The feedback form: a category (or the fixed one of the leave-a-message page), the text with a
 * counter, up to three images uploaded as they are picked, and the submit with one request id per
 * submission (a double tap or a lost answer never makes two threads).
 */
export function FeedbackForm({
  fixedCategory,
  onDone,
}: {
  fixedCategory?: FeedbackCategory;
  onDone(detail: FeedbackDetail): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const requestIds = useRequestIds();
  const images = useImageSlots();
  const [sending, setSending] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(feedbackFormSchema) as never,
    defaultValues: { category: fixedCategory ?? '', text: '' },
  });
  const text = form.watch('text');
  const category = form.watch('category');
  const count = charCount(text);

  const send = form.handleSubmit(async (values) => {
    if (images.busy) {
      toast(t('feedback.waitUploads'));
      return;
    }
    setSending(true);
    const payload = { category: values.category, text: values.text.trim(), images: images.ids };
    let created: FeedbackDetail | undefined;
    const ok = await submit(async () => {
      created = await requestIds.run(payload, (requestId) =>
        api.call('feedbackSubmit', { ...payload, category: values.category as FeedbackCategory, requestId }),
      );
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.list });
    });
    setSending(false);
    if (ok && created) {
      toast(t('feedback.submitted'));
      form.reset({ category: fixedCategory ?? '', text: '' });
      images.reset();
      onDone(created);
    }
  });

  return (
    <form className="mp-card mf-form fb-form" noValidate onSubmit={send} data-testid="feedback-form">
      {fixedCategory ? null : (
        <FormField
          id="fb-category"
          label={t('feedback.category')}
          error={form.formState.errors.category?.message}
        >
          <fieldset className="fb-chips" aria-label={t('feedback.category')} id="fb-category">
            {PICKABLE_CATEGORIES.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                className={`fb-chip${category === c ? ' is-active' : ''}`}
                onClick={() => form.setValue('category', c, { shouldValidate: form.formState.isSubmitted })}
              >
                {t(`feedback.categories.${c}`)}
              </button>
            ))}
          </fieldset>
        </FormField>
      )}
      <FormField
        id="fb-text"
        label={t('feedback.text')}
        error={form.formState.errors.text?.message}
        hint={undefined}
      >
        <textarea
          id="fb-text"
          className="mf-input fb-textarea"
          rows={6}
          maxLength={FEEDBACK_LIMITS.textMaxChars + 20}
          placeholder={t(fixedCategory ? 'feedback.messagePlaceholder' : 'feedback.textPlaceholder')}
          aria-invalid={form.formState.errors.text ? true : undefined}
          {...form.register('text')}
        />
      </FormField>
      <p className={`fb-counter${count > FEEDBACK_LIMITS.textMaxChars ? ' is-over' : ''}`} aria-live="polite">
        {count}/{FEEDBACK_LIMITS.textMaxChars}
      </p>
      <div className="mf-field">
        <span className="mf-label">{t('feedback.images')}</span>
        <ImagePicker
          slots={images.slots}
          onAdd={images.add}
          onRemove={images.remove}
          onRetry={images.retry}
        />
      </div>
      <SubmitButton submitting={sending}>
        {t(fixedCategory ? 'feedback.send' : 'feedback.submit')}
      </SubmitButton>
    </form>
  );
}
