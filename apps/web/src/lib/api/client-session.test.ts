import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safe-storage.ts';
import { createSessionStore } from '../storage/session-store.ts';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';

// Who owns the session token when answers arrive late (SPEC.md §4, issue 28, decision 0057).

const INVALID = { status: false, data: 'token', code: 'SESSION_INVALID' };

function envelope(body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A client whose answers the test releases one by one. */
function setup(leaving = () => false, departures = () => 0) {
  const answers: Array<(response: Response) => void> = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  const session = createSessionStore(safeStorage(() => undefined));
  const onSessionInvalid = vi.fn();
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    siteCode: 'hgtyc',
    session,
    getLang: () => 'zh-CN',
    getDeviceNo: () => 'h5_ios_abc_def',
    onSessionInvalid,
    pageLeaving: { isLeaving: leaving, departures },
  });
  const answer = async (i: number, response: Response) => {
    await vi.waitFor(() => expect(answers[i]).toBeDefined());
    answers[i]!(response);
  };
  return { api, session, onSessionInvalid, answer };
}

afterEach(() => vi.restoreAllMocks());

describe('the session token belongs to the page that loads', () => {
  it('a stale token is cleared and the member logged out; its other answers only repeat the logout', async () => {
    const { api, session, onSessionInvalid, answer } = setup();
    session.setToken('stale');
    const calls = [api.call('memberInfo'), api.call('messageCount'), api.call('balance')];
    for (const i of [0, 1, 2]) await answer(i, envelope(INVALID));
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBeNull();
    expect(onSessionInvalid).toHaveBeenCalledTimes(3);
    // A login in between: a late answer for the ended session leaves the new one alone.
    const late = api.call('balance');
    session.setToken('fresh');
    await answer(3, envelope(INVALID));
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBe('fresh');
    expect(onSessionInvalid).toHaveBeenCalledTimes(3);
  });

  it('a call that comes back "token" during the member\'s own logout neither ends the session nor sends them to log in', async () => {
    const { api, session, onSessionInvalid, answer } = setup();
    session.setToken('mine');
    const heartbeat = api.call('balance');
    const logout = api.call('logout', { all: '1' });
    // the server ended the session for the logout; the balance call's answer overtakes the logout's
    await answer(0, envelope(INVALID));
    await expect(heartbeat).rejects.toBeInstanceOf(ApiError);
    expect(onSessionInvalid).not.toHaveBeenCalled();
    expect(session.getToken()).toBe('mine');
    await answer(1, envelope({ status: true, data: null }));
    await logout;
    // after the logout, a later login's stale answers are handled as ever
    session.setToken('next');
    const stale = api.call('memberInfo');
    await answer(2, envelope(INVALID));
    await expect(stale).rejects.toBeInstanceOf(ApiError);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('a late "token" answer does not remove the same token once it has been put back', async () => {
    const { api, session, onSessionInvalid, answer } = setup();
    session.setToken('stale');
    const first = api.call('memberInfo');
    const late = api.call('balance');
    await answer(0, envelope(INVALID));
    await expect(first).rejects.toBeInstanceOf(ApiError);
    // The token is put back (a reload hands it to the next page) before the late answer lands.
    session.setToken('stale');
    await answer(1, envelope(INVALID));
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBe('stale');
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('an answer sent with another token leaves a new token alone (a login meanwhile)', async () => {
    const { api, session, onSessionInvalid, answer } = setup();
    session.setToken('old');
    const late = api.call('balance');
    session.setToken('new');
    await answer(0, envelope(INVALID));
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBe('new');
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('a rotated token from an old request does not replace a newer one', async () => {
    const { api, session, answer } = setup();
    session.setToken('old');
    const late = api.call('balance');
    session.setToken('new');
    await answer(0, envelope({ status: true, data: {} }, { id: 'rotated' }));
    await late;
    expect(session.getToken()).toBe('new');
  });

  it('while the page is being left (a reload), answers never touch the token', async () => {
    let leaving = false;
    const { api, session, onSessionInvalid, answer } = setup(() => leaving);
    session.setToken('stale');
    const late = api.call('memberInfo');
    leaving = true;
    await answer(0, envelope(INVALID));
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBe('stale');
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('an answer to a request that was out when a reload began never touches the token', async () => {
    let departures = 0;
    const { api, session, onSessionInvalid, answer } = setup(
      () => false,
      () => departures,
    );
    session.setToken('stale');
    const late = api.call('memberInfo');
    departures = 1; // the reload began; its moment of grace is over when the answer comes
    await answer(0, envelope(INVALID));
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBe('stale');
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });
});
