import type { GameCategory } from '@houseline/shared/api/contract/games';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { GameHref } from './h5-game-lobby.tsx';
import { SportsBoardView } from './sports-board-view.tsx';
import './desktop-sports-board.css';

/** The desktop sports board of the `sports` home variant: hero plus every sports venue. */
export function DesktopSportsBoard({
  category,
  pending,
  hrefFor,
}: {
  category: GameCategory | undefined;
  pending: boolean;
  hrefFor: GameHref;
}) {
  if (pending) return <Skeleton height={320} radius={18} />;
  if (!category) return null;
  return <SportsBoardView category={category} hrefFor={hrefFor} prefix="d-sports" iconPx={56} />;
}
