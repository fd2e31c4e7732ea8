import '../../../lib/i18n/wallet-messages.ts';
import '../../../lib/i18n/casino-messages.ts';
import { useTranslation } from 'react-i18next';
import { formFactor } from '../../../lib/form-factor.ts';
import { GamePageHead } from '../components/game-page-head.tsx';
import { VenueBackPanel } from '../components/venue-back-panel.tsx';
import { lobbyPath } from '../lib/casino-paths.ts';
import '../components/casino.css';

/** /app/venueBack (SPEC.md §2), both layouts: back from a venue, its balance recovered. */
export function VenueBackPage() {
  const { t } = useTranslation();
  const lobby = lobbyPath(formFactor);
  return (
    <div className="gp-page">
      <GamePageHead title={t('casino.venueBack.title')} backTo={lobby} />
      <div className="gp-page__body">
        <VenueBackPanel lobby={lobby} />
      </div>
    </div>
  );
}
