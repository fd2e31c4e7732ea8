import '../lib/lobby-messages.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { useGoBack } from '../../../components/page/page-frame.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { GameSearch } from '../components/game-search.tsx';
import { LobbyGrid } from '../components/lobby-grid.tsx';
import { HeartIcon } from '../components/lobby-icons.tsx';
import { type LobbyTabItem, LobbyTabs } from '../components/lobby-tabs.tsx';
import { useLobbyPage } from '../hooks/use-lobby-page.ts';
import { FAVORITES_TAB } from '../lib/lobby-view.ts';
import './h5-games-page.h5.css';

/**
 * /app/games?type=<categoryId>: the H5 category page — icon tabs across the top (the category's
 * icon_nor / icon_sel), a 收藏 tab for members, the search box and the grid of the tab's games.
 */
export function H5GamesPage() {
  const { t } = useTranslation();
  const page = useLobbyPage('h5');
  const goBack = useGoBack('/app/home');
  const panelId = useId();
  const items: LobbyTabItem[] = page.categories.map((c) => ({
    key: c.id,
    label: c.name,
    icon: (
      <img
        className="h5-cat__tab-icon"
        src={c.id === page.tab ? c.icon_sel : c.icon_nor}
        alt=""
        width={28}
        height={28}
      />
    ),
  }));
  if (page.isLogin && page.categories.length > 0) {
    items.unshift({
      key: FAVORITES_TAB,
      label: t('lobby.favorites'),
      icon: <HeartIcon className="h5-cat__tab-icon" filled={page.tab === FAVORITES_TAB} size={28} />,
    });
  }
  const heading = page.tab === FAVORITES_TAB ? t('lobby.myFavorites') : (page.category?.title ?? '');
  return (
    <div className="h5-cat">
      <header className="h5-cat__bar">
        <button type="button" className="h5-cat__back" onClick={goBack} aria-label={t('lobby.back')}>
          <ChevronLeftIcon />
        </button>
        <h1>{t('lobby.title')}</h1>
      </header>
      {page.games.isPending ? (
        <div className="h5-cat__tabs" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={54} radius={12} style={{ width: 60, flex: 'none' }} />
          ))}
        </div>
      ) : (
        <LobbyTabs
          block="h5-cat"
          label={t('lobby.categories')}
          items={items}
          selected={page.tab}
          panelId={panelId}
          onSelect={page.select}
        />
      )}
      <GameSearch className="h5-cat__search" onSearch={page.setQuery} />
      <section
        id={panelId}
        className="h5-cat__panel"
        role="tabpanel"
        aria-labelledby={`${panelId}-tab-${page.tab}`}
      >
        <p className="h5-cat__head">
          <strong>{heading}</strong>
          <small>
            {page.query
              ? t('lobby.found', { count: page.placed.length })
              : t('games.count', { count: page.placed.length })}
          </small>
        </p>
        <LobbyGrid page={page} block="h5-cat" eagerCount={6} skeletonHeight={128} />
      </section>
    </div>
  );
}
