import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openAs, registerViaApi } from './account-helpers.ts';

// Issue 13: the feedback desk end to end — a guest on the leave-a-message page is asked to log in;
// a member sends a feedback with an image (uploaded with progress, re-encoded by the server), lands
// on the thread, and finds it in the list.

test('a guest on /tutorial/leaveMsg is asked to log in', async ({ page }) => {
  await page.goto('/tutorial/leaveMsg');
  await expect(page.getByTestId('leave-msg-guest')).toBeVisible();
  await page.getByRole('link', { name: '登录后留言' }).click();
  await expect(page).toHaveURL(/\/entry\/login\?redirect=%2Ftutorial%2FleaveMsg/);
});

test('a member sends a feedback with an image and reads the thread', async ({ page, request }) => {
  const member = await registerViaApi(request);
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a7de1' } })
    .png()
    .toBuffer();
  await openAs(page, member, '/user/feedback');
  await page.getByRole('button', { name: '游戏问题' }).click();
  await page.locator('#fb-text').fill('游戏结束后余额没有及时更新，请帮忙查看');
  await page
    .getByTestId('feedback-image-input')
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('.fb-thumb.is-done')).toHaveCount(1);
  await page.getByRole('button', { name: '提交反馈' }).click();

  await expect(page).toHaveURL(/\/user\/feedbackDetail\?id=\d+/);
  const thread = page.getByTestId('feedback-thread');
  await expect(thread).toContainText('游戏结束后余额没有及时更新，请帮忙查看');
  // The image shown is the server's own re-encoding, read with the session.
  await expect(thread.locator('.fb-msg__img img')).toHaveAttribute('src', /^blob:/);

  await page.goto('/user/feedbackList');
  await expect(page.getByTestId('feedback-list')).toContainText('游戏问题');
  await expect(page.getByTestId('feedback-list')).toContainText('待回复');
});
