import type { Game, GameCategory } from '@houseline/shared/api/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { fillerCount } from '../lib/order-games.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { GamePicture } from './game-picture.tsx';
import { lobbyFallback } from './lobby-fallback.tsx';
import { GameFlag, MaintenanceLabel, TileLink } from './tile-link.tsx';
import './h5-game-lobby.h5.css';

export type GameHref = (game: Game, category: GameCategory) => string;

/**
 * The H5 game lobby: category side tabs (ordered by sort) and the selected category's games
 * (ordered by seq) beside them.
 */
export function H5GameLobby({
  categories,
  status,
  onRetry,
  hrefFor,
  moreHrefFor,
}: {
  categories: GameCategory[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  hrefFor: GameHref;
  /** The category's own page (its lobby, or the sportsbook), from the hero's 更多 link. */
  moreHrefFor: (category: GameCategory) => string;
}) {
  const { t } = useTranslation();
  const maintenance = () => toast(t('games.maintenanceToast'));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (status === 'pending') return <LobbySkeleton />;
  const fallback = lobbyFallback({ status, categories, onRetry, t });
  if (fallback || !categories) return fallback;
  const selected = categories.find((c) => c.id === selectedId) ?? categories[0]!;
  return (
    <section className="h5-lobby" aria-label={t('games.lobby')}>
      <CategoryTabs
        block="h5-lobby"
        listElement="tabs"
        vertical
        categories={categories}
        selectedId={selected.id}
        onSelect={setSelectedId}
        iconSize={26}
        labelOf={(c) => <span>{c.name}</span>}
      />
      <div className="h5-lobby__panel" role="tabpanel">
        <Link to={moreHrefFor(selected)} className="h5-lobby__hero" data-testid="lobby-more">
          <img src={selected.bigImgUrl} alt={selected.title} width={690} height={260} loading="lazy" />
          <span className="h5-lobby__count">{t('games.count', { count: selected.games.length })}</span>
          <span className="h5-lobby__more">{t('games.more')} ›</span>
        </Link>
        {selected.games.length === 0 ? (
          <StateBlock tone="empty" message={t('games.empty')} />
        ) : (
          <ul className="h5-lobby__grid">
            {selected.games.map((game) => (
              <li key={game.id}>
                <TileLink
                  game={game}
                  to={hrefFor(game, selected)}
                  className="h5-game"
                  onMaintenance={maintenance}
                >
                  <span className="h5-game__art">
                    <GamePicture src={game.imgUrl} alt="" width={340} height={220} />
                    {game.official ? <em className="h5-game__badge">{t('games.official')}</em> : null}
                    <GameFlag badge={game.badge} className="h5-game__flag" />
                    {game.maintenance ? <MaintenanceLabel className="h5-game__maint" /> : null}
                  </span>
                  <span className="h5-game__name">{game.name}</span>
                  <span className="h5-game__desc">{game.desc}</span>
                </TileLink>
              </li>
            ))}
            {fillerCount(selected.games.length, 2) > 0 ? (
              <li className="h5-lobby__soon" aria-hidden="true">
                {t('games.comingSoon')}
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </section>
  );
}

function LobbySkeleton() {
  return (
    <div className="h5-lobby" aria-busy="true">
      <div className="h5-lobby__tabs">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={58} radius={10} style={{ margin: '0 6px 8px' }} />
        ))}
      </div>
      <div className="h5-lobby__panel">
        <Skeleton height={104} radius={12} />
        <div className="h5-lobby__grid">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={118} radius={10} />
          ))}
        </div>
      </div>
    </div>
  );
}
