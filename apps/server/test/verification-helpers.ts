import { KYC_DOCUMENT_KINDS } from '@houseline/shared/api/contract/verification';
import type { SiteCode } from '@houseline/shared/brands/types';
import { call, clientHeaders, type TestContext } from './helpers.ts';
import { sampleImage, upload } from './uploads-helpers.ts';

/** A member's JSON call to a verification endpoint. */
export function kycPost(
  ctx: TestContext,
  token: string,
  path: string,
  payload: Record<string, unknown> = {},
) {
  return call(ctx.app, {
    method: 'POST',
    url: `/api/f/v1/verification/${path}`,
    headers: { ...clientHeaders('hgtyc', { t: token }), 'content-type': 'application/json' },
    payload,
  });
}

export function kycState(ctx: TestContext, token: string) {
  return call(ctx.app, {
    method: 'GET',
    url: '/api/f/v1/verification/state',
    headers: clientHeaders('hgtyc', { t: token }),
  });
}

/** Profile, four documents through the upload pipeline, submitted: the member is pending. */
export async function submitKyc(ctx: TestContext, token: string, birthDate = '1990-05-17') {
  const profile = await kycPost(ctx, token, 'profile', { realName: '王小明', birthDate });
  if (!profile.body.status) throw new Error(`profile: ${JSON.stringify(profile.body)}`);
  const ids: Record<string, string> = {};
  for (const kind of KYC_DOCUMENT_KINDS) {
    const up = await upload(ctx, token, await sampleImage('png'));
    if (!up.body.status) throw new Error(`upload: ${JSON.stringify(up.body)}`);
    ids[kind] = up.body.data.id;
    const doc = await kycPost(ctx, token, 'document', { kind, uploadId: ids[kind] });
    if (!doc.body.status) throw new Error(`document: ${JSON.stringify(doc.body)}`);
  }
  const submitted = await kycPost(ctx, token, 'submit');
  if (!submitted.body.status) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  return ids;
}

/** An operator's call to the console API of a brand. */
export function opCall(
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  siteCode: SiteCode = 'hgtyc',
) {
  return call(ctx.app, {
    method,
    url: `/api/admin/v1/${path}`,
    headers: {
      ...clientHeaders(siteCode),
      authorization: `Bearer ${token}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** Creates an operator and logs it in. */
export async function operatorToken(
  ctx: TestContext,
  o: { username: string; role: 'admin' | 'finance' | 'risk' | 'support'; brands?: string[] | null },
) {
  const password = 'Op-pass-2026-x';
  await ctx.app.services.operators.create({
    username: o.username,
    password,
    role: o.role,
    brands: o.brands ?? null,
  });
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/login',
    headers: { ...clientHeaders(), 'content-type': 'application/json' },
    payload: { username: o.username, password },
  });
  if (!res.body.status) throw new Error(`login: ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}
