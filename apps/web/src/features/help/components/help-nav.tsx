import type { ArticleSummary } from '@houseline/shared/api/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articlePath, HELP_CATEGORIES, LEAVE_MESSAGE_PATH } from '../lib/help-paths.ts';

/** The articles grouped by category, in menu order. */
export function groupArticles(articles: readonly ArticleSummary[]) {
  return HELP_CATEGORIES.map((category) => ({
    category,
    articles: articles.filter((a) => a.category === category).sort((a, b) => a.sort - b.sort),
  })).filter((g) => g.articles.length > 0);
}

/** The desktop help centre's left menu: categories with their articles; `current` is highlighted. */
export function HelpNav({
  articles,
  current,
}: {
  articles: readonly ArticleSummary[];
  current: string | null;
}) {
  const { t } = useTranslation();
  return (
    <nav className="help-nav" aria-label={t('help.title')}>
      <Link to="/help/center" className={`help-nav__home${current === null ? ' is-active' : ''}`}>
        {t('help.title')}
      </Link>
      {groupArticles(articles).map((group) => (
        <section key={group.category} className="help-nav__group">
          <h2>{t(`help.category.${group.category}`)}</h2>
          <ul>
            {group.articles.map((a) => (
              <li key={a.slug}>
                <Link
                  to={articlePath(a.slug)}
                  className={a.slug === current ? 'is-active' : undefined}
                  aria-current={a.slug === current ? 'page' : undefined}
                >
                  {a.title}
                </Link>
              </li>
            ))}
            {group.category === 'service' ? (
              <li>
                <Link to={LEAVE_MESSAGE_PATH}>{t('help.leaveMsg')}</Link>
              </li>
            ) : null}
          </ul>
        </section>
      ))}
    </nav>
  );
}
