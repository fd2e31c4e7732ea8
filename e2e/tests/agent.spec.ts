import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';
import { fund } from './finance-helpers.ts';
import { enterResult } from './sportsbook-helpers.ts';

// Agents and share-to-earn (issue 13): a friend registers with the agent's invite code, bets, the
// bet settles — and the agent's page shows the friend in the team and the day's turnover and
// estimated commission. (The day's commission is paid after the brand day closes; the server
// suite proves that payment, exactly once.)

interface Market {
  id: number;
  type: string;
  period: string;
  status: string;
  version: number;
  selections: { id: number; code: string; odds: string }[];
}

/** A final score that makes the 1x2 selection win: the friend's bet pays, so money moves. */
const WINNING_SCORE: Record<string, [number, number]> = { home: [1, 0], draw: [0, 0], away: [0, 1] };
interface Match {
  id: number;
  status: string;
  suspended: boolean;
  markets: Market[];
}

test("a referral joins the team; its settled bet shows in the agent's figures and sends the friend a message", async ({
  page,
  request,
}) => {
  const agent = await registerViaApi(request);
  const headersOf = (token: string) => ({ ...SITE_HEADERS, d: '25', t: token });
  const summary = await (
    await request.get('/api/findmed/v1/member/agent', { headers: headersOf(agent.token) })
  ).json();
  expect(summary.status, JSON.stringify(summary)).toBe(true);
  const friend = await registerViaApi(request, { inviteCode: summary.data.inviteCode });
  await fund(request, friend, '200');

  // The friend backs the home side of a match that has not started, and the operator settles it.
  // Other specs settle matches too: candidates are tried in a random order until one takes the bet.
  const list = await (
    await request.get('/api/findmed/v1/sports/matches?tab=early&size=50', {
      headers: headersOf(friend.token),
    })
  ).json();
  const candidates = (list.data.list as Match[])
    .filter((m) => m.status === 'scheduled' && !m.suspended)
    .flatMap((m) =>
      m.markets
        .filter((k) => k.type === '1x2' && k.period === 'ft' && k.status === 'open')
        .map((k) => ({ m, k })),
    )
    .sort(() => Math.random() - 0.5);
  let settled: Match | undefined;
  let score: [number, number] = [1, 0];
  for (const { m, k } of candidates) {
    const selection = k.selections.find((x) => x.code in WINNING_SCORE)!;
    const bet = await (
      await request.post('/api/findmed/v1/sports/bet', {
        headers: headersOf(friend.token),
        data: {
          requestId: randomUUID(),
          kind: 'single',
          legs: [{ selectionId: selection.id, odds: selection.odds, version: k.version }],
          stake: '100',
          oddsPolicy: 'any',
        },
      })
    ).json();
    if (bet.status) {
      settled = m;
      score = WINNING_SCORE[selection.code]!;
      break;
    }
  }
  expect(settled, 'an open early match took the bet').toBeTruthy();
  await enterResult(request, settled!.id, score);

  await openAs(page, agent, '/user/agentPage');
  const body = page.getByTestId('agent-page');
  await expect(body).toBeVisible();
  await expect(page.getByTestId('agent-invite-code')).toContainText(summary.data.inviteCode);
  await expect(page.getByTestId('agent-stat-direct')).toHaveText('1');
  await expect(page.getByTestId('agent-stat-turnoverToday')).toContainText('100.00');
  await expect(page.getByTestId('agent-stat-estimatedToday')).toContainText('0.50');
  const tree = page.getByTestId('agent-tree');
  await expect(tree).toContainText(friend.username.slice(0, 2));
  await expect(tree).not.toContainText(friend.username);

  // The settled bet sent the friend a personal message (the notifier reads the payout's entry).
  const friendPage = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
  await openAs(friendPage, friend, '/user/message');
  // The notifier runs every 2 s; the page is read again until the message is there.
  await expect(async () => {
    await friendPage.reload();
    await expect(friendPage.getByTestId('message-list')).toContainText('注单已派彩', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await friendPage.close();

  await page.getByRole('button', { name: '生成分享海报' }).click();
  await expect(page.getByTestId('agent-poster')).toBeVisible();
  await expect(page.getByRole('link', { name: '保存海报' })).toHaveAttribute('download', /invite-/);
});

test('the friend, one level down, cannot open the agent above them', async ({ request }) => {
  const agent = await registerViaApi(request);
  const headersOf = (token: string) => ({ ...SITE_HEADERS, d: '25', t: token });
  const code = (
    await (await request.get('/api/findmed/v1/member/agent', { headers: headersOf(agent.token) })).json()
  ).data.inviteCode as string;
  const friend = await registerViaApi(request, { inviteCode: code });
  const tree = await (
    await request.get('/api/findmed/v1/member/tree', { headers: headersOf(agent.token) })
  ).json();
  const friendNode = tree.data.children[0] as { id: number };
  const mine = await (
    await request.get(`/api/findmed/v1/member/tree?id=${friendNode.id}`, { headers: headersOf(agent.token) })
  ).json();
  expect(mine.status).toBe(true);
  const up = await (
    await request.get(`/api/findmed/v1/member/tree?id=${tree.data.node.id}`, {
      headers: headersOf(friend.token),
    })
  ).json();
  expect(up).toMatchObject({ status: false, code: 'RECORD_NOT_FOUND' });
});
