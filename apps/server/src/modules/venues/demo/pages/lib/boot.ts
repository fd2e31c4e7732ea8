// Entering a game: read the one-time launch token `t` from the URL, trade it for a play session,
// then draw the frame. No token, or a refused one, shows the expired panel with the exit button.
import type { DemoGameKind } from '../../games/types.ts';
import { createPlayApi, type PlayApi, PlayError, type PlaySession } from './api.ts';
import { el } from './dom.ts';
import { createShell, expiredPanel, type Shell } from './shell.ts';

export interface Game {
  api: PlayApi;
  session: PlaySession;
  shell: Shell;
}

function launchToken(): string | null {
  const token = new URLSearchParams(location.search).get('t');
  // The token is spent once used: take it out of the address bar (history may refuse in a sandbox).
  try {
    history.replaceState(null, '', location.pathname);
  } catch {
    /* an opaque-origin frame may not rewrite its URL; nothing depends on it */
  }
  return token;
}

export async function boot(kind: DemoGameKind, start: (game: Game) => void): Promise<void> {
  document.documentElement.lang = 'zh-CN';
  document.body.replaceChildren(
    el(
      'div',
      'vloading',
      { role: 'status' },
      el('span', 'vspinner', { 'aria-hidden': 'true' }),
      '正在进入游戏…',
    ),
  );
  const token = launchToken();
  const api = createPlayApi();
  if (!token) {
    document.body.replaceChildren(el('div', 'vexpired-backdrop', {}, expiredPanel()));
    return;
  }
  let session: PlaySession;
  try {
    session = await api.session(token);
  } catch (error) {
    const message = error instanceof PlayError && error.code !== 'session' ? error.message : '';
    const panel = expiredPanel();
    if (message) panel.append(el('p', 'vexpired-note', {}, message));
    document.body.replaceChildren(el('div', 'vexpired-backdrop', {}, panel));
    return;
  }
  document.body.dataset.theme = session.gameCode;
  document.title = session.gameName;
  const shell = createShell(session, kind);
  start({ api, session, shell });
}
