import '../../../lib/i18n/casino-messages.ts';
import type { GamePlatform } from '@houseline/shared/api/contract/casino';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useMemberStore } from '../../../stores/member-store.ts';
import { type LobbyKind, useCasinoGames } from '../api/casino-queries.ts';
import { GameArt } from '../components/game-entry-panel.tsx';
import { LoginPrompt } from '../components/game-panels.tsx';
import { GameSessionView } from '../components/game-session-view.tsx';
import { VenueBackPanel } from '../components/venue-back-panel.tsx';
import { EMBEDDED_PATH, embeddedGamePath, parseGameId } from '../lib/casino-paths.ts';
import '../components/casino.css';

/**
 * /embedded (SPEC.md §2 "embedded page"): what a native app shows in its web view. No layout, no
 * tab bar, no footer: `?gameId=301&platform=h5` hosts that game with the same launch, frame and
 * venue-back flow as the game page; without a game, a plain list of the casino games. The app
 * hands over the session with `?token=` (lib/storage/boot-params.ts) or signs in when asked.
 */
export function EmbeddedPage() {
  const [params] = useSearchParams();
  const gameId = parseGameId(params.get('gameId'));
  const platform: GamePlatform = params.get('platform') === 'pc' ? 'pc' : 'h5';
  return (
    <div className="gp-embedded" data-testid="embedded">
      {gameId === null ? (
        <EmbeddedLobby platform={platform} />
      ) : (
        <EmbeddedGame key={gameId} gameId={gameId} platform={platform} />
      )}
    </div>
  );
}

function EmbeddedGame({ gameId, platform }: { gameId: number; platform: GamePlatform }) {
  const { t } = useTranslation();
  const isLogin = useMemberStore((s) => s.isLogin);
  const [leaving, setLeaving] = useState(false);
  const onExit = useCallback(() => setLeaving(true), []);
  if (!isLogin) return <LoginPrompt name={t('casino.embedded.title')} />;
  if (leaving) return <VenueBackPanel lobby={EMBEDDED_PATH} />;
  return (
    <GameSessionView
      gameId={gameId}
      fallbackName=""
      platform={platform}
      variant="embedded"
      backTo={EMBEDDED_PATH}
      onExit={onExit}
    />
  );
}

function EmbeddedLobby({ platform }: { platform: GamePlatform }) {
  const { t } = useTranslation();
  const kind: LobbyKind = platform;
  const games = useCasinoGames(kind);
  if (games.isPending) return <PageLoading />;
  if (games.isError || games.data.length === 0) {
    return <StateBlock tone={games.isError ? 'error' : 'empty'} message={t('casino.embedded.empty')} />;
  }
  return (
    <nav className="gp-lobby" aria-label={t('casino.embedded.title')}>
      <h1 className="gp-lobby__title">{t('casino.embedded.title')}</h1>
      {games.data.map((category) => (
        <section key={category.id} className="gp-lobby__group" aria-labelledby={`gp-cat-${category.id}`}>
          <h2 id={`gp-cat-${category.id}`} className="gp-lobby__heading">
            {category.name}
          </h2>
          <ul className="gp-lobby__list">
            {category.games.map((game) => {
              return (
                <li key={game.id}>
                  <Link className="gp-lobby__tile" to={embeddedGamePath(game.id, platform)}>
                    <GameArt url={game.imgUrl} />
                    <span className="gp-lobby__name">{game.name}</span>
                    {game.maintenance ? (
                      <span className="gp-lobby__tag">{t('casino.maintenance.title')}</span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
