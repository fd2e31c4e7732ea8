import '../../../lib/i18n/live-tables-messages.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { PageLoading, useGoBack } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { liveShoeQuery } from '../api/verify-queries.ts';
import { VerifyView } from '../components/verify-view.tsx';
import { parseShoeId } from '../lib/verify-shoe.ts';
import './verify.css';

/** The baccarat lobby, where the back button goes when there is no history. */
const LOBBY_PATH = '/house/baccarat';

function Head() {
  const { t } = useTranslation();
  const goBack = useGoBack(LOBBY_PATH);
  if (formFactor === 'phone') {
    return (
      <header className="mp-nav">
        <button type="button" className="mp-nav__back" onClick={goBack} aria-label={t('common.back')}>
          <ChevronLeftIcon />
        </button>
        <h1>{t('liveTables.verify.title')}</h1>
        <span className="mp-nav__action" />
      </header>
    );
  }
  return (
    <header className="vf-head">
      <button type="button" className="vf-head__back" onClick={goBack}>
        <ChevronLeftIcon />
        {t('common.back')}
      </button>
      <div>
        <h1 className="vf-head__title">{t('liveTables.verify.title')}</h1>
        <p className="vf-head__subtitle">{t('liveTables.verify.subtitle')}</p>
      </div>
    </header>
  );
}

function Body({ shoeId }: { shoeId: number }) {
  const { t } = useTranslation();
  const query = useQuery(liveShoeQuery(shoeId));
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.kind === 'business';
    return (
      <StateBlock
        tone="error"
        message={t(missing ? 'liveTables.verify.notFound' : 'liveTables.verify.loadFailed')}
        action={
          missing ? null : (
            <button type="button" className="hl-btn hl-btn--primary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          )
        }
      />
    );
  }
  return <VerifyView detail={query.data} />;
}

/**
 * /house/baccarat/verify/:shoeId, both layouts: a shoe recomputed from its seed in the browser and
 * checked hand by hand against what the server reports (issue 12).
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const shoeId = parseShoeId(useParams().shoeId);
  return (
    <div className={`vf-page vf-page--${formFactor}`}>
      <Head />
      <div className="vf-page__main">
        {shoeId === null ? (
          <StateBlock tone="error" message={t('liveTables.verify.badId')} />
        ) : (
          <Body shoeId={shoeId} />
        )}
      </div>
    </div>
  );
}
