import '../../../lib/i18n/live-tables-play-messages.ts';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import { useLiveTables } from '../api/live-queries.ts';
import { LiveHead } from '../components/live-head.tsx';
import { TableCard } from '../components/table-card.tsx';
import { useLiveFeed, useMergeTables } from '../hooks/live-store.ts';
import { useServerNow } from '../hooks/use-server-now.ts';
import '../components/live-tables.css';

/**
 * /house/baccarat, both layouts: every live table with its limits, its live phase and countdown
 * and its road, kept live by the `live` pushes; a tap opens the table.
 */
export function LiveLobbyPage() {
  const { t } = useTranslation();
  useLiveFeed();
  const query = useLiveTables();
  useMergeTables(query.data?.list);
  const serverNow = useServerNow();
  const phone = formFactor === 'phone';
  let body: React.ReactNode;
  if (query.isError && !query.data) {
    body = (
      <StateBlock
        tone="error"
        message={t('liveTables.play.lobby.error')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void query.refetch()}>
            {t('liveTables.play.lobby.retry')}
          </button>
        }
      />
    );
  } else if (!query.data) {
    body = (
      <div className="lt-grid">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={188} radius={16} />
        ))}
      </div>
    );
  } else if (query.data.list.length === 0) {
    body = <StateBlock tone="empty" message={t('liveTables.play.lobby.empty')} />;
  } else {
    body = (
      <div className="lt-grid" data-testid="live-lobby">
        {query.data.list.map((table) => (
          <TableCard key={table.id} table={table} serverNow={serverNow} />
        ))}
      </div>
    );
  }
  return (
    <div className={`lt-page lt-page--lobby${phone ? ' is-phone' : ''}`}>
      <LiveHead title={t('liveTables.play.lobby.title')} backTo={phone ? '/app/home' : '/home'} />
      <div className="lt-lobby">
        <div className="lt-hero">
          <strong>{t('liveTables.play.lobby.title')}</strong>
          <span>{t('liveTables.play.lobby.subtitle')}</span>
        </div>
        {body}
      </div>
    </div>
  );
}
