import type { GameCategory } from '@houseline/shared/api/contract/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrophyIcon } from '../../../components/icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { GameHref } from './h5-game-lobby.tsx';
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
  const { t } = useTranslation();
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
  const [first] = category.games;
  return (
    <section className="h5-sports" aria-labelledby="h5-sports-title">
      <div className="h5-sports__head">
        <TrophyIcon />
        <h2 id="h5-sports-title">{t('games.sportsBoardTitle')}</h2>
        <span>{t('games.sportsBoardSubtitle')}</span>
      </div>
      <div className="h5-sports__hero">
        <img src={category.bigImgUrl} alt={category.title} />
        <span className="h5-sports__count">{t('games.venues', { count: category.games.length })}</span>
        {first ? (
          <Link className="hl-btn hl-btn--accent h5-sports__cta" to={hrefFor(first, category)}>
            {t('games.betNow')}
          </Link>
        ) : null}
      </div>
      <ul className="h5-sports__list">
        {category.games.map((game, index) => (
          <li key={game.id}>
            <Link to={hrefFor(game, category)} className="h5-sports__venue">
              <img src={game.iconUrl} alt="" width={48} height={48} loading="lazy" />
              <span className="h5-sports__venue-text">
                <strong>
                  {game.name}
                  {index === 0 ? <em>{t('games.hot')}</em> : null}
                </strong>
                <small>{game.desc}</small>
              </span>
              <span className="h5-sports__enter">{t('games.enter')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
