import type { GameCategory } from '@houseline/shared/api/contract/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrophyIcon } from '../../../components/icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { GameHref } from './h5-game-lobby.tsx';
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
  const { t } = useTranslation();
  if (pending) return <Skeleton height={320} radius={18} />;
  if (!category) return null;
  const [first] = category.games;
  return (
    <section className="d-sports" aria-labelledby="d-sports-title">
      <header className="d-sports__head">
        <TrophyIcon />
        <h2 id="d-sports-title">{t('games.sportsBoardTitle')}</h2>
        <span>{t('games.sportsBoardSubtitle')}</span>
      </header>
      <div className="d-sports__hero">
        <img src={category.bigImgUrl} alt={category.title} />
        <span className="d-sports__count">{t('games.venues', { count: category.games.length })}</span>
        {first ? (
          <Link className="hl-btn hl-btn--accent d-sports__cta" to={hrefFor(first, category)}>
            {t('games.betNow')}
          </Link>
        ) : null}
      </div>
      <ul className="d-sports__venues">
        {category.games.map((game, index) => (
          <li key={game.id}>
            <Link to={hrefFor(game, category)} className="d-sports__venue">
              <img src={game.iconUrl} alt="" width={56} height={56} loading="lazy" />
              <span>
                <strong>
                  {game.name}
                  {index === 0 ? <em>{t('games.hot')}</em> : null}
                </strong>
                <small>{game.desc}</small>
              </span>
              <span className="d-sports__enter">{t('games.enter')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
