import { constants, createPublicKey, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import {
  GALLERY_MATCH_TABS,
  type GalleryMatchTab,
  galleryMatchListUrl,
  type ListedMatch,
  type OpenMatch,
  pickOpenMatch,
} from './gallery-match.ts';
import type { RouteIds } from './gallery-routes.ts';

// The gallery's data, set up through the API as the e2e helpers do (e2e/tests/*-helpers.ts), for
// one brand: its public ids (a game, a match, a live table and shoe), and a member with a deposit
// credited, a sportsbook bet, site messages, a task in progress, a feedback thread, a bank card
// and a withdrawal. The request context talks to 127.0.0.1 and names the brand in site_code
// (Node does not resolve `hgty.localhost`, which only the browser uses).

const WPASSWORD = '135790';

export interface GalleryMember {
  username: string;
  token: string;
  ids: RouteIds;
}

async function data<T>(response: Promise<APIResponse>, what: string): Promise<T> {
  const res = await response;
  const body = await res.json();
  expect(body.status, `${what}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
  return body.data as T;
}

/** The brand's public ids: the first casino game of the lobby, an open match, a table and its shoe. */
export async function publicIds(request: APIRequestContext, site: string) {
  const headers = { site_code: site, d: '25' };
  const categories = await data<{ id: number; games: { id: number; name: string; wallet_code: string }[] }[]>(
    request.get('/api/findmed/v1/game/list?show=1', { headers }),
    'game list',
  );
  // A casino game (not the sports venues of category 1): the game page's own entry panel.
  const category = categories.find((c) => c.id !== 1 && c.games.length > 0) ?? categories[0]!;
  const game = category.games[0]!;
  const tables = await data<{ list: { id: number; shoe: { id: number } }[] }>(
    request.get('/api/findmed/v1/live/tables', { headers }),
    'live tables',
  );
  const match = await openMatch(request, site);
  return {
    game: `/games/${game.id}/${encodeURIComponent(game.name)}/${game.wallet_code}/${category.id}`,
    matchId: match.id,
    tableId: tables.list[0]!.id,
    shoeId: tables.list[0]!.shoe.id,
  };
}

/**
 * A football match open for betting, chosen from 今日, 早盘 or 滚球 (gallery-match.ts: at any hour of
 * the brand's day). A fresh server's odds simulator fills the catalogue a few seconds after it
 * answers (longer on a busy machine), so this polls for one.
 */
export async function openMatch(request: APIRequestContext, site: string): Promise<OpenMatch> {
  let found: OpenMatch | null = null;
  const listOf = async (tab: GalleryMatchTab) => {
    const res = await request.get(galleryMatchListUrl(tab), { headers: { site_code: site } });
    const body = (await res.json()) as { data?: { list: ListedMatch[] } };
    return [tab, body.data?.list ?? []] as const;
  };
  await expect
    .poll(
      async () => {
        found = pickOpenMatch(Object.fromEntries(await Promise.all(GALLERY_MATCH_TABS.map(listOf))));
        return found !== null;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

/** A new member of the brand with everything the member pages show, and the ids to open them. */
export async function galleryMember(request: APIRequestContext, site: string): Promise<GalleryMember> {
  const base = { site_code: site, d: '25' };
  const md = await data<{ publicKey: string }>(request.get('/api/findmed/v1/md', { headers: base }), 'md');
  const key = createPublicKey({ key: Buffer.from(md.publicKey, 'base64'), format: 'der', type: 'spki' });
  const encrypt = (text: string) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');

  // Registration, captcha answered from the sandbox, from a documentation-range address.
  const device = { device_no: `h5_ios_gal${randomBytes(5).toString('hex')}_x` };
  const regHeaders = { ...base, ...device, 'x-forwarded-for': `203.0.113.${1 + (randomBytes(1)[0]! % 254)}` };
  await request.get('/api/findmed/v1/member/captcha?purpose=register', { headers: regHeaders });
  const captcha = await data<{ answer: string }>(
    request.get(`/api/sandbox/v1/last-captcha?device_no=${device.device_no}`, { headers: base }),
    'captcha',
  );
  const username = `g${Date.now().toString(36).slice(-5)}${randomBytes(2).toString('hex').slice(0, 3)}`;
  const { token } = await data<{ token: string }>(
    request.post('/api/findmed/v1/member/register', {
      headers: regHeaders,
      form: {
        username,
        password: encrypt('Start1234'),
        confirmPassword: encrypt('Start1234'),
        captcha: captcha.answer,
        agree: '1',
      },
    }),
    'register',
  );
  const headers = { ...base, t: token };
  const get = <T>(path: string) => data<T>(request.get(path, { headers }), path);
  const post = <T>(path: string, form: Record<string, string>) =>
    data<T>(request.post(path, { headers, form }), path);
  const postJson = <T>(path: string, body: object) =>
    data<T>(request.post(path, { headers, data: body }), path);

  const { token: adminToken } = await data<{ token: string }>(
    request.post('/api/admin/v1/login', {
      headers: base,
      data: { username: 'admin', password: 'Admin@2026!' },
    }),
    'operator login',
  );
  const admin = <T>(path: string, body: object) =>
    data<T>(
      request.post(path, { headers: { ...base, authorization: `Bearer ${adminToken}` }, data: body }),
      path,
    );

  // A deposit the operator confirms (credited: a personal message and the first-deposit task).
  const deposit = await post<{ orderNo: string }>('/api/findmed/v1/deposit/create', {
    channelId: 'bank',
    amount: '800',
    payerName: '王小明',
    requestId: randomUUID(),
  });
  await admin('/api/admin/v1/deposits/confirm', { orderNo: deposit.orderNo });

  // A sportsbook single: an open bet, and turnover that puts the turnover tasks in progress.
  const match = await openMatch(request, site);
  const bet = await postJson<{ id: number }>('/api/findmed/v1/sports/bet', {
    requestId: randomUUID(),
    kind: 'single',
    legs: [{ selectionId: match.selection.id, odds: match.selection.odds, version: match.version }],
    stake: '20',
    oddsPolicy: 'any',
  });

  // A feedback thread.
  const feedback = await postJson<{ id: string }>('/api/findmed/v1/feedback/submit', {
    category: 'game',
    text: '比赛结束后注单还没有结算，请帮忙查看',
    images: [],
    requestId: randomUUID(),
  });

  // Real name, withdrawal password, a bank card, and a withdrawal waiting for review.
  await post('/api/findmed/v1/member/realname', { realName: '王小明' });
  await post('/api/findmed/v1/member/wpassword', {
    password: encrypt(WPASSWORD),
    confirmPassword: encrypt(WPASSWORD),
  });
  const cards = await post<{ accounts: { id: string }[] }>('/api/findmed/v1/member/cards/bank', {
    bankCode: 'ICBC',
    cardNo: '6222021234567894',
    branch: '北京市朝阳支行',
    wpassword: encrypt(WPASSWORD),
  });
  const accountId = cards.accounts[0]!.id;
  await admin('/api/admin/v1/members/turnover/waive', { username, reason: 'gallery: a withdrawal to show' });
  const withdrawal = await post<{ orderNo: string }>('/api/findmed/v1/withdraw/apply', {
    accountId,
    amount: '100',
    wpassword: encrypt(WPASSWORD),
    requestId: randomUUID(),
  });

  // The deposit's message arrives through the ledger notifier, a moment after the credit.
  let messageId = 0;
  await expect
    .poll(
      async () => {
        const list = await post<{ list: { id: number; kind: string }[] }>(
          '/api/findmed/v1/member/message/list',
          {
            type: 'personal',
            page: '1',
            page_size: '20',
          },
        );
        messageId = list.list.find((x) => x.kind === 'deposit')?.id ?? 0;
        return messageId;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);

  // A task in progress: some task with progress below its target.
  const tasks = await postJson<{ list: { status: string; progressPermille: number }[] }>(
    '/api/findmed/v1/task/conter/list',
    { group: 'weekly' },
  );
  expect(
    tasks.list.some((x) => x.progressPermille > 0 && x.progressPermille < 1000),
    'a weekly task in progress',
  ).toBe(true);

  const records = await get<{ list: { id: string }[] }>('/api/findmed/v1/wallet/records?page=1&size=5');
  return {
    username,
    token,
    ids: {
      ...(await publicIds(request, site)),
      accountId,
      messageId,
      feedbackId: feedback.id,
      withdrawOrderNo: withdrawal.orderNo,
      depositOrderNo: deposit.orderNo,
      transactionId: records.list[0]!.id,
      betId: bet.id,
    },
  };
}
