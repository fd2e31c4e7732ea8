import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';

/** "Delete this message?" — nothing is deleted without a yes. */
export function DeleteDialog({
  open,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={pending ? undefined : onClose}
      title={t('messages.deleteTitle')}
      footer={
        <>
          <button
            type="button"
            className="hl-btn hl-btn--primary hl-btn--block"
            onClick={onConfirm}
            disabled={pending}
          >
            {t('messages.deleteConfirm')}
          </button>
          <button type="button" className="hl-btn hl-btn--block" onClick={onClose} disabled={pending}>
            {t('messages.cancel')}
          </button>
        </>
      }
    >
      <p>{t('messages.deleteText')}</p>
    </Modal>
  );
}
