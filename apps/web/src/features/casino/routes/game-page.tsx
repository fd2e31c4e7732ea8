import '../../../lib/i18n/casino-messages.ts';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StateBlock } from '../../../components/state-block.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { GamePageHead } from '../components/game-page-head.tsx';
import { LoginPrompt } from '../components/game-panels.tsx';
import { GameSessionView } from '../components/game-session-view.tsx';
import { lobbyPath, parseGameId, platformOf, VENUE_BACK_PATH } from '../lib/casino-paths.ts';
import '../components/casino.css';

/**
 * /games/:id/:title/:code/:gtype (SPEC.md §2), both layouts: a guest is asked to log in and comes
 * back here; a member sees the entry panel, launches, plays in the venue's frame, and leaves
 * through /app/venueBack. `:code` (the venue's wallet code) and `:gtype` (the category) are the
 * lobby's; the server decides from the game id alone.
 */
export function GamePage() {
  const params = useParams();
  const navigate = useNavigate();
  const isLogin = useMemberStore((s) => s.isLogin);
  const [playing, setPlaying] = useState(false);
  const gameId = parseGameId(params.id);
  const name = params.title ?? '';
  const lobby = lobbyPath(formFactor);
  const onExit = useCallback(() => void navigate(VENUE_BACK_PATH, { replace: true }), [navigate]);

  let body: React.ReactNode;
  if (gameId === null) body = <StateBlock tone="error" message={name} />;
  else if (!isLogin) body = <LoginPrompt name={name} />;
  else {
    body = (
      <GameSessionView
        key={gameId}
        gameId={gameId}
        fallbackName={name}
        platform={platformOf(formFactor)}
        variant={formFactor === 'phone' ? 'h5' : 'pc'}
        backTo={lobby}
        onExit={onExit}
        onStage={setPlaying}
      />
    );
  }
  return (
    <div className={`gp-page${playing ? ' is-playing' : ''}`}>
      {playing ? null : <GamePageHead title={name} backTo={lobby} />}
      <div className="gp-page__body">{body}</div>
    </div>
  );
}
