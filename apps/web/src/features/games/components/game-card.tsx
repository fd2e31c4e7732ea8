import type { Game } from '@houseline/shared/api/contract/games';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../hooks/use-toast.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { GamePicture } from './game-picture.tsx';
import { GameFlag, MaintenanceLabel, TileLink } from './tile-link.tsx';

/** Intrinsic size of the game art (the catalogue draws it at 340 × 220). */
export const ART_WIDTH = 340;
export const ART_HEIGHT = 220;

/**
 * A tile of a category page (both layouts, styled by `gl-card` in each page's stylesheet): the art
 * with the official and maintenance labels, the name, and the favourite heart beside the link.
 */
export function GameCard({
  game,
  href,
  favorite,
  eager,
}: {
  game: Game;
  href: string;
  /** The heart's state, or null where a game cannot be a favourite (the sportsbook tiles). */
  favorite: boolean | null;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const maintenance = () => toast(t('games.maintenanceToast'));
  return (
    <li className="gl-card" data-testid="game-card" data-game-id={game.id}>
      <TileLink game={game} to={href} className="gl-card__link" onMaintenance={maintenance}>
        <span className="gl-card__art">
          <GamePicture src={game.imgUrl} alt="" width={ART_WIDTH} height={ART_HEIGHT} eager={eager} />
          {game.official ? <em className="gl-card__badge">{t('games.official')}</em> : null}
          <GameFlag badge={game.badge} className="gl-card__flag" />
          {game.maintenance ? <MaintenanceLabel className="gl-card__maint" /> : null}
        </span>
        <span className="gl-card__name">{game.name}</span>
        <span className="gl-card__desc">
          {game.walletMode === 'seamless' ? <b className="gl-card__tag">{t('lobby.seamless')}</b> : null}
          {game.desc}
        </span>
      </TileLink>
      {favorite === null ? null : (
        <FavoriteButton gameId={game.id} name={game.name} on={favorite} className="gl-card__fav" />
      )}
    </li>
  );
}
