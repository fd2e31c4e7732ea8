import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';

/** What a VIP page shows instead of its content: the brand has no VIP, loading, or a failure. */
export function VipPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failed) return <PageLoading />;
  return (
    <StateBlock
      tone="error"
      message={t('vip.loadFailed')}
      action={
        <button type="button" className="hl-btn hl-btn--ghost" onClick={onRetry}>
          {t('vip.retry')}
        </button>
      }
    />
  );
}

export function VipDisabled() {
  const { t } = useTranslation();
  return <StateBlock tone="empty" message={t('vip.disabled')} />;
}
