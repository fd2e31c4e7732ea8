import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSlot } from '../hooks/use-image-slots.ts';
import { FEEDBACK_LIMITS, IMAGE_TYPES } from '../lib/forms/feedback-form.ts';

/** Up to three image slots: previews with upload progress, remove, retry, and an "add" tile. */
export function ImagePicker({
  slots,
  onAdd,
  onRemove,
  onRetry,
}: {
  slots: readonly ImageSlot[];
  onAdd(files: File[]): void;
  onRemove(key: number): void;
  onRetry(key: number): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className="fb-images">
      <ul className="fb-images__grid">
        {slots.map((slot) => (
          <li key={slot.key} className={`fb-thumb is-${slot.status}`}>
            <img src={slot.preview} alt={slot.file.name} />
            {slot.status === 'uploading' ? (
              <span
                className="fb-thumb__veil"
                role="progressbar"
                aria-valuenow={slot.progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span className="fb-thumb__bar" style={{ width: `${slot.progress}%` }} />
                <small>{t('feedback.uploading', { percent: slot.progress })}</small>
              </span>
            ) : null}
            {slot.status === 'failed' ? (
              <button
                type="button"
                className="fb-thumb__veil fb-thumb__retry"
                onClick={() => onRetry(slot.key)}
              >
                <small>{t('feedback.uploadFailed')}</small>
              </button>
            ) : null}
            <button
              type="button"
              className="fb-thumb__remove"
              aria-label={t('feedback.removeImage')}
              onClick={() => onRemove(slot.key)}
            >
              ×
            </button>
          </li>
        ))}
        {slots.length < FEEDBACK_LIMITS.imagesMax ? (
          <li className="fb-thumb fb-thumb--add">
            <label htmlFor={inputId}>
              <span aria-hidden="true">＋</span>
              <small>
                {t('feedback.addImage')} {slots.length}/{FEEDBACK_LIMITS.imagesMax}
              </small>
            </label>
            <input
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              multiple
              className="hl-visually-hidden"
              data-testid="feedback-image-input"
              onChange={(event) => {
                onAdd(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
          </li>
        ) : null}
      </ul>
      <p className="mf-hint">{t('feedback.imagesHint')}</p>
    </div>
  );
}
