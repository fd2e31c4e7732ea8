import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { useGoBack } from '../../../components/page/page-frame.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import '../../../components/page/member-page.css';

/** The head of a game screen outside the frame: the app bar on a phone, a titled row on a desktop. */
export function GamePageHead({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(backTo);
  if (formFactor === 'phone') {
    return (
      <header className="mp-nav">
        <button type="button" className="mp-nav__back" onClick={goBack} aria-label={t('common.back')}>
          <ChevronLeftIcon />
        </button>
        <h1>{title}</h1>
        <span className="mp-nav__action" />
      </header>
    );
  }
  return (
    <header className="gp-head">
      <button type="button" className="gp-head__back" onClick={goBack}>
        <ChevronLeftIcon />
        {t('common.back')}
      </button>
      <h1 className="gp-head__title">{title}</h1>
    </header>
  );
}
