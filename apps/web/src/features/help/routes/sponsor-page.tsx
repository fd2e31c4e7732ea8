import '../../../lib/i18n/help-messages.ts';
import { useTranslation } from 'react-i18next';
import { ContentBlocks } from '../../../components/content/content-blocks.tsx';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { logoUrl } from '../../../config/brand.ts';
import { FEATURE_ID } from '../../../config/contract-constants.ts';
import { hasFeature } from '../../../lib/brand-features.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { useSponsorPage } from '../api/help-queries.ts';
import '../components/help.css';
import { useBrandIdentity } from '../../../hooks/use-brand-identity.ts';

/** /app/sponsor: the brand's sponsorship page (an H5 tab; a page of its own on a desktop). */
export function SponsorPage() {
  const { t } = useTranslation();
  const identity = useBrandIdentity();
  const enabled = hasFeature(FEATURE_ID.sponsor);
  const page = useSponsorPage(enabled);
  let body: React.ReactNode;
  if (!enabled) body = <StateBlock tone="empty" message={t('help.sponsor.disabled')} />;
  else if (page.isPending) body = <PageLoading />;
  else if (!page.data) {
    body = (
      <StateBlock
        tone="error"
        message={t('help.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void page.refetch()}>
            {t('help.retry')}
          </button>
        }
      />
    );
  } else body = <ContentBlocks blocks={page.data.body} />;
  return (
    <div className={formFactor === 'phone' ? 'sponsor sponsor--h5' : 'd-wrap sponsor sponsor--desk'}>
      <header className="sponsor__hero">
        <img src={logoUrl} alt="" width={56} height={56} />
        <div>
          <h1>{page.data?.title ?? t('help.sponsor.title')}</h1>
          <p>{page.data?.summary ?? identity.slogan}</p>
        </div>
      </header>
      <div className="sponsor__body">{body}</div>
    </div>
  );
}
