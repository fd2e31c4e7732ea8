import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safe-storage.ts';
import { createSessionStore, type SessionStore } from '../storage/session-store.ts';
import { ApiError } from './api-error.ts';
import { type ApiClientDeps, createApiClient, isSessionInvalid } from './client.ts';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

function memorySession(): SessionStore {
  return createSessionStore(safeStorage(() => undefined));
}

function setup(
  overrides: Partial<ApiClientDeps> = {},
  response: () => Response = () => jsonResponse({ status: true, data: { ok: 1 } }),
) {
  const fetch = vi.fn(async (..._args: FetchArgs) => response());
  const session = memorySession();
  const onSessionInvalid = vi.fn();
  const deps: ApiClientDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    siteCode: 'hgtyc',
    session,
    getLang: () => 'zh-CN',
    getDeviceNo: () => 'h5_ios_abc_def',
    onSessionInvalid,
    ...overrides,
  };
  return { api: createApiClient(deps), fetch, session, onSessionInvalid };
}

function sent(fetch: ReturnType<typeof setup>['fetch'], call = 0) {
  const [input, init] = fetch.mock.calls[call]!;
  return { url: String(input), init: init!, headers: new Headers(init!.headers) };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('api client request headers', () => {
  it('sends d=25, lang, device_no and site_code on every request, and t only when logged in', async () => {
    const { api, fetch, session } = setup();
    await api.call('health');
    let { headers } = sent(fetch);
    expect(headers.get('d')).toBe('25');
    expect(headers.get('lang')).toBe('zh-CN');
    expect(headers.get('device_no')).toBe('h5_ios_abc_def');
    expect(headers.get('site_code')).toBe('hgtyc');
    expect(headers.has('t')).toBe(false);

    session.setToken('tok-1');
    session.setVisitorId('vid-1');
    await api.call('health');
    ({ headers } = sent(fetch, 1));
    expect(headers.get('t')).toBe('tok-1');
    expect(headers.get('vid')).toBe('vid-1');
  });

  it('follows the active language', async () => {
    let lang = 'zh-CN';
    const { api, fetch } = setup({ getLang: () => lang });
    await api.call('health');
    lang = 'en-US';
    await api.call('health');
    expect(sent(fetch, 0).headers.get('lang')).toBe('zh-CN');
    expect(sent(fetch, 1).headers.get('lang')).toBe('en-US');
  });
});

describe('api client encoding', () => {
  it('puts GET parameters in the query string', async () => {
    const { api, fetch } = setup();
    await api.call('gameList', { show: 2 });
    const { url, init } = sent(fetch);
    expect(init.method).toBe('GET');
    expect(url).toBe('/api/findmed/v1/game/list?show=2');
    expect(init.body).toBeUndefined();
  });

  it('sends POST bodies form-urlencoded', async () => {
    const { api, fetch } = setup();
    await api.call('pageView', { path: '/app/home', kind: 'initial', layout: 'h5' });
    const { url, init, headers } = sent(fetch);
    expect(url).toBe('/api/findmed/v1/analytics/pageview');
    expect(headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      path: '/app/home',
      kind: 'initial',
      layout: 'h5',
    });
  });

  it('sends JSON for /keep_house/ paths and when the call asks for it', async () => {
    const { api, fetch } = setup();
    await api.request('POST', '/api/keep_house/v1/thing', { a: 1, list: [1, 2] });
    await api.request('POST', '/api/findmed/v1/task/list', { page: 1 }, { json: true });
    for (const call of [0, 1]) {
      expect(sent(fetch, call).headers.get('content-type')).toBe('application/json');
    }
    expect(JSON.parse(String(sent(fetch, 0).init.body))).toEqual({ a: 1, list: [1, 2] });
    expect(JSON.parse(String(sent(fetch, 1).init.body))).toEqual({ page: 1 });
  });
});

describe('api client responses', () => {
  it('returns the data of a successful envelope', async () => {
    const { api } = setup({}, () => jsonResponse({ status: true, data: { customer_service: '/cs' } }));
    await expect(api.call('preInfo')).resolves.toEqual({ customer_service: '/cs' });
  });

  it('throws a typed ApiError with code and message for a failed envelope', async () => {
    const { api } = setup({}, () =>
      jsonResponse({ status: false, data: '请求参数有误', code: 'BAD_REQUEST' }, { status: 400 }),
    );
    const error = await api.call('gameList', { show: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 'BAD_REQUEST',
      message: '请求参数有误',
      httpStatus: 400,
    });
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('replaces the stored token from the id header and stores vid', async () => {
    const { api, session } = setup({}, () =>
      jsonResponse({ status: true, data: {} }, { headers: { id: 'rotated-token', vid: 'visitor-9' } }),
    );
    session.setToken('old-token');
    await api.call('health');
    expect(session.getToken()).toBe('rotated-token');
    expect(session.getVisitorId()).toBe('visitor-9');
  });

  it('on {status:false,data:"token"} drops the token, calls the logout handler once and does not log', async () => {
    const { api, session, onSessionInvalid } = setup({}, () =>
      jsonResponse({ status: false, data: 'token' }),
    );
    session.setToken('expired');
    const error = await api.call('memberInfo').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session', code: 'SESSION_INVALID' });
    expect(session.getToken()).toBeNull();
    expect(onSessionInvalid).toHaveBeenCalledOnce();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('reports an HTTP failure without an envelope as an http ApiError', async () => {
    const { api } = setup({}, () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.call('health')).rejects.toMatchObject({ kind: 'http', code: 'HTTP_502' });
  });

  it('reports a network failure as a network ApiError and logs it', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api } = setup({ fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.call('health')).rejects.toMatchObject({ kind: 'network', code: 'NETWORK' });
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('aborts after the timeout (10 s by default) with a timeout ApiError', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { api } = setup({ fetch: fetch as unknown as typeof globalThis.fetch });
    const pending = api.call('health').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
  });
});

describe('isSessionInvalid', () => {
  it('matches only a failed envelope whose data is the word token', () => {
    expect(isSessionInvalid({ status: false, data: 'token' })).toBe(true);
    expect(isSessionInvalid({ status: false, data: 'tokens' })).toBe(false);
    expect(isSessionInvalid({ status: true, data: 'token' })).toBe(false);
    expect(isSessionInvalid(null)).toBe(false);
  });
});
