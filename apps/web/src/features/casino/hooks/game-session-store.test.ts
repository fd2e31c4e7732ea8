import { afterEach, describe, expect, it } from 'vitest';
import { useMemberStore } from '../../../stores/member-store.ts';
import { heartbeatPayload, setHeartbeatPlatform, useGameSession } from './game-session-store.ts';

afterEach(() => {
  useGameSession.getState().clear();
  useGameSession.setState({ platform: 'h5' });
});

describe('game session store (SPEC.md §3)', () => {
  it('starts a game: isLogin, gameid, platform, startGame', () => {
    useGameSession.getState().start({ gameid: 301, platform: 'pc' });
    expect(useGameSession.getState()).toMatchObject({
      isLogin: true,
      gameid: 301,
      platform: 'pc',
      startGame: true,
    });
    expect(heartbeatPayload()).toEqual({ gameid: 301, platform: 'pc' });
  });

  it('clearing game info resets gameid and startGame (SPEC.md §4)', () => {
    useGameSession.getState().start({ gameid: 501, platform: 'h5' });
    useGameSession.getState().clear();
    expect(useGameSession.getState()).toMatchObject({ isLogin: false, gameid: 0, startGame: false });
    expect(heartbeatPayload()).toEqual({ gameid: 0, platform: 'h5' });
  });

  it('is cleared with the member (logout, invalid session)', () => {
    useMemberStore.getState().signIn('tok-game');
    useGameSession.getState().start({ gameid: 701, platform: 'h5' });
    useMemberStore.getState().clear();
    expect(useGameSession.getState()).toMatchObject({ gameid: 0, startGame: false });
  });

  it("takes the layout's platform outside a game only", () => {
    setHeartbeatPlatform('pc');
    expect(heartbeatPayload()).toEqual({ gameid: 0, platform: 'pc' });
    useGameSession.getState().start({ gameid: 301, platform: 'h5' });
    setHeartbeatPlatform('pc');
    expect(heartbeatPayload()).toEqual({ gameid: 301, platform: 'h5' });
  });
});
