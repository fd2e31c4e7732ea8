import type { FeedbackDetail } from '@houseline/shared/api/contract/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { FEEDBACK_KEYS } from '../api/feedback-queries.ts';
import { useImageSlots } from '../hooks/use-image-slots.ts';
import { charCount, FEEDBACK_LIMITS } from '../lib/forms/feedback-form.ts';
import { ImagePicker } from './image-picker.tsx';

/** Adding to an open thread: text and up to three more images. */
export function FollowUpForm({ detail }: { detail: FeedbackDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const requestIds = useRequestIds();
  const images = useImageSlots();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const count = charCount(text);
  const valid = count >= FEEDBACK_LIMITS.textMinChars && count <= FEEDBACK_LIMITS.textMaxChars;

  const send = async () => {
    if (images.busy) {
      toast(t('feedback.waitUploads'));
      return;
    }
    setSending(true);
    const payload = { id: detail.id, text: text.trim(), images: images.ids };
    const ok = await submit(async () => {
      const next = await requestIds.run(payload, (requestId) =>
        api.call('feedbackFollowUp', { ...payload, requestId }),
      );
      queryClient.setQueryData([...FEEDBACK_KEYS.detail, detail.id], next);
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEYS.list });
    });
    setSending(false);
    if (ok) {
      setText('');
      images.reset();
    }
  };

  return (
    <form
      className="mp-card mf-form fb-follow"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !sending) void send();
      }}
    >
      <h2 className="mp-card__title">{t('feedback.followUp')}</h2>
      <textarea
        className="mf-input fb-textarea"
        rows={3}
        value={text}
        maxLength={FEEDBACK_LIMITS.textMaxChars + 20}
        placeholder={t('feedback.followUpPlaceholder')}
        aria-label={t('feedback.followUp')}
        onChange={(event) => setText(event.target.value)}
      />
      <p className={`fb-counter${count > FEEDBACK_LIMITS.textMaxChars ? ' is-over' : ''}`}>
        {count}/{FEEDBACK_LIMITS.textMaxChars}
      </p>
      <ImagePicker slots={images.slots} onAdd={images.add} onRemove={images.remove} onRetry={images.retry} />
      <button
        type="submit"
        className="hl-btn hl-btn--primary hl-btn--block"
        disabled={!valid || sending}
        aria-busy={sending}
      >
        {t('feedback.followUpSend')}
      </button>
    </form>
  );
}
