import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, SpeakerIcon } from '../../../components/icons.tsx';
import './h5-notice-bar.h5.css';

/** Scroll speed of the notice, in CSS px per second, and the width of one character at 12 px. */
const SPEED_PX_PER_S = 40;
const CHAR_PX = 12;
const START_PX = 375;

/**
 * The scrolling site notice; a tap opens the full notice. A CSS marquee (a transform animation the
 * compositor runs, off the main thread; still under `prefers-reduced-motion`) instead of
 * antd-mobile's NoticeBar, which measured the text and moved it from JavaScript (decision 0046).
 */
export function H5NoticeBar({ notice, onOpen }: { notice: string | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  const seconds = Math.max(6, Math.round(([...notice].length * CHAR_PX + START_PX) / SPEED_PX_PER_S));
  return (
    <div className="h5-notice">
      <button type="button" className="h5-notice__bar" onClick={onOpen}>
        <span className="h5-notice__icon" aria-hidden="true">
          <SpeakerIcon />
        </span>
        <span className="h5-notice__track">
          <span className="h5-notice__text" style={{ '--h5-notice-s': `${seconds}s` } as CSSProperties}>
            {notice}
          </span>
        </span>
        <span className="h5-notice__more" aria-hidden="true">
          <ChevronRightIcon />
        </span>
        <span className="hl-visually-hidden">{t('home.noticeTitle')}</span>
      </button>
    </div>
  );
}
