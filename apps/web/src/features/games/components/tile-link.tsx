import type { Game, GameBadge } from '@houseline/shared/api/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A game tile's action: a link to where the tile leads, or — for a game under maintenance — a
 * button that only says so (issue 11: label, no launch), so no tile opens a game that cannot start.
 */
export function TileLink({
  game,
  to,
  className,
  onMaintenance,
  children,
}: {
  game: Pick<Game, 'maintenance'>;
  to: string;
  className: string;
  /** Says the game is under maintenance (a toast, 该游戏维护中). */
  onMaintenance(): void;
  children: ReactNode;
}) {
  if (game.maintenance) {
    return (
      <button
        type="button"
        className={`${className} is-maintenance`}
        aria-disabled="true"
        onClick={onMaintenance}
      >
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** The 维护中 ribbon over a game's art. */
export function MaintenanceLabel({ className }: { className: string }) {
  const { t } = useTranslation();
  return <em className={className}>{t('games.maintenance')}</em>;
}

/** The operator's 热门 / 新游 flag over a game's art (issue 24); nothing when the game has none. */
export function GameFlag({ badge, className }: { badge: GameBadge; className: string }) {
  const { t } = useTranslation();
  if (badge === '') return null;
  return (
    <em className={`${className} is-${badge}`} data-testid="game-flag" data-flag={badge}>
      {t(badge === 'hot' ? 'games.flagHot' : 'games.flagNew')}
    </em>
  );
}
