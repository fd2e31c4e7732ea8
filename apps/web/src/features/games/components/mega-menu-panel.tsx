import '../lib/lobby-messages.ts';
import type { Game, GameCategory } from '@houseline/shared/api/contract/games';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GamePicture } from './game-picture.tsx';
import { GameFlag, MaintenanceLabel, TileLink } from './tile-link.tsx';

/** Games shown in a panel (two rows); the rest are one click away on the category's page. */
const PANEL_GAMES = 10;
const COLUMNS = 5;

/**
 * The mega-menu panel of one category: its games (art and name, each to its game page, or a
 * maintenance notice) and a link to all of them. Arrow keys move across the grid; ArrowUp from
 * the top row returns to the category in the bar.
 */
export function MegaMenuPanel({
  id,
  category,
  allHref,
  hrefOf,
  onMaintenance,
  onUp,
}: {
  id: string;
  category: GameCategory;
  /** The category's page. */
  allHref: string;
  /** Where a game leads (its game page, the login first for a guest, or the sportsbook). */
  hrefOf(game: Game): string;
  onMaintenance(): void;
  onUp(): void;
}) {
  const { t } = useTranslation();
  const games = category.games.slice(0, PANEL_GAMES);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('.d-mega__game')];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = at + step;
    if (next < 0) onUp();
    else entries[Math.min(next, entries.length - 1)]?.focus();
  };
  return (
    <section id={id} className="d-mega__panel" aria-label={t('lobby.gamesIn', { name: category.name })}>
      <div className="d-mega__inner">
        <header className="d-mega__head">
          <img src={category.icon_sel} alt="" width={28} height={28} />
          <strong>{category.title || category.name}</strong>
          <Link to={allHref} className="d-mega__all">
            {t('lobby.viewAll', { count: category.games.length })} ›
          </Link>
        </header>
        <ul className="d-mega__grid" onKeyDown={onKeyDown}>
          {games.map((game) => (
            <li key={game.id}>
              <TileLink game={game} to={hrefOf(game)} className="d-mega__game" onMaintenance={onMaintenance}>
                <span className="d-mega__art">
                  <GamePicture src={game.imgUrl} alt="" width={170} height={110} eager />
                  <GameFlag badge={game.badge} className="d-mega__flag" />
                  {game.maintenance ? <MaintenanceLabel className="d-mega__maint" /> : null}
                </span>
                <span className="d-mega__name">{game.name}</span>
              </TileLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
