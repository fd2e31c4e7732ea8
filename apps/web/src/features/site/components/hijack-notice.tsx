import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/icons.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useSiteConfig } from '../api/site-config-query.ts';
import { detectHijack, isFramedByOtherOrigin } from '../lib/hijack.ts';

/** The "domain hijacked" notice (SPEC.md §8): open the site from its original address over 4G/5G. */
export function HijackNotice() {
  const { t } = useTranslation();
  const allowedHosts = useSiteConfig().data?.allowedHosts;
  const [framed] = useState(() => isFramedByOtherOrigin(window));
  const [dismissed, setDismissed] = useState(false);
  const hostname = window.location.hostname;
  const reason = detectHijack({ framedByOtherOrigin: framed, hostname, allowedHosts });
  return (
    <Modal
      open={reason !== null && !dismissed}
      title={t('hijack.title')}
      icon={<ShieldIcon />}
      onClose={() => setDismissed(true)}
      footer={
        <button
          type="button"
          className="hl-btn hl-btn--primary hl-btn--block"
          onClick={() => setDismissed(true)}
        >
          {t('common.iKnow')}
        </button>
      }
    >
      <p>{t('hijack.body')}</p>
      <p className="hl-hijack__reason">
        {reason === 'framed' ? t('hijack.reasonFramed') : t('hijack.reasonHost', { host: hostname })}
      </p>
    </Modal>
  );
}
