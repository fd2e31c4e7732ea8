import '../../../lib/i18n/member-messages.ts';
import '../../../lib/i18n/feedback-messages.ts';
import type { FeedbackStatus } from '@houseline/shared/api/contract/feedback';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon } from '../../../components/icons.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { FEEDBACK_PAGE_SIZE, useFeedbackList } from '../api/feedback-queries.ts';
import { FeedbackStatusTag } from '../components/feedback-thread.tsx';
import { FEEDBACK_STATUSES } from '../lib/forms/feedback-form.ts';
import '../components/feedback.css';

/** /user/feedbackList: the member's threads, latest activity first, by status. */
export function FeedbackListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus | undefined>(undefined);
  const [size, setSize] = useState(FEEDBACK_PAGE_SIZE);
  const list = useFeedbackList(status, size);

  let body: ReactNode;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError || !list.data) {
    body = (
      <StateBlock
        tone="error"
        message={t('feedback.loadFailed')}
        action={
          <button type="button" className="hl-btn" onClick={() => void list.refetch()}>
            {t('feedback.retry')}
          </button>
        }
      />
    );
  } else if (list.data.list.length === 0) {
    body = (
      <StateBlock
        tone="empty"
        message={t('feedback.empty')}
        action={
          <Link to="/user/feedback" className="hl-btn hl-btn--primary">
            {t('feedback.newFeedback')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="fb-list" data-testid="feedback-list">
          {list.data.list.map((f) => (
            <li key={f.id}>
              <Link to={`/user/feedbackDetail?id=${f.id}`} className="mp-card fb-item">
                <span className="fb-item__top">
                  <span className="fb-cat">{t(`feedback.categories.${f.category}`)}</span>
                  {f.unread ? <span className="fb-dot">{t('feedback.unread')}</span> : null}
                  <FeedbackStatusTag status={f.status} />
                </span>
                <span className="fb-item__text">{f.excerpt}</span>
                <small className="fb-item__meta">
                  {formatDateTime(f.updatedAt)} · {t('feedback.messages', { count: f.messageCount })}
                </small>
              </Link>
            </li>
          ))}
        </ul>
        {list.data.total > list.data.list.length ? (
          <button
            type="button"
            className="hl-btn hl-btn--block"
            onClick={() => setSize((s) => Math.min(50, s + FEEDBACK_PAGE_SIZE))}
          >
            {t('feedback.more')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <PageFrame
      title={t('feedback.listTitle')}
      backTo="/user/feedback"
      action={
        <Link to="/user/feedback" className="fb-head-link">
          <ChatIcon />
          <span className="fb-head-link__text">{t('feedback.newFeedback')}</span>
        </Link>
      }
    >
      <div className="mp-stack fb-narrow">
        <div className="fb-chips fb-filter" role="tablist">
          {[undefined, ...FEEDBACK_STATUSES].map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              role="tab"
              aria-selected={status === s}
              className={`fb-chip${status === s ? ' is-active' : ''}`}
              onClick={() => setStatus(s)}
            >
              {s ? t(`feedback.status.${s}`) : t('feedback.filterAll')}
            </button>
          ))}
        </div>
        {body}
      </div>
    </PageFrame>
  );
}
