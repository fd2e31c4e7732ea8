import type { EndpointRequest, EndpointResponse } from '@houseline/shared/api/endpoints';
import { DEVICE_TYPE_H5, HEADER } from '@houseline/shared/api/headers';
import { LIMITS } from '@houseline/shared/limits';
import { SESSION_INVALID_DATA } from '../../config/contract-constants.ts';
import type { PageLeaving } from '../storage/page-leaving.ts';
import type { SessionStore } from '../storage/session-store.ts';
import { ApiError } from './api-error.ts';
import { apiRoutes, type MemberEndpointName } from './api-routes.ts';
import { type Params, toSearchParams, wantsJsonBody } from './encode-body.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClientDeps {
  fetch: typeof fetch;
  siteCode: string;
  session: SessionStore;
  getLang(): string;
  getDeviceNo(): string;
  /** Called after the token is dropped because the server said the session is invalid. */
  onSessionInvalid(): void;
  /** Whether the page is being left (a reload): the next page owns the token then. */
  pageLeaving?: PageLeaving;
  timeoutMs?: number;
  baseUrl?: string;
  /** Makes the request object of an upload (tests pass a fake; browsers have XMLHttpRequest). */
  xhr?: () => XMLHttpRequest;
}

/** An upload's options: its progress (0…1, as the bytes leave) and a way to cancel it. */
export interface UploadOptions {
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

export interface CallOptions {
  /** Send the body as JSON instead of form-urlencoded (SPEC.md §7 "json flag"). */
  json?: boolean;
  /** `blob` for binary answers such as the captcha image. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

export interface ApiClient {
  /** A typed call of a contract endpoint: `api.call('gameList', { show: 1 })`. */
  call<N extends MemberEndpointName>(
    name: N,
    params?: EndpointRequest<N>,
    options?: CallOptions,
  ): Promise<EndpointResponse<N>>;
  /**
   * A multipart upload of a contract endpoint (`POST /api/f/v1/upload`) with progress: through
   * XMLHttpRequest, as fetch reports no upload progress; same headers and envelope as `call`.
   */
  upload<N extends MemberEndpointName>(
    name: N,
    form: FormData,
    options?: UploadOptions,
  ): Promise<EndpointResponse<N>>;
  /** A raw call for paths not yet in the contract; prefer `call`. */
  request<T>(method: HttpMethod, path: string, params?: Params, options?: CallOptions): Promise<T>;
}

interface SentWith {
  sentToken: string | null;
  departures: number;
}

type Envelope = { status: true; data: unknown } | { status: false; data: unknown; code?: unknown };

/** `{status:false, data:'token'}`: the session is invalid (SPEC.md §4). */
export function isSessionInvalid(body: unknown): boolean {
  return isEnvelope(body) && body.status === false && body.data === SESSION_INVALID_DATA;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'boolean';
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? LIMITS.requestTimeoutMs;
  const baseUrl = deps.baseUrl ?? '';

  // Tokens whose end this page has already handled. A late answer sent with one of them must not
  // remove it again once someone has put it back (a reload, the native app): that token is theirs.
  const endedTokens = new Set<string>();
  // Tokens the member is logging out of (decision 0057, amended): the server ends the session
  // before the logout answers, so a call that was out with it may come back "token" first. That is
  // the logout taking effect, which the logout's own caller finishes — not an invalid session.
  const loggingOut = new Set<string>();

  /**
   * Whether an answer to a request may change the stored token (decision 0057): only while the
   * page is not being left and was not left while the request was out, the store still holds the
   * token the request carried, and this page has not already ended that session.
   */
  function ownsSession({ sentToken, departures }: SentWith): boolean {
    const leaving = deps.pageLeaving;
    if (leaving && (leaving.isLeaving() || leaving.departures() !== departures)) return false;
    const current = deps.session.getToken();
    if (current !== sentToken) return false;
    return current === null || !endedTokens.has(current);
  }

  /** The request's session was ended by this page and no other token has taken its place. */
  function endedHereAndGone({ sentToken, departures }: SentWith): boolean {
    if (deps.pageLeaving && deps.pageLeaving.departures() !== departures) return false;
    if (deps.pageLeaving?.isLeaving()) return false;
    return sentToken !== null && endedTokens.has(sentToken) && deps.session.getToken() === null;
  }

  /** What a request was sent with: the token, and how many departures had begun by then. */
  function sentWith(): SentWith {
    return { sentToken: deps.session.getToken(), departures: deps.pageLeaving?.departures() ?? 0 };
  }

  function buildHeaders(): Headers {
    const headers = new Headers();
    headers.set(HEADER.deviceType, String(DEVICE_TYPE_H5));
    headers.set(HEADER.lang, deps.getLang());
    headers.set(HEADER.deviceNo, deps.getDeviceNo());
    headers.set(HEADER.siteCode, deps.siteCode);
    const token = deps.session.getToken();
    if (token) headers.set(HEADER.token, token);
    const vid = deps.session.getVisitorId();
    if (vid) headers.set(HEADER.visitorId, vid);
    return headers;
  }

  function buildInit(method: HttpMethod, path: string, params: Params | undefined, options: CallOptions) {
    const headers = buildHeaders();
    let url = `${baseUrl}${path}`;
    let body: string | undefined;
    if (method === 'GET' || method === 'DELETE') {
      const query = toSearchParams(params).toString();
      if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
    } else if (wantsJsonBody(path, options.json)) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(params ?? {});
    } else {
      headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
      body = toSearchParams(params).toString();
    }
    if (options.responseType === 'blob') headers.set('responseType', 'blob');
    return { url, init: { method, headers, body } satisfies RequestInit };
  }

