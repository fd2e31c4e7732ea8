import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, SpeakerIcon } from '../../../components/icons.tsx';
import './h5-notice-bar.h5.css';

/** The scrolling site notice (antd-mobile NoticeBar); a tap opens the full notice. */
export function H5NoticeBar({ notice, onOpen }: { notice: string | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <div className="h5-notice">
      <NoticeBar
        content={notice}
        color="default"
        shape="rounded"
        icon={<SpeakerIcon />}
        extra={
          <span className="h5-notice__more">
            <ChevronRightIcon />
            <span className="hl-visually-hidden">{t('home.noticeTitle')}</span>
          </span>
        }
        speed={40}
        onClick={onOpen}
      />
    </div>
  );
}
