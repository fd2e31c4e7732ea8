import { expect, type Page, type Route, test } from '@playwright/test';

// SPEC.md §4/§8 (issue 28): a page loaded with a stale session token clears the member state and
// goes to the login route. Each entry route is opened in a fresh tab and by a reload. The reload
// is the case that failed: the previous page's own member calls were answered "token" while the
// new page was already on its way, and they removed the token the new page was about to read, so
// it came up as a guest on the page instead of the login route. The loading page owns the token
// during a reload (decision 0057); the test makes the race certain by holding the previous page's
// member calls until the reload has begun.

const STALE = 'stale-token-issue-28';
const LOGIN = '/entry/login';

/** Public entry routes of both layouts; a phone is redirected from /home to /app/home and back. */
const ROUTES = ['/home', '/app/home', '/help/center', '/activity/list', '/tutorial/deposit', '/app/sponsor'];

/** Puts the stale token into this tab's sessionStorage before the page's own scripts run, once. */
async function seedStaleToken(page: Page): Promise<void> {
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    sessionStorage.setItem('t', token);
  }, STALE);
}

// The way to the login route loads the entry chunks; on a busy shared host that alone has taken
// longer than the default 10 s, so these waits are longer than the suite's.
const LOGIN_WAIT_MS = 25_000;
test.describe.configure({ timeout: 75_000 });

async function expectSentToLogin(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === LOGIN, { timeout: LOGIN_WAIT_MS });
  expect(await page.evaluate(() => sessionStorage.getItem('t'))).toBeNull();
  // The login form is on screen, not a member's page.
  await expect(page.locator('input[type="password"]').first()).toBeVisible({ timeout: LOGIN_WAIT_MS });
}

for (const path of ROUTES) {
  test(`${path} in a fresh tab with a stale token goes to the login route`, async ({ page }) => {
    await seedStaleToken(page);
    await page.goto(path);
    await expectSentToLogin(page);
  });

  test(`${path} reloaded with a stale token goes to the login route`, async ({ page }) => {
    await seedStaleToken(page);
    // The first page's calls that carry the token wait until the reload is under way.
    const held: Route[] = [];
    let phase: 'first' | 'reload' = 'first';
    await page.route('**/api/**', async (route) => {
      const withToken = route.request().headers().t === STALE;
      if (phase === 'first' && withToken) held.push(route);
      else await route.continue();
    });
    await page.goto(path);
    await expect.poll(() => held.length, { timeout: LOGIN_WAIT_MS }).toBeGreaterThan(0);
    // The token is put back, as a member's tab does on a reload, and the page reloads; the new
    // document is slowed down so that the first page's answers arrive while it is on its way.
    await page.evaluate((token) => sessionStorage.setItem('t', token), STALE);
    let documentAsked!: () => void;
    const documentRequested = new Promise<void>((resolve) => {
      documentAsked = resolve;
    });
    let releaseDocument!: () => void;
    const documentReleased = new Promise<void>((resolve) => {
      releaseDocument = resolve;
    });
    await page.route(
      (url) => url.pathname === new URL(page.url()).pathname,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        documentAsked();
        await documentReleased;
        return route.continue();
      },
    );
    const reloaded = page.reload();
    await documentRequested;
    phase = 'reload';
    // The first page's member calls now get their answer: "token" (the session is invalid).
    await Promise.all(held.map((route) => route.continue().catch(() => {})));
    await page.waitForTimeout(300);
    releaseDocument();
    await reloaded;
    await expectSentToLogin(page);
  });
}
