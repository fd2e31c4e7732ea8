import '../../../lib/i18n/member-messages.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { safeRedirect } from '../../../lib/login-redirect.ts';
import { ResultView } from '../components/result-view.tsx';

/** /setting/wsuccess: the withdrawal password was set, changed or reset; on to where the member was going. */
export function WithdrawPasswordSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'));
  const set = params.get('mode') === 'set';
  return (
    <PageFrame title={t('account.settings.withdrawPassword')} backTo="/setting">
      <ResultView
        title={set ? t('account.wpassword.setDone') : t('account.messages.modified')}
        text={t('account.wpassword.doneText')}
      >
        {next ? (
          <Link to={next} replace className="hl-btn hl-btn--primary hl-btn--block">
            {t('account.common.continue')}
          </Link>
        ) : (
          <Link to="/cards" replace className="hl-btn hl-btn--primary hl-btn--block">
            {t('account.cards.manage')}
          </Link>
        )}
        <Link to="/setting" replace className="hl-btn hl-btn--block">
          {t('account.settings.back')}
        </Link>
      </ResultView>
    </PageFrame>
  );
}
