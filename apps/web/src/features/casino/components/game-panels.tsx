import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { isNativeApp, requestNativeLogin } from '../../../lib/native-bridge.ts';
import { ToolsIcon } from './casino-icons.tsx';

/** A guest on a game page: log in (inside a native app, the app signs in), then come back here. */
export function LoginPrompt({ name }: { name: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="gp-card gp-card--center" data-testid="game-login-prompt">
      <h2 className="gp-card__title">{t('casino.login.title')}</h2>
      <p className="gp-card__text">{t('casino.login.text', { name })}</p>
      {isNativeApp() ? (
        <button type="button" className="hl-btn hl-btn--primary gp-cta" onClick={() => requestNativeLogin()}>
          {t('casino.login.action')}
        </button>
      ) : (
        <Link className="hl-btn hl-btn--primary gp-cta" to={loginPathFor(`${pathname}${search}`)}>
          {t('casino.login.action')}
        </Link>
      )}
    </div>
  );
}

/** A game (or its venue) under maintenance: no launch, a way back. */
export function MaintenancePanel({ name, backTo }: { name: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="gp-card gp-card--center" role="status" data-testid="game-maintenance">
      <span className="gp-card__art" aria-hidden="true">
        <ToolsIcon size={32} />
      </span>
      <h2 className="gp-card__title">{t('casino.maintenance.title')}</h2>
      <p className="gp-card__text">{t('casino.maintenance.text', { name })}</p>
      <Link className="hl-btn hl-btn--primary gp-cta" to={backTo}>
        {t('casino.maintenance.back')}
      </Link>
    </div>
  );
}
