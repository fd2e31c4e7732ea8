import { call, clientHeaders, type TestContext } from './helpers.ts';

const LIST = '/api/findmed/v1/member/message/list';

/** A form POST with repeated keys (`ids=1&ids=2`), as the web client encodes arrays. */
export function memberForm(
  ctx: TestContext,
  token: string,
  url: string,
  fields: Record<string, string | number | (string | number)[]>,
  siteCode: Parameters<typeof clientHeaders>[0] = 'hgtyc',
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, String(item));
  }
  return call(ctx.app, {
    method: 'POST',
    url,
    headers: {
      ...clientHeaders(siteCode, { t: token }),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: body.toString(),
  });
}

export async function listOf(
  ctx: TestContext,
  token: string,
  type: 'notice' | 'personal',
  siteCode: Parameters<typeof clientHeaders>[0] = 'hgtyc',
) {
  const answer = await memberForm(ctx, token, LIST, { type, size: 50 }, siteCode);
  if (!answer.body.status) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as {
    list: { id: number; kind: string; title: string; body: string; read: boolean }[];
    total: number;
    unread: { notice: number; personal: number };
  };
}
