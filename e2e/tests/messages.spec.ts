import { expect, test } from '@playwright/test';
import { openAs, registerViaApi, SITE_HEADERS } from './account-helpers.ts';

// Issue 13: site messages. A notice published while the page is open reaches the list and the
// unread count over the real-time channel; opening it reads it; deleting asks first.

async function publish(request: import('@playwright/test').APIRequestContext, title: string) {
  const login = await (
    await request.post('/api/admin/v1/login', {
      headers: SITE_HEADERS,
      data: { username: 'admin', password: 'Admin@2026!' },
    })
  ).json();
  const answer = await (
    await request.post('/api/admin/v1/messages/notices', {
      headers: { ...SITE_HEADERS, authorization: `Bearer ${login.data.token}` },
      data: { siteCode: 'hgtyc', title, body: `${title}：本站将于今晚进行例行维护。` },
    })
  ).json();
  expect(answer.status, JSON.stringify(answer)).toBe(true);
}

test('a notice arrives live, opening it reads it, and deleting asks first', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await openAs(page, member, '/user/message?tab=notice');
  await expect(page.getByRole('tab', { name: /通知/ })).toHaveAttribute('aria-selected', 'true');

  const title = `维护通知${Date.now() % 100000}`;
  await publish(request, title);
  const row = page.getByTestId('message-row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toHaveClass(/is-unread/);
  // Once the page is live, the next notice lands in the list and in the tab's count by the push.
  const second = `活动公告${Date.now() % 100000}`;
  await page.waitForTimeout(2_500);
  await publish(request, second);
  await expect(page.getByTestId('message-row').filter({ hasText: second })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('tab', { name: /通知/ })).toHaveText(/^通知([2-9]|\d{2,})/);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/user\/message\/detail\?type=notice&id=\d+/);
  await expect(page.getByTestId('message-detail')).toContainText(title);

  await page.getByRole('link', { name: '返回消息列表' }).click();
  await expect(page.getByTestId('message-row').filter({ hasText: title })).not.toHaveClass(/is-unread/);

  await page
    .getByTestId('message-row')
    .filter({ hasText: title })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('确定要删除这条消息吗');
  await page.getByRole('button', { name: '确定删除' }).click();
  await expect(page.getByTestId('message-row').filter({ hasText: title })).toHaveCount(0);
});
