import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { useBrandIdentity } from '../../../hooks/use-brand-identity.ts';

const SECTIONS = ['age', 'account', 'responsible', 'privacy'] as const;

/** The member terms, opened from the registration form; accepting ticks the form's checkbox. */
export function TermsDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose(): void;
  onAccept(): void;
}) {
  const { t } = useTranslation();
  const identity = useBrandIdentity();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('account.terms.title')}
      footer={
        <>
          <button type="button" className="hl-btn hl-btn--primary hl-btn--block" onClick={onAccept}>
            {t('account.terms.accept')}
          </button>
          <button type="button" className="hl-btn hl-btn--block" onClick={onClose}>
            {t('account.common.close')}
          </button>
        </>
      }
    >
      <div className="mf-terms">
        <p>{t('account.terms.intro', { siteName: identity.siteName })}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h3>{t(`account.terms.${section}Title`)}</h3>
            <p>{t(`account.terms.${section}Text`)}</p>
          </section>
        ))}
      </div>
    </Modal>
  );
}
