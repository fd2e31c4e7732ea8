import type { GamePlatform } from '@houseline/shared/api/contract/casino';
import { create } from 'zustand';
import { onMemberClear } from '../../../stores/member-store.ts';

/**
 * The game session of SPEC.md §3 (isLogin, gameid, platform, startGame): which game the member is
 * in, client-side. The game page sets it when a launch succeeds; venue back clears it, and so does
 * every end of the member's session (SPEC.md §4 "clearing game info resets gameid, platform and
 * startGame"). The heartbeat reads it on every beat (gameid 0 outside a game).
 *
 * Why a zustand store and not the query cache: this is what the client knows, not server data —
 * the server keeps its own game session (game_sessions) and answers nothing here to cache.
 */
export interface GameSessionState {
  /** The session belongs to a logged-in member (false once cleared). */
  isLogin: boolean;
  /** The game played now; 0 outside a game. */
  gameid: number;
  platform: GamePlatform;
  /** A game was launched and not yet left. */
  startGame: boolean;
  start(game: { gameid: number; platform: GamePlatform }): void;
  clear(): void;
}

const idle = { isLogin: false, gameid: 0, startGame: false } as const;

export const useGameSession = create<GameSessionState>((set) => ({
  ...idle,
  platform: 'h5',
  start: ({ gameid, platform }) => set({ isLogin: true, gameid, platform, startGame: true }),
  // The platform stays: outside a game the heartbeat still says which layout the member uses.
  clear: () => set(idle),
}));

/** What the heartbeat sends now (SPEC.md §3 heartbeat payload). */
export function heartbeatPayload(): { gameid: number; platform: GamePlatform } {
  const { gameid, platform } = useGameSession.getState();
  return { gameid, platform };
}

/** Sets the platform of the member's layout, used while not in a game. */
export function setHeartbeatPlatform(platform: GamePlatform): void {
  if (!useGameSession.getState().startGame) useGameSession.setState({ platform });
}

// Logout, password change, invalid session: the game info goes with the member.
onMemberClear(() => useGameSession.getState().clear());
