import type { Article } from '@houseline/shared/api/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentBlocks } from '../../../components/content/content-blocks.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** An article: its title (desktop; the phone's bar shows it), the blocks, and the contact card. */
export function ArticleView({ article, showTitle }: { article: Article; showTitle: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="help-article">
      {showTitle ? (
        <header className="help-article__head">
          <h1>{article.title}</h1>
          <p>{t('help.updatedAt', { date: formatDateTime(article.updatedAt).slice(0, 10) })}</p>
        </header>
      ) : null}
      {article.summary && !showTitle ? <p className="help-article__summary">{article.summary}</p> : null}
      <ContentBlocks blocks={article.body} />
      {article.category !== 'sponsor' ? <ContactCard /> : null}
    </article>
  );
}

export function ContactCard() {
  const { t } = useTranslation();
  return (
    <aside className="help-contact">
      <div>
        <strong>{t('help.contactTitle')}</strong>
        <span>{t('help.contactText')}</span>
      </div>
      <Link to="/app/customer" className="hl-btn hl-btn--primary">
        {t('help.contactAction')}
      </Link>
    </aside>
  );
}
