import { useTranslation } from 'react-i18next';
import './unread-badge.css';

/** The unread-messages count beside the messages entry (live: the real-time push updates it). */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="member-unread-badge" title={t('member.unreadMessages', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
