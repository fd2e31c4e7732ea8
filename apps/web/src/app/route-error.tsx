import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error.ts';

/**
 * The error element of the root and of each page (DESIGN.md §9): the generic error page reads
 * exactly 'Unexpected Application Error!' (SPEC.md §8) and offers a reload, which is also the
 * cure for a lazy chunk that failed to load after a deploy.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  if (!chunkFailed) console.error('[router] route error', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <div className="hl-page-message" role="alert">
      <h2 className="hl-page-message__title">{t('error.unexpected')}</h2>
      <p className="hl-page-message__text">{chunkFailed ? t('error.chunkFailed') : t('error.generic')}</p>
      {detail && !chunkFailed ? <code className="hl-page-message__detail">{detail}</code> : null}
      <div className="hl-page-message__actions">
        <button type="button" className="hl-btn hl-btn--primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
      </div>
    </div>
  );
}
