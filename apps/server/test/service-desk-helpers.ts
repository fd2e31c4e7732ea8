import { randomUUID } from 'node:crypto';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { FastifyInstance } from 'fastify';
import { call, clientHeaders } from './helpers.ts';

/** Desk calls as the member web and the console make them (issue 26). */
export function deskClient(app: FastifyInstance, siteCode: SiteCode = 'hgtyc') {
  const member = (token: string | undefined, extra: Record<string, string> = {}) => ({
    ...clientHeaders(siteCode, token ? { t: token, ...extra } : extra),
    'content-type': 'application/json',
  });
  const operator = (token: string) => ({
    ...clientHeaders(siteCode),
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  return {
    post: (
      token: string | undefined,
      path: string,
      payload: Record<string, unknown>,
      extra?: Record<string, string>,
    ) =>
      call(app, {
        method: 'POST',
        url: `/api/findmed/v1/service/${path}`,
        headers: member(token, extra),
        payload,
      }),
    get: (token: string | undefined, path: string, query: Record<string, string | number> = {}) =>
      call(app, {
        method: 'GET',
        url: `/api/findmed/v1/service/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
        headers: member(token),
      }),
    start: (
      token: string | undefined,
      text = '我的充值还没到账',
      extra: Record<string, unknown> = {},
      headers?: Record<string, string>,
    ) =>
      call(app, {
        method: 'POST',
        url: '/api/findmed/v1/service/start',
        headers: member(token, headers),
        payload: { skill: 'deposit', text, requestId: randomUUID(), ...extra },
      }),
    adminPost: (token: string, path: string, payload: Record<string, unknown>) =>
      call(app, {
        method: 'POST',
        url: `/api/admin/v1/service-desk/${path}`,
        headers: operator(token),
        payload,
      }),
    adminGet: (token: string, path: string, query: Record<string, string | number> = {}) =>
      call(app, {
        method: 'GET',
        url: `/api/admin/v1/service-desk/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
        headers: operator(token),
      }),
  };
}

let agentCounter = 0;

/** Creates support operators bound to the brands and logs them in; returns their tokens. */
export async function buildAgents(
  app: FastifyInstance,
  n: number,
  { brands = ['hgtyc'], role = 'support' as 'support' | 'admin' } = {},
): Promise<{ token: string; username: string }[]> {
  const out: { token: string; username: string }[] = [];
  for (let i = 0; i < n; i += 1) {
    agentCounter += 1;
    const username = `desk${process.pid % 1000}a${agentCounter}`;
    const password = 'Desk-pass-2026!';
    await app.services.operators.create({ username, password, role, brands });
    const login = await call(app, {
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { username, password },
    });
    const token = login.body.data.token as string;
    out.push({ token, username });
  }
  return out;
}
