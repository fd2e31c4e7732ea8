import '../lib/lobby-messages.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { GameSearch } from '../components/game-search.tsx';
import { LobbyGrid } from '../components/lobby-grid.tsx';
import { HeartIcon } from '../components/lobby-icons.tsx';
import { type LobbyTabItem, LobbyTabs } from '../components/lobby-tabs.tsx';
import { useLobbyPage } from '../hooks/use-lobby-page.ts';
import { FAVORITES_TAB } from '../lib/lobby-view.ts';
import './desktop-games-page.css';

/**
 * /games?type=<categoryId>: the desktop category lobby — the categories down the left (and 我的收藏
 * for members), the category's banner, the search and a large grid of its games.
 */
export function DesktopGamesPage() {
  const { t } = useTranslation();
  const page = useLobbyPage('pc');
  const panelId = useId();
  const items: LobbyTabItem[] = page.categories.map((c) => ({
    key: c.id,
    label: c.title || c.name,
    icon: (
      <img
        className="d-cat__tab-icon"
        src={c.id === page.tab ? c.icon_sel : c.icon_nor}
        alt=""
        width={24}
        height={24}
      />
    ),
  }));
  if (page.isLogin && page.categories.length > 0) {
    items.push({
      key: FAVORITES_TAB,
      label: t('lobby.myFavorites'),
      icon: <HeartIcon className="d-cat__tab-icon" filled={page.tab === FAVORITES_TAB} size={24} />,
    });
  }
  const favorites = page.tab === FAVORITES_TAB;
  const heading = favorites ? t('lobby.myFavorites') : (page.category?.title ?? '');
  return (
    <div className="d-wrap d-cat">
      <nav className="d-cat__crumbs" aria-label={t('lobby.title')}>
        <Link to="/home">{t('nav.home')}</Link>
        <span aria-hidden="true">/</span>
        <span>{t('lobby.title')}</span>
      </nav>
      <div className="d-cat__layout">
        <aside className="d-cat__side">
          <h2>{t('lobby.categories')}</h2>
          {page.games.isPending ? (
            <div className="d-cat__tabs" aria-busy="true">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} height={44} radius={10} />
              ))}
            </div>
          ) : (
            <LobbyTabs
              block="d-cat"
              label={t('lobby.categories')}
              items={items}
              selected={page.tab}
              panelId={panelId}
              vertical
              onSelect={page.select}
            />
          )}
        </aside>
        <section
          id={panelId}
          className="d-cat__main"
          role="tabpanel"
          aria-labelledby={`${panelId}-tab-${page.tab}`}
        >
          <header className={`d-cat__hero${favorites ? ' is-favorites' : ''}`}>
            {page.category && !favorites ? (
              <img className="d-cat__hero-icon" src={page.category.icon_sel} alt="" width={44} height={44} />
            ) : (
              <HeartIcon className="d-cat__hero-icon" filled size={44} />
            )}
            <div>
              <h1>{heading}</h1>
              <p>
                {page.query
                  ? t('lobby.found', { count: page.placed.length })
                  : t('games.count', { count: page.placed.length })}
              </p>
            </div>
            <GameSearch className="d-cat__search" onSearch={page.setQuery} />
          </header>
          <LobbyGrid page={page} block="d-cat" eagerCount={8} skeletonHeight={200} />
        </section>
      </div>
    </div>
  );
}
