import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../../components/icons.tsx';
import { Modal } from '../../../components/modal.tsx';

/** The site notice as a popup (with an optional extra, e.g. a promotion), "don't remind again today" (SPEC.md §9). */
export function NoticePopup({
  open,
  notice,
  extra,
  onClose,
}: {
  open: boolean;
  notice: string;
  /** More for the member under the notice (the featured promotion), dismissed with it. */
  extra?: ReactNode;
  onClose: (dontRemindToday: boolean) => void;
}) {
  const { t } = useTranslation();
  const [dontRemind, setDontRemind] = useState(false);
  return (
    <Modal
      open={open}
      title={t('home.noticeTitle')}
      icon={<SpeakerIcon />}
      onClose={() => onClose(false)}
      footer={
        <>
          <label className="hl-check">
            <input type="checkbox" checked={dontRemind} onChange={(e) => setDontRemind(e.target.checked)} />
            <span>{t('home.dontRemindToday')}</span>
          </label>
          <button
            type="button"
            className="hl-btn hl-btn--primary hl-btn--block"
            onClick={() => onClose(dontRemind)}
          >
            {t('common.iKnow')}
          </button>
        </>
      }
    >
      <p className="hl-notice-text">{notice}</p>
      {extra}
    </Modal>
  );
}
