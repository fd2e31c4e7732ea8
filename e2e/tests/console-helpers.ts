import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR;

/**
 * Opens a console screen from the side menu. A group may be opening or closing (its animation)
 * when looked at, and a click on a folded group's title can fold it back: open it until the entry
 * is there and a click on it reaches the screen's address.
 */
export async function openScreen(page: Page, group: string, item: string, url: RegExp): Promise<void> {
  const menu = page.getByRole('menu').first();
  const entry = menu.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
    await entry.click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

/** Switches the console to another brand (the header's 站点 select) and waits until it shows it. */
export async function switchBrand(page: Page, code: string): Promise<void> {
  await page.locator('div[aria-label="站点"]').click();
  await page.getByRole('combobox', { name: '站点' }).fill(code);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${code}$`) })
    .click();
  await expect(page.locator('div[aria-label="站点"] .ant-select-selection-item')).toHaveAttribute(
    'title',
    code,
  );
}

/** A screenshot into CONSOLE_SHOTS_DIR, when it is set. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** Fills and sends the console's login form. */
export async function fillLogin(page: Page, username: string, password: string) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 60_000 });
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Signs in to the console and waits for the operator's name in the header. */
export async function signIn(page: Page, username: string, password: string) {
  await fillLogin(page, username, password);
  // A first sign-in loads the console's chunks; on a shared 2-core machine that takes a while.
  await expect(page.getByTestId('operator-name')).toHaveText(username, { timeout: 90_000 });
}
/** Signs an operator in to the console and waits for their name in the header. */
export async function signInConsole(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // A first sign-in loads the console's chunks; on a shared 2-core machine that takes a while.
  await expect(page.getByTestId('operator-name')).toHaveText(username, { timeout: 90_000 });
}

/** Finds a member in the player search and opens their 360 page. */
export async function openPlayer360(page: Page, username: string): Promise<void> {
  await page.getByRole('menuitem', { name: '会员查询' }).click();
  await page.getByLabel('关键字').fill(username);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByRole('row').filter({ hasText: username }).getByRole('link', { name: username }).click();
  await expect(page).toHaveURL(/\/admin\/players\/\d+$/);
  await expect(page.getByTestId('player-status')).toBeVisible({ timeout: 60_000 });
}
