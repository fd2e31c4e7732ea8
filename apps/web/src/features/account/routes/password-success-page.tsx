import '../../../lib/i18n/member-messages.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { ResultView } from '../components/result-view.tsx';

/**
 * /setting/success: the login password was changed, which ended this session (and the others,
 * if chosen), so the way on is to log in again with the new password.
 */
export function PasswordSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('account.password.title')} backTo="/">
      <ResultView
        title={t('account.messages.modified')}
        text={params.get('others') === '1' ? t('account.password.doneAll') : t('account.password.done')}
      >
        <Link to={loginPathFor('/app/center')} className="hl-btn hl-btn--primary hl-btn--block">
          {t('account.password.loginAgain')}
        </Link>
        <Link to="/" className="hl-btn hl-btn--block">
          {t('notFound.backHome')}
        </Link>
      </ResultView>
    </PageFrame>
  );
}
