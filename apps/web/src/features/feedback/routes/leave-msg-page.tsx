import '../../../lib/i18n/member-messages.ts';
import '../../../lib/i18n/feedback-messages.ts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import '../components/feedback.css';

/**
 * /tutorial/leaveMsg: the help centre's leave-a-message page. A member's message reaches the same
 * feedback desk (category `message`) and its replies show in the feedback list; a guest is asked
 * to log in first (and comes back here).
 */
export function LeaveMsgPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useMemberStore((s) => s.isLogin);
  return (
    <PageFrame title={t('feedback.leaveMsgTitle')} backTo="/help/center">
      <div className="mp-stack fb-narrow">
        <div className="mp-card fb-hero">
          <span className="fb-hero__icon" aria-hidden="true">
            ✉
          </span>
          <p>{t('feedback.leaveMsgIntro')}</p>
        </div>
        {isLogin ? (
          <>
            <FeedbackForm
              fixedCategory="message"
              onDone={(d) => void navigate(`/user/feedbackDetail?id=${d.id}`)}
            />
            <Link to="/user/feedbackList" className="hl-btn hl-btn--block">
              {t('feedback.myFeedback')}
            </Link>
          </>
        ) : (
          <div className="mp-card fb-guest" data-testid="leave-msg-guest">
            <p>{t('feedback.leaveMsgLogin')}</p>
            <Link to={loginPathFor('/tutorial/leaveMsg')} className="hl-btn hl-btn--primary hl-btn--block">
              {t('feedback.login')}
            </Link>
            <Link to="/entry/register" className="hl-btn hl-btn--block">
              {t('feedback.register')}
            </Link>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
