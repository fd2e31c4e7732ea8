import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formFactor } from '../../lib/form-factor.ts';
import { homePath } from '../form-factor-redirect.ts';

/** The fallback page for any path without a route (SPEC.md §2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="hl-page-message">
      <p className="hl-page-message__code" aria-hidden="true">
        404
      </p>
      <h1 className="hl-page-message__title">{t('notFound.title')}</h1>
      <p className="hl-page-message__text">{t('notFound.text')}</p>
      <div className="hl-page-message__actions">
        <Link to={homePath(formFactor)} className="hl-btn hl-btn--primary">
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  );
}
