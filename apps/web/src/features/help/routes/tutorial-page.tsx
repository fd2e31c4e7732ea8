import '../../../lib/i18n/help-messages.ts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import { useHelpArticle } from '../api/help-queries.ts';
import { ArticleView } from '../components/article-view.tsx';
import { HelpFrame } from '../components/help-frame.tsx';
import { slugOfPath } from '../lib/help-paths.ts';

/**
 * Every /tutorial/... page of SPEC.md §2 but leaveMsg: the article its address names (techDetail:
 * the one of `?id=`), from the server, in the help centre's frame.
 */
export function TutorialPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const slug = slugOfPath(pathname, search);
  const article = useHelpArticle(slug);
  const back = (
    <Link to="/help/center" className="hl-btn hl-btn--primary">
      {t('help.backToHelp')}
    </Link>
  );
  let body: React.ReactNode;
  if (slug === null) body = <StateBlock tone="empty" message={t('help.notFound')} action={back} />;
  else if (article.isPending) body = <PageLoading />;
  else if (!article.data) {
    const missing = String((article.error as { code?: string } | null)?.code ?? '').includes('NOT_FOUND');
    body = missing ? (
      <StateBlock tone="empty" message={t('help.notFound')} action={back} />
    ) : (
      <StateBlock
        tone="error"
        message={t('help.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void article.refetch()}>
            {t('help.retry')}
          </button>
        }
      />
    );
  } else body = <ArticleView article={article.data} showTitle={formFactor !== 'phone'} />;
  return (
    <HelpFrame title={article.data?.title ?? t('help.title')} current={slug} backTo="/help/center">
      {body}
    </HelpFrame>
  );
}
