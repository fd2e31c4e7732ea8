import type { GameCategory } from '@houseline/shared/api/contract/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrophyIcon } from '../../../components/icons.tsx';
import type { GameHref } from './h5-game-lobby.tsx';

/**
 * The sports board markup shared by both layouts: the sports category's hero and every sports
 * venue as a row. The layout wrappers bring their own stylesheet (classes under `prefix`) and
 * loading state, so this piece does not know which layout it is in.
 */
export function SportsBoardView({
  category,
  hrefFor,
  prefix,
  iconPx,
}: {
  category: GameCategory;
  hrefFor: GameHref;
  prefix: 'h5-sports' | 'd-sports';
  iconPx: number;
}) {
  const { t } = useTranslation();
  const [first] = category.games;
  const titleId = `${prefix}-title`;
  return (
    <section className={prefix} aria-labelledby={titleId}>
      <header className={`${prefix}__head`}>
        <TrophyIcon />
        <h2 id={titleId}>{t('games.sportsBoardTitle')}</h2>
        <span>{t('games.sportsBoardSubtitle')}</span>
      </header>
      <div className={`${prefix}__hero`}>
        <img src={category.bigImgUrl} alt={category.title} />
        <span className={`${prefix}__count`}>{t('games.venues', { count: category.games.length })}</span>
        {first ? (
          <Link className={`hl-btn hl-btn--accent ${prefix}__cta`} to={hrefFor(first, category)}>
            {t('games.betNow')}
          </Link>
        ) : null}
      </div>
      <ul className={`${prefix}__list`}>
        {category.games.map((game, index) => (
          <li key={game.id}>
            <Link to={hrefFor(game, category)} className={`${prefix}__venue`}>
              <img src={game.iconUrl} alt="" width={iconPx} height={iconPx} loading="lazy" />
              <span className={`${prefix}__venue-text`}>
                <strong>
                  {game.name}
                  {index === 0 ? <em>{t('games.hot')}</em> : null}
                </strong>
                <small>{game.desc}</small>
              </span>
              <span className={`${prefix}__enter`}>{t('games.enter')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
