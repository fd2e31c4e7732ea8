import type { GameCategory } from '@houseline/shared/api/contract/games';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { GameHref } from './h5-game-lobby.tsx';
import { SportsBoardView } from './sports-board-view.tsx';
import './h5-sports-board.h5.css';

/**
 * The large sports board that leads the `sports` home variant (the brand with its own home
 * screen, SPEC.md §2): the sports category's hero and every sports venue as a full-width row.
 */
export function H5SportsBoard({
  category,
  pending,
  hrefFor,
}: {
  category: GameCategory | undefined;
  pending: boolean;
  hrefFor: GameHref;
}) {
  if (pending) {
    return (
      <div className="h5-sports" aria-busy="true">
        <Skeleton height={150} radius={14} />
        <Skeleton height={64} radius={12} />
        <Skeleton height={64} radius={12} />
      </div>
    );
  }
  if (!category) return null;
  return <SportsBoardView category={category} hrefFor={hrefFor} prefix="h5-sports" iconPx={48} />;
}
