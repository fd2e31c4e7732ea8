import Popup from 'antd-mobile/es/components/popup';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../hooks/use-focus-trap.ts';
import { useSlip } from '../hooks/slip-store.ts';
import { SlipTabs } from './slip-tabs.tsx';

/**
 * The H5 slip: a floating button with the selection count, opening a bottom sheet that keeps
 * keyboard focus inside while open (Escape closes it).
 */
export function H5SlipSheet() {
  const { t } = useTranslation();
  const count = useSlip((s) => s.legs.length);
  const open = useSlip((s) => s.open);
  const setOpen = useSlip((s) => s.setOpen);
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useFocusTrap(sheet, open, close);
  return (
    <>
      <button
        type="button"
        className={`sb-fab${count > 0 ? ' has-legs' : ''}`}
        onClick={() => setOpen(true)}
        data-testid="slip-fab"
      >
        <span>{t('sports.slip.title')}</span>
        <span className="sb-badge">{count}</span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="sb-sheet"
        destroyOnClose
      >
        <div
          ref={setSheet}
          role="dialog"
          aria-modal="true"
          aria-label={t('sports.slip.title')}
          className="sb-sheet__inner"
          tabIndex={-1}
        >
          <button
            type="button"
            className="sb-sheet__close"
            onClick={() => setOpen(false)}
            aria-label={t('sports.slip.close')}
          >
            ×
          </button>
          <SlipTabs />
        </div>
      </Popup>
    </>
  );
}
