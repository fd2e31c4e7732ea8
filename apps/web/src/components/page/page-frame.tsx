import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formFactor } from '../../lib/form-factor.ts';
import { ChevronLeftIcon } from '../icons.tsx';
import './member-page.css';

/** Goes back in the app's history when there is an entry to go back to, else to `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback);
  };
}

/**
 * The frame of a member page. On a phone: a sticky bar with back button and title over the page,
 * as an app screen. On a desktop: a titled panel (the member-area layout puts the side menu beside it).
 */
export function PageFrame({
  title,
  subtitle,
  backTo = '/app/center',
  action,
  children,
}: {
  title: string;
  subtitle?: string;
  /** Where the back button goes when there is no history to go back to. */
  backTo?: string;
  /** A small control at the right of the bar or panel head. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack(backTo);
  if (formFactor === 'phone') {
    return (
      <div className="mp-screen">
        <header className="mp-nav">
          <button type="button" className="mp-nav__back" onClick={goBack} aria-label={t('common.back')}>
            <ChevronLeftIcon />
          </button>
          <h1>{title}</h1>
          <span className="mp-nav__action">{action}</span>
        </header>
        <div className="mp-screen__body">{children}</div>
      </div>
    );
  }
  return (
    <section className="mp-panel">
      <header className="mp-panel__head">
        <div>
          <h1>{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
        {action}
      </header>
      <div className="mp-panel__body">{children}</div>
    </section>
  );
}

/** The body of a page whose data is still on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="mp-loading" role="status" aria-live="polite">
      <span className="hl-spinner" aria-hidden="true" />
      <span className="hl-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
