import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { isNativeApp, requestNativeLogin } from '../../../lib/native-bridge.ts';

/** A guest tried to bet: log in (and come back to this table), or keep watching. */
export function LoginAsk({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('liveTables.play.login.title')}
      footer={
        <>
          <button type="button" className="hl-btn" onClick={onClose}>
            {t('liveTables.play.login.later')}
          </button>
          {isNativeApp() ? (
            <button type="button" className="hl-btn hl-btn--primary" onClick={() => requestNativeLogin()}>
              {t('liveTables.play.login.action')}
            </button>
          ) : (
            <Link
              className="hl-btn hl-btn--primary"
              to={loginPathFor(`${pathname}${search}`)}
              data-testid="live-login"
            >
              {t('liveTables.play.login.action')}
            </Link>
          )}
        </>
      }
    >
      <p>{t('liveTables.play.login.text')}</p>
    </Modal>
  );
}
