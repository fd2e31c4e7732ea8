import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import { useHelpArticles } from '../api/help-queries.ts';
import { HelpNav } from './help-nav.tsx';
import './help.css';

/**
 * The frame of the help pages. Desktop: the category menu on the left, the page on the right.
 * Phone: an app screen with a back button (to the help centre from an article).
 */
export function HelpFrame({
  title,
  current,
  backTo,
  children,
}: {
  title: string;
  /** The article shown (highlighted in the menu); null on the help centre itself. */
  current: string | null;
  backTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const list = useHelpArticles();
  if (formFactor === 'phone') {
    return (
      <PageFrame title={title} backTo={backTo}>
        <div className="help-h5">{children}</div>
      </PageFrame>
    );
  }
  return (
    <div className="d-wrap help-desk">
      <aside className="help-desk__side">
        {list.data ? (
          <HelpNav articles={list.data.articles} current={current} />
        ) : (
          <div className="help-nav is-loading" aria-busy="true" />
        )}
      </aside>
      <section className="help-desk__main" aria-label={title || t('help.title')}>
        {children}
      </section>
    </div>
  );
}
