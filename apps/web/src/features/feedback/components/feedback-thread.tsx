import type { FeedbackDetail, FeedbackMessage } from '@houseline/shared/api/contract/feedback';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useUploadUrl } from '../api/feedback-queries.ts';

/** A status badge of a thread. */
export function FeedbackStatusTag({ status }: { status: FeedbackDetail['status'] }) {
  const { t } = useTranslation();
  return <span className={`fb-status is-${status}`}>{t(`feedback.status.${status}`)}</span>;
}

function UploadThumb({ id, n }: { id: string; n: number }) {
  const { t } = useTranslation();
  const url = useUploadUrl(id);
  if (!url)
    return <span className="fb-msg__img is-loading" role="img" aria-label={t('feedback.imageLoading')} />;
  return (
    <a className="fb-msg__img" href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={t('feedback.image', { n })} />
    </a>
  );
}

function Message({ message }: { message: FeedbackMessage }) {
  const { t } = useTranslation();
  const mine = message.author === 'member';
  return (
    <li className={`fb-msg ${mine ? 'is-mine' : 'is-desk'}`} data-author={message.author}>
      <span className="fb-msg__who" aria-hidden="true">
        {mine ? t('feedback.me') : t('feedback.desk')}
      </span>
      <div className="fb-msg__bubble">
        <p className="fb-msg__text">{message.text}</p>
        {message.images.length > 0 ? (
          <div className="fb-msg__imgs">
            {message.images.map((id, i) => (
              <UploadThumb key={id} id={id} n={i + 1} />
            ))}
          </div>
        ) : null}
        <time className="fb-msg__time" dateTime={message.createdAt}>
          {mine ? t('feedback.me') : t('feedback.desk')} · {formatDateTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}

/** The thread: the member's messages on one side, the desk's on the other, oldest first. */
export function FeedbackThread({ detail }: { detail: FeedbackDetail }) {
  const { t } = useTranslation();
  return (
    <div className="mp-card fb-thread">
      <header className="fb-thread__head">
        <span className="fb-cat">{t(`feedback.categories.${detail.category}`)}</span>
        <FeedbackStatusTag status={detail.status} />
        <small>{formatDateTime(detail.createdAt)}</small>
      </header>
      <ol className="fb-msgs" data-testid="feedback-thread">
        {detail.messages.map((m) => (
          <Message key={m.id} message={m} />
        ))}
      </ol>
      {detail.status === 'open' && !detail.messages.some((m) => m.author === 'operator') ? (
        <p className="fb-note">{t('feedback.waitingNote')}</p>
      ) : null}
      {detail.status === 'closed' ? <p className="fb-note">{t('feedback.closedNote')}</p> : null}
    </div>
  );
}
