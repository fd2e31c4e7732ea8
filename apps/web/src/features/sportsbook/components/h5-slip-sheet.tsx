import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { useSlip } from '../hooks/slip-store.ts';
import { SlipTabs } from './slip-tabs.tsx';

/** The H5 slip: a floating button with the selection count, opening a bottom sheet. */
export function H5SlipSheet() {
  const { t } = useTranslation();
  const count = useSlip((s) => s.legs.length);
  const open = useSlip((s) => s.open);
  const setOpen = useSlip((s) => s.setOpen);
  return (
    <>
      <button
        type="button"
        className={`sb-fab${count > 0 ? ' has-legs' : ''}`}
        aria-label={t('sports.slip.open', { count })}
        onClick={() => setOpen(true)}
        data-testid="slip-fab"
      >
        <span aria-hidden="true">{t('sports.slip.title')}</span>
        <span className="sb-badge" aria-hidden="true">
          {count}
        </span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="sb-sheet"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label={t('sports.slip.title')} className="sb-sheet__inner">
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
