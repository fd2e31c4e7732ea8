import '../../../lib/i18n/member-messages.ts';
import '../../../lib/i18n/feedback-messages.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useFeedbackDetail } from '../api/feedback-queries.ts';
import { FeedbackThread } from '../components/feedback-thread.tsx';
import { FollowUpForm } from '../components/follow-up-form.tsx';
import '../components/feedback.css';

/** /user/feedbackDetail?id=: one thread with the desk's replies; the member may add to it. */
export function FeedbackDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useFeedbackDetail(params.get('id'));

  let body: ReactNode;
  if (detail.isPending && detail.fetchStatus !== 'idle') body = <PageLoading />;
  else if (!detail.data) {
    body = (
      <StateBlock
        tone={detail.isError ? 'error' : 'empty'}
        message={t('feedback.notFound')}
        action={
          <Link to="/user/feedbackList" className="hl-btn hl-btn--primary">
            {t('feedback.myFeedback')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <FeedbackThread detail={detail.data} />
        {detail.data.status !== 'closed' ? <FollowUpForm detail={detail.data} /> : null}
      </>
    );
  }
  return (
    <PageFrame title={t('feedback.detailTitle')} backTo="/user/feedbackList">
      <div className="mp-stack fb-narrow">{body}</div>
    </PageFrame>
  );
}
