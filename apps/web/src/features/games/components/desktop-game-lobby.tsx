import type { GameCategory } from '@houseline/shared/api/contract/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { fillerCount } from '../lib/order-games.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { GamePicture } from './game-picture.tsx';
import type { GameHref } from './h5-game-lobby.tsx';
import { lobbyFallback } from './lobby-fallback.tsx';
import { GameFlag, MaintenanceLabel, TileLink } from './tile-link.tsx';
import './desktop-game-lobby.css';

/** Columns of the game grid (desktop-game-lobby.css) and the columns the category tile spans. */
const GRID_COLUMNS = 5;
const FEATURE_SPAN = 2;

/** One tile that completes a ragged last row of the grid. */
function ComingSoon({ span }: { span: number }) {
  const { t } = useTranslation();
  if (span === 0) return null;
  return (
    <li className="d-lobby__soon" style={{ gridColumn: `span ${span}` }} aria-hidden="true">
      {t('games.comingSoon')}
    </li>
  );
}

/** The desktop lobby: a category strip (ordered by sort) over a grid of the category's games. */
export function DesktopGameLobby({
  categories,
  status,
  onRetry,
  hrefFor,
  moreHrefFor,
  initialCategoryId,
}: {
  categories: GameCategory[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  hrefFor: GameHref;
  /** The category's own page (its lobby, or the sportsbook), from the feature tile. */
  moreHrefFor: (category: GameCategory) => string;
  initialCategoryId?: number;
}) {
  const { t } = useTranslation();
  const maintenance = () => toast(t('games.maintenanceToast'));
  const [selectedId, setSelectedId] = useState<number | null>(initialCategoryId ?? null);
  if (status === 'pending') {
    return (
      <div className="d-lobby" aria-busy="true">
        <Skeleton height={56} radius={12} />
        <div className="d-lobby__grid">
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => (
            <Skeleton key={i} height={190} radius={14} />
          ))}
        </div>
      </div>
    );
  }
  const fallback = lobbyFallback({ status, categories, onRetry, t });
  if (fallback || !categories) return fallback;
  const selected = categories.find((c) => c.id === selectedId) ?? categories[0]!;
  return (
    <section className="d-lobby" aria-label={t('games.lobby')}>
      <CategoryTabs
        block="d-lobby"
        listElement="strip"
        categories={categories}
        selectedId={selected.id}
        onSelect={setSelectedId}
        iconSize={24}
        labelOf={(c) => c.title}
      />
      <div className="d-lobby__body" role="tabpanel">
        {selected.games.length === 0 ? (
          <StateBlock tone="empty" message={t('games.empty')} />
        ) : (
          <ul className="d-lobby__grid">
            <li className="d-lobby__feature">
              <Link to={moreHrefFor(selected)} data-testid="lobby-more">
                <img src={selected.bigImgUrl} alt={selected.title} width={690} height={260} />
                <span className="d-lobby__count">{t('games.count', { count: selected.games.length })}</span>
                <span className="d-lobby__more">{t('games.more')} ›</span>
              </Link>
            </li>
            {selected.games.map((game) => (
              <li key={game.id}>
                <TileLink
                  game={game}
                  to={hrefFor(game, selected)}
                  className="d-game"
                  onMaintenance={maintenance}
                >
                  <span className="d-game__art">
                    <GamePicture className="d-game__img" src={game.imgUrl} alt="" width={340} height={220} />
                    {game.official ? <em className="d-game__badge">{t('games.official')}</em> : null}
                    <GameFlag badge={game.badge} className="d-game__flag" />
                    {game.maintenance ? (
                      <MaintenanceLabel className="d-game__maint" />
                    ) : (
                      <span className="d-game__play">{t('games.play')}</span>
                    )}
                  </span>
                  <span className="d-game__meta">
                    <img src={game.iconUrl} alt="" width={32} height={32} loading="lazy" />
                    <span>
                      <strong>{game.name}</strong>
                      <small>{game.desc}</small>
                    </span>
                  </span>
                </TileLink>
              </li>
            ))}
            <ComingSoon span={fillerCount(selected.games.length + FEATURE_SPAN, GRID_COLUMNS)} />
          </ul>
        )}
      </div>
    </section>
  );
}
