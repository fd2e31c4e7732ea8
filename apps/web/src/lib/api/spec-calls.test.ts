import { LIMITS } from '@houseline/shared/limits';
import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safe-storage.ts';
import { createSessionStore } from '../storage/session-store.ts';
import { apiRoutes } from './api-routes.ts';
import { createApiClient } from './client.ts';

// SPEC.md §7's calls as the client sends them (issue 28): POST bodies form-encoded unless the path
// has /keep_house/ or the call asks for JSON, which of SPEC's calls only the task calls do.

/** Every POST path SPEC.md §7 lists (the multipart upload aside). */
const SPEC_POSTS = [
  '/api/service/sms',
  '/api/findmed/v1/member/updatepassword',
  '/api/findmed/v1/member/forgetpassword',
  '/api/f/v1/member/login/mpe',
  '/api/findmed/v1/match/recommend/list',
  '/api/findmed/v1/member/message/list',
  '/api/findmed/v1/member/message/update',
  '/api/findmed/v1/heartbeat',
  '/api/findmed/v1/task/conter/content',
  '/api/findmed/v1/task/conter/list_group',
  '/api/findmed/v1/task/conter/list',
  '/api/findmed/v1/task/conter/member_record',
  '/api/findmed/v1/task/conter/list/receive',
  '/api/findmed/v1/task/conter/active/receive',
  '/api/findmed/v1/task/conter/list/one_receive',
  '/api/findmed/v1/task/conter/tag',
];

function client() {
  const fetch = vi.fn(
    async (..._args: [RequestInfo | URL, RequestInit?]) =>
      new Response(JSON.stringify({ status: true, data: { sessionId: null, nextMs: 30_000 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const session = createSessionStore(safeStorage(() => undefined));
  session.setToken('tok');
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    siteCode: 'hgtyc',
    session,
    getLang: () => 'zh-CN',
    getDeviceNo: () => 'h5_ios_abc_def',
    onSessionInvalid: () => {},
  });
  return { api, fetch };
}

describe('SPEC.md §7 body encoding', () => {
  it.each(SPEC_POSTS)('%s asks for JSON only if it is a task call', (path) => {
    const route = Object.values(apiRoutes).find((r) => r.path === path && r.method === 'POST');
    expect(route, `${path} is in the client's routes`).toBeDefined();
    const json = 'json' in route! && route.json === true;
    expect(json).toBe(path.includes('/task/conter/'));
  });

  it('sends the heartbeat form-encoded: gameid and platform as form fields', async () => {
    const { api, fetch } = client();
    await api.call('heartbeat', { gameid: 7, platform: 'h5' });
    const init = fetch.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
    expect(init.body).toBe('gameid=7&platform=h5');
  });

  it('beats every 30 000 ms (SPEC.md §9)', () => {
    expect(LIMITS.heartbeatIntervalMs).toBe(30_000);
  });
});
