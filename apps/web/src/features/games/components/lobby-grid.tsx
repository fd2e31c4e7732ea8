import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import type { useLobbyPage } from '../hooks/use-lobby-page.ts';
import { FAVORITES_TAB } from '../lib/lobby-view.ts';
import { GameCard } from './game-card.tsx';

/** The grid of a category page, or its loading, error and empty states. */
export function LobbyGrid({
  page,
  block,
  eagerCount,
  skeletonHeight,
}: {
  page: ReturnType<typeof useLobbyPage>;
  block: string;
  /** Tiles above the fold, loaded at once; the rest load lazily. */
  eagerCount: number;
  skeletonHeight: number;
}) {
  const { t } = useTranslation();
  if (page.games.isPending) {
    return (
      <div className={`${block}__grid`} aria-busy="true">
        {Array.from({ length: eagerCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={skeletonHeight} radius={12} />
        ))}
      </div>
    );
  }
  if (page.games.isError && page.categories.length === 0) {
    return (
      <StateBlock
        tone="error"
        message={t('games.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void page.games.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (page.placed.length === 0) {
    const message = page.query
      ? t('lobby.noResults', { query: page.query.trim() })
      : page.tab === FAVORITES_TAB
        ? t('lobby.noFavorites')
        : t('games.empty');
    return <StateBlock tone="empty" message={message} />;
  }
  return (
    <ul className={`${block}__grid`} data-testid="lobby-grid">
      {page.placed.map((p, i) => (
        <GameCard
          key={`${p.category.id}-${p.game.id}`}
          game={p.game}
          href={page.hrefOf(p)}
          favorite={page.favoriteOf(p)}
          eager={i < eagerCount}
        />
      ))}
    </ul>
  );
}