  /** The server may rotate the session (`id`) and assign a visitor id (`vid`) on any response. */
  function absorbSessionHeaders(header: (name: string) => string | null, sent: SentWith): void {
    const rotated = header(HEADER.rotatedToken);
    if (rotated && ownsSession(sent)) deps.session.setToken(rotated);
    const vid = header(HEADER.visitorId);
    if (vid) deps.session.setVisitorId(vid);
  }

  async function send(method: HttpMethod, path: string, params: Params | undefined, options: CallOptions) {
    const { url, init } = buildInit(method, path, params, options);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted && !options.signal?.aborted) {
        throw new ApiError('timeout', 'TIMEOUT', `${method} ${path} timed out after ${timeoutMs} ms`);
      }
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', 'NETWORK', `${method} ${path}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function readBody(response: Response, method: HttpMethod, path: string): Promise<unknown> {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return response.blob();
    try {
      return await response.json();
    } catch {
      throw new ApiError('parse', 'PARSE', `${method} ${path}: invalid JSON`, response.status);
    }
  }

  function interpret<T>(
    body: unknown,
    response: { ok: boolean; status: number },
    call: { method: HttpMethod; path: string; sent: SentWith },
  ): T {
    const { method, path, sent } = call;
    if (isSessionInvalid(body)) {
      // Only the page that owns the token ends the session; another page's token is left alone.
      if (sent.sentToken !== null && loggingOut.has(sent.sentToken)) {
        // the member's own logout: nothing to do here
      } else if (ownsSession(sent)) {
        if (sent.sentToken) endedTokens.add(sent.sentToken);
        deps.session.clearToken();
        deps.onSessionInvalid();
      } else if (endedHereAndGone(sent)) {
        // Another answer for the session this page has just ended: the handler is idempotent, and
        // telling it again keeps the member from staying on the page should the first be missed.
        deps.onSessionInvalid();
      }
      throw new ApiError('session', 'SESSION_INVALID', 'token', response.status);
    }
    if (isEnvelope(body)) {
      if (body.status) return body.data as T;
      const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
      throw new ApiError('business', code, String(body.data), response.status);
    }
    if (!response.ok) {
      throw new ApiError('http', `HTTP_${response.status}`, `${method} ${path}: HTTP ${response.status}`);
    }
    // A binary answer (captcha image) has no envelope.
    return body as T;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    params?: Params,
    options: CallOptions = {},
  ): Promise<T> {
    const sent = sentWith();
    try {
      const response = await send(method, path, params, options);
      absorbSessionHeaders((name) => response.headers.get(name), sent);
      const body = await readBody(response, method, path);
      return interpret<T>(body, response, { method, path, sent });
    } catch (error) {
      // SPEC.md §8: request failures other than an invalid session are logged, never shown.
      if (!(error instanceof ApiError && error.kind === 'session')) {
        console.warn(`[api] ${method} ${path} failed:`, error instanceof Error ? error.message : error);
      }
      throw error;
    }
  }

  function upload<T>(method: HttpMethod, path: string, form: FormData, options: UploadOptions): Promise<T> {
    const xhr = deps.xhr ? deps.xhr() : new XMLHttpRequest();
    const sent = sentWith();
    return new Promise<T>((resolve, reject) => {
      xhr.open(method, `${baseUrl}${path}`);
      for (const [key, value] of buildHeaders()) xhr.setRequestHeader(key, value);
      // SPEC.md §9's 10 s holds for uploads too (decision 0057): the page shows the progress, and a
      // link too slow for the image (5 MB at most) fails in 10 s and may be retried.
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        try {
          absorbSessionHeaders((name) => xhr.getResponseHeader(name), sent);
          let body: unknown;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            throw new ApiError('parse', 'PARSE', `${method} ${path}: invalid JSON`, xhr.status);
          }
          const status = xhr.status;
          const ok = status >= 200 && status < 300;
          resolve(interpret<T>(body, { ok, status }, { method, path, sent }));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => reject(new ApiError('network', 'NETWORK', `${method} ${path}: upload failed`));
      xhr.ontimeout = () => reject(new ApiError('timeout', 'TIMEOUT', `${method} ${path} timed out`));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  }

  return {
    upload(name, form, options = {}) {
      const route: { method: HttpMethod; path: string } = apiRoutes[name];
      return upload(route.method, route.path, form, options);
    },
    call(name, params, options = {}) {
      const route: { method: HttpMethod; path: string; json?: boolean } = apiRoutes[name];
      const token = deps.session.getToken();
      if (name === 'logout' && token !== null) loggingOut.add(token);
      const json = options.json ?? route.json;
      return request(route.method, route.path, params as Params | undefined, { ...options, json });
    },
    request,
  };
}
