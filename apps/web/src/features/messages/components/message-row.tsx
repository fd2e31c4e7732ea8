import type { Message } from '@houseline/shared/api/contract/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

export const detailPath = (m: Pick<Message, 'type' | 'id'>) =>
  `/user/message/detail?type=${m.type}&id=${m.id}`;

/** One message in the list: kind, title, the start of the text, time, an unread dot, delete. */
export function MessageRow({ message, onDelete }: { message: Message; onDelete(): void }) {
  const { t } = useTranslation();
  const kind = t(`messages.kind.${message.kind}`, { defaultValue: t('messages.kind.other') });
  return (
    <div className={`msg-row${message.read ? '' : ' is-unread'}`} data-testid="message-row">
      <Link to={detailPath(message)} className="msg-row__main">
        <span className={`msg-row__kind is-${message.type}`}>{kind}</span>
        <span className="msg-row__text">
          <strong>
            {message.read ? null : <i className="msg-dot" role="img" aria-label={t('messages.unread')} />}
            {message.title}
          </strong>
          <small>{message.body}</small>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
        <ChevronRightIcon className="msg-row__chevron" />
      </Link>
      <button type="button" className="msg-row__delete" onClick={onDelete}>
        {t('messages.delete')}
      </button>
    </div>
  );
}
