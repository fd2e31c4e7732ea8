import type { EndpointRequest, EndpointResponse } from '@houseline/shared/api/endpoints';
import { HEADER } from '@houseline/shared/api/headers';
import { adminRoutes, type ConsoleEndpoint } from './api-routes.ts';

/** A refusal of the server, with its error code and its message in the operator's language. */
export class ConsoleApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

export interface ConsoleClientDeps {
  fetch: typeof fetch;
  getSiteCode(): string;
  getLang(): string;
  getToken(): string | undefined;
  /** The server no longer knows the token (expired, revoked): the console returns to its login. */
  onUnauthorized(): void;
  timeoutMs?: number;
}

type Envelope = { status: boolean; data: unknown; code?: unknown };
const SESSION_CODES = new Set(['OPERATOR_SESSION']);
/** How long a console request may take before it is given up (a books audit is the slowest). */
const REQUEST_TIMEOUT_MS = 30_000;

function query(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The console's typed calls of the operator API: names, parameters and answers come from the shared
 * contract; every request carries the brand (`site_code`), the language (`lang`) and the operator's
 * bearer token; answers are the server's envelope, a refusal becomes a ConsoleApiError.
 */
export function createConsoleClient(deps: ConsoleClientDeps) {
  function baseHeaders(): Headers {
    const headers = new Headers({ [HEADER.siteCode]: deps.getSiteCode(), [HEADER.lang]: deps.getLang() });
    const token = deps.getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  }
  async function call<N extends ConsoleEndpoint>(
    name: N,
    params?: EndpointRequest<N>,
  ): Promise<EndpointResponse<N>> {
    const route = adminRoutes[name];
    const headers = baseHeaders();
    const isGet = route.method === 'GET';
    if (!isGet) headers.set('content-type', 'application/json');
    const url = `${route.path}${isGet ? query(params as Record<string, unknown>) : ''}`;
    const response = await deps.fetch(url, {
      method: route.method,
      headers,
      body: isGet ? undefined : JSON.stringify(params ?? {}),
      signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    return answerOf<N>(response);
  }
  /** A multipart endpoint: one file as the form's `file` part (the browser sets the boundary). */
  async function upload<N extends ConsoleEndpoint>(name: N, file: Blob): Promise<EndpointResponse<N>> {
    const form = new FormData();
    form.append('file', file);
    const response = await deps.fetch(adminRoutes[name].path, {
      method: 'POST',
      headers: baseHeaders(),
      body: form,
      signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    return answerOf<N>(response);
  }
  async function answerOf<N extends ConsoleEndpoint>(response: Response): Promise<EndpointResponse<N>> {
    let body: Envelope;
    try {
      body = (await response.json()) as Envelope;
    } catch {
      throw new ConsoleApiError(`HTTP_${response.status}`, `HTTP ${response.status}`, response.status);
    }
    if (body.status) return body.data as EndpointResponse<N>;
    const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
    if (response.status === 401 || SESSION_CODES.has(code)) deps.onUnauthorized();
    throw new ConsoleApiError(code, String(body.data), response.status);
  }
  /** A raw image endpoint (a member's upload as the server re-encoded it), as a Blob. */
  async function image<N extends ConsoleEndpoint>(name: N, params: EndpointRequest<N>): Promise<Blob> {
    const route = adminRoutes[name];
    const headers = baseHeaders();
    const response = await deps.fetch(`${route.path}${query(params as Record<string, unknown>)}`, {
      headers,
      signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      if (response.status === 401) deps.onUnauthorized();
      throw new ConsoleApiError(`HTTP_${response.status}`, `HTTP ${response.status}`, response.status);
    }
    return response.blob();
  }
  return { call, upload, image };
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;
