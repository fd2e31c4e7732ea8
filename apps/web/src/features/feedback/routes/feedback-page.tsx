import '../../../lib/i18n/member-messages.ts';
import '../../../lib/i18n/feedback-messages.ts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListIcon } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { FeedbackForm } from '../components/feedback-form.tsx';
import '../components/feedback.css';

/** /user/feedback: the submit form (category, text, up to three images). */
export function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame
      title={t('feedback.title')}
      action={
        <Link to="/user/feedbackList" className="fb-head-link">
          <ListIcon />
          <span className="fb-head-link__text">{t('feedback.myFeedback')}</span>
        </Link>
      }
    >
      <div className="mp-stack fb-narrow">
        <p className="fb-intro">{t('feedback.intro')}</p>
        <FeedbackForm onDone={(d) => void navigate(`/user/feedbackDetail?id=${d.id}`, { replace: true })} />
      </div>
    </PageFrame>
  );
}
