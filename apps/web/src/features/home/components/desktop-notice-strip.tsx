import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '../../../components/icons.tsx';
import './desktop-notice-strip.css';

/** The scrolling site notice on the desktop home; a click opens the full notice. */
export function DesktopNoticeStrip({ notice, onOpen }: { notice: string | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <button type="button" className="d-notice" onClick={onOpen}>
      <span className="d-notice__label">
        <SpeakerIcon />
        {t('home.notice')}
      </span>
      <span className="d-notice__track">
        <span className="d-notice__text">{notice}</span>
      </span>
    </button>
  );
}
