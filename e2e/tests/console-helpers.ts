import { expect, type Page } from '@playwright/test';

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
