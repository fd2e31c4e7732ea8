import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { useGoBack } from '../../../components/page/page-frame.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import '../../../components/page/member-page.css';

/**
 * The head of a live-table screen: the app bar on a phone (back, title, one action), a titled row
 * with the extras beside it on a desktop.
 */
export function LiveHead({
  title,
  backTo,
  badge,
  action,
  extra,
}: {
  title: string;
  backTo: string;
  badge?: ReactNode;
  action?: ReactNode;
  /** Desktop only: shown between the title and the action. */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack(backTo);
  if (formFactor === 'phone') {
    return (
      <header className="mp-nav lt-nav">
        <button type="button" className="mp-nav__back" onClick={goBack} aria-label={t('common.back')}>
          <ChevronLeftIcon />
        </button>
        <h1>
          {title}
          {badge}
        </h1>
        <span className="mp-nav__action">{action}</span>
      </header>
    );
  }
  return (
    <header className="lt-dhead">
      <button type="button" className="lt-dhead__back" onClick={goBack}>
        <ChevronLeftIcon />
        {t('common.back')}
      </button>
      <h1 className="lt-dhead__title">
        {title}
        {badge}
      </h1>
      <div className="lt-dhead__extra">{extra}</div>
      {action}
    </header>
  );
}
