import '../../../lib/i18n/help-messages.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useHelpArticles } from '../api/help-queries.ts';
import { ContactCard } from '../components/article-view.tsx';
import { HelpFrame } from '../components/help-frame.tsx';
import { groupArticles } from '../components/help-nav.tsx';
import { articlePath, LEAVE_MESSAGE_PATH } from '../lib/help-paths.ts';

/** /help/center: every help article by category, each opening its tutorial page. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const list = useHelpArticles();
  let body: React.ReactNode;
  if (list.isPending) body = <PageLoading />;
  else if (!list.data) {
    body = (
      <StateBlock
        tone="error"
        message={t('help.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void list.refetch()}>
            {t('help.retry')}
          </button>
        }
      />
    );
  } else {
    body = (
      <>
        <header className="help-hero">
          <h1>{t('help.title')}</h1>
          <p>{t('help.subtitle')}</p>
        </header>
        <div className="help-groups">
          {groupArticles(list.data.articles).map((group) => (
            <section key={group.category} className={`help-group is-${group.category}`}>
              <h2>{t(`help.category.${group.category}`)}</h2>
              <ul>
                {group.articles.map((a) => (
                  <li key={a.slug}>
                    <Link to={articlePath(a.slug)}>
                      <span>
                        <strong>{a.title}</strong>
                        {a.summary ? <small>{a.summary}</small> : null}
                      </span>
                      <ChevronRightIcon />
                    </Link>
                  </li>
                ))}
                {group.category === 'service' ? (
                  <li>
                    <Link to={LEAVE_MESSAGE_PATH}>
                      <span>
                        <strong>{t('help.leaveMsg')}</strong>
                      </span>
                      <ChevronRightIcon />
                    </Link>
                  </li>
                ) : null}
              </ul>
            </section>
          ))}
        </div>
        <ContactCard />
      </>
    );
  }
  return (
    <HelpFrame title={t('help.title')} current={null} backTo="/app/center">
      {body}
    </HelpFrame>
  );
}
