import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import sharp from 'sharp';
import { registerViaApi, SITE_HEADERS } from '../tests/account-helpers.ts';
import type { ConsoleIds } from './console-routes.ts';
import { galleryMember, openMatch } from './gallery-data.ts';

// The console gallery's data on one brand, set up through the API: the member gallery's member
// (a confirmed deposit, a bet, a feedback, a withdrawal waiting for review), plus a bank deposit
// waiting for confirmation, an identity submission in the KYC queue, and a live chat the signed-in
// operator (the admin, online on the desk) is answering.

export const CONSOLE_OPERATOR = { username: 'admin', password: 'Admin@2026!' };

async function data<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  const res = await response;
  const body = await res.json();
  expect(body.status, `${what}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
  return body.data as T;
}

export async function consoleData(request: APIRequestContext, site: string): Promise<ConsoleIds> {
  const member = await galleryMember(request, site);
  const base = { site_code: site, d: '25' };
  const headers = { ...base, t: member.token };
  const json = <T>(path: string, body: object) => data<T>(request.post(path, { headers, data: body }), path);

  // A bank transfer the finance queue shows as waiting.
  await data(
    request.post('/api/findmed/v1/deposit/create', {
      headers,
      form: { channelId: 'bank', amount: '500', payerName: '王小明', requestId: randomUUID() },
    }),
    'pending deposit',
  );

  // An identity submission: name, birth date and the four documents, each its own upload.
  await json('/api/f/v1/verification/profile', { realName: '王小明', birthDate: '1990-05-20' });
  for (const [i, kind] of (['id_front', 'id_back', 'selfie', 'address'] as const).entries()) {
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 60 + i * 40, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const upload = await data<{ id: string }>(
      request.post('/api/f/v1/upload', {
        headers,
        multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer: png } },
      }),
      `upload ${kind}`,
    );
    await json('/api/f/v1/verification/document', { kind, uploadId: upload.id });
  }
  await json('/api/f/v1/verification/submit', {});

  // The admin goes online on the desk, then the member asks for help: the chat is the admin's.
  const { token } = await data<{ token: string }>(
    request.post('/api/admin/v1/login', { headers: base, data: CONSOLE_OPERATOR }),
    'operator login',
  );
  const admin = { ...base, authorization: `Bearer ${token}` };
  await data(
    request.post('/api/admin/v1/service-desk/agent', {
      headers: admin,
      data: { status: 'online', capacity: 5, skills: ['deposit', 'withdrawal', 'account', 'games'] },
    }),
    'desk agent online',
  );
  await json('/api/findmed/v1/service/start', {
    skill: 'deposit',
    text: '我的充值还没有到账，请帮忙查看',
    requestId: randomUUID(),
  });

  await reportsData(request, site, member.token, admin);

  const found = await data<{ list: { memberId: string; username: string }[] }>(
    request.get(`/api/admin/v1/players/search?field=username&q=${member.username}`, { headers: admin }),
    'player search',
  );
  const row = found.list.find((p) => p.username === member.username);
  expect(row, 'the gallery member in the player search').toBeTruthy();
  return { memberId: row!.memberId, username: member.username };
}

/**
 * The reports' tabs (issue 24): an invitee of the gallery member (its agent) who deposits and
 * bets on an open match the operator then settles — a ranked member and an agent with a team —
 * and a few page views of the member site.
 */
async function reportsData(
  request: APIRequestContext,
  site: string,
  agentToken: string,
  admin: Record<string, string>,
): Promise<void> {
  const base = { site_code: site, d: '25' };
  const { inviteCode } = await data<{ inviteCode: string }>(
    request.get('/api/findmed/v1/member/agent', { headers: { ...base, t: agentToken } }),
    'agent summary',
  );
  // The member site's own registration (hgtyc, the console gallery's brand), with the invite code.
  expect(site).toBe(SITE_HEADERS.site_code);
  const invitee = await registerViaApi(request, { inviteCode });
  const headers = { ...base, t: invitee.token };
  const order = await data<{ orderNo: string }>(
    request.post('/api/findmed/v1/deposit/create', {
      headers,
      form: { channelId: 'bank', amount: '600', payerName: '王小明', requestId: randomUUID() },
    }),
    'invitee deposit',
  );
  await data(
    request.post('/api/admin/v1/deposits/confirm', { headers: admin, data: { orderNo: order.orderNo } }),
    'confirm',
  );
  const match = await openMatch(request, site);
  await data(
    request.post('/api/findmed/v1/sports/bet', {
      headers,
      data: {
        requestId: randomUUID(),
        kind: 'single',
        legs: [{ selectionId: match.selection.id, odds: match.selection.odds, version: match.version }],
        stake: '50',
        oddsPolicy: 'any',
      },
    }),
    'invitee bet',
  );
  await data(
    request.post('/api/admin/v1/sports/match/result', {
      headers: admin,
      data: { matchId: match.id, ftHome: 2, ftAway: 1, h1Home: 1, h1Away: 0 },
    }),
    'match result',
  );
  for (const path of ['/app/home', '/app/home', '/sports/match/1', '/activity/list'])
    await request.post('/api/findmed/v1/analytics/pageview', {
      headers: base,
      data: { path, kind: 'navigate', layout: 'desktop' },
    });
}
