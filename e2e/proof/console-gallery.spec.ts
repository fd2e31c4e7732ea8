import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CONSOLE_OPERATOR, consoleData } from './console-data.ts';
import { CONSOLE_VISITS } from './console-routes.ts';
import { CONSOLE_GROUP, GALLERY_DIR, type GalleryEntry, type GalleryRun } from './gallery-html.ts';
import { CONSOLE_BUSY_MARKERS, untranslated, watch } from './gallery-watch.ts';

// The operator console in the route gallery: the admin (every role's permissions) signs in through
// the login page of a zh-CN console at 1440×900 and opens every console screen with real data
// (console-data.ts), failing on a console error, a failed request, a refusal or not-found result,
// a screen that sends it elsewhere, or untranslated text. Every visit leaves a screenshot for the
// gallery page, beside the member runs'.

const API_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;
const SITE = 'hgtyc';
/** A console page fetches its table's data a moment after it renders: a longer quiet window. */
const QUIET_MS = 400;
const ONLY = process.env.GALLERY_ROUTES ? new RegExp(process.env.GALLERY_ROUTES) : null;

/** The console's own router, as a menu link would move it (history.pushState and a popstate). */
async function open(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

/** What the screen shows instead of a page: the console's refusal or not-found result, a blank root. */
async function shownProblems(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => ({
    refused: document.querySelector('.ant-result-403') !== null,
    notFound: document.querySelector('.ant-result-404') !== null,
    blank: (document.getElementById('root')?.innerText.trim() ?? '') === '',
  }));
  return [
    ...(shown.refused ? ['the refusal (403) shows'] : []),
    ...(shown.notFound ? ['the not-found result shows'] : []),
    ...(shown.blank ? ['the console shows nothing'] : []),
  ];
}

async function shoot(page: Page, file: string): Promise<void> {
  await page.screenshot({
    path: file,
    type: 'jpeg',
    quality: 55,
    scale: 'css',
    animations: 'disabled',
    caret: 'hide',
  });
}

test('operator: every console route', async ({ page, playwright, baseURL }) => {
  test.setTimeout(Number(process.env.GALLERY_TEST_TIMEOUT ?? 240_000));
  const origin = new URL(baseURL!).origin;
  const api = await playwright.request.newContext({ baseURL: API_URL });
  const setupStarted = Date.now();
  const ids = await consoleData(api, SITE);
  await api.dispose();
  const setupMs = Date.now() - setupStarted;

  const w = watch(page, origin, CONSOLE_BUSY_MARKERS);
  const run = `console-${SITE}-operator`;
  const shotsDir = path.join(GALLERY_DIR, 'shots', run);
  mkdirSync(shotsDir, { recursive: true });
  const entries: GalleryEntry[] = [];
  const failures: string[] = [];
  const record = (entry: Omit<GalleryEntry, 'group'>) => {
    for (const p of entry.problems) failures.push(`${entry.route} (${entry.url}): ${p}`);
    entries.push({ ...entry, group: CONSOLE_GROUP });
  };

  // The login page, then the sign-in the operators use.
  let started = Date.now();
  w.mark();
  await page.goto('/admin/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 60_000 });
  await expect(page.getByPlaceholder('账号')).toBeVisible({ timeout: 60_000 });
  let settled = await w.settle();
  let problems = [...w.take(), ...(await untranslated(page)).filter((x) => !x.startsWith('(latin'))];
  await shoot(page, path.join(shotsDir, '00-login.jpg'));
  record({
    route: '/admin/login',
    url: '/admin/',
    landed: '/admin/login',
    shot: `shots/${run}/00-login.jpg`,
    problems: [...problems, ...w.take()],
    settled,
    ms: Date.now() - started,
  });
  await page.getByPlaceholder('账号').fill(CONSOLE_OPERATOR.username);
  await page.getByPlaceholder('密码').fill(CONSOLE_OPERATOR.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(CONSOLE_OPERATOR.username, { timeout: 90_000 });

  for (const [index, visit] of CONSOLE_VISITS.entries()) {
    const name = visit.name ?? visit.route;
    if (ONLY && !ONLY.test(name)) continue;
    const url = `/admin${visit.url(ids)}`;
    started = Date.now();
    await w.settle(15_000, QUIET_MS);
    for (const p of w.take()) failures.push(`(before ${name}): ${p}`);
    w.mark();
    await open(page, url);
    settled = await w.settle(15_000, QUIET_MS);
    problems = [];
    if (visit.ready) {
      const ready = await visit
        .ready(page)
        .waitFor({ timeout: 30_000 })
        .then(() => null)
        .catch(() => 'its data did not show within 30 s');
      if (ready) problems.push(ready);
      settled = (await w.settle(15_000, QUIET_MS)) && settled;
    }
    if (visit.act) {
      const acted = await visit
        .act(page, ids)
        .then(() => null)
        .catch((error: Error) => `could not bring the page into its state: ${error.message.split('\n')[0]}`);
      if (acted) problems.push(acted);
      w.mark();
      settled = (await w.settle(15_000, QUIET_MS)) && settled;
    }
    const here = new URL(page.url());
    const landed = `${here.pathname}${here.search}`;
    const wanted = new URL(url, origin);
    if (here.pathname !== wanted.pathname) problems.push(`the console sent the operator to ${landed}`);
    problems.push(...(await shownProblems(page)));
    problems.push(...(await untranslated(page)).filter((x) => !x.startsWith('(latin')));
    const file = `${String(index + 1).padStart(2, '0')}-${name.replace(/[^a-zA-Z0-9]+/g, '_')}.jpg`;
    await shoot(page, path.join(shotsDir, file));
    record({
      route: `/admin${name}`,
      url,
      landed,
      shot: `shots/${run}/${file}`,
      problems: [...w.take(), ...problems],
      settled,
      ms: Date.now() - started,
    });
  }

  const result: GalleryRun = {
    run,
    layout: 'desktop',
    site: SITE,
    theme: 'light',
    role: 'operator',
    setupMs,
    entries,
  };
  mkdirSync(path.join(GALLERY_DIR, 'data'), { recursive: true });
  writeFileSync(path.join(GALLERY_DIR, 'data', `${run}.json`), JSON.stringify(result, null, 1));
  const unsettled = entries.filter((e) => !e.settled).map((e) => e.route);
  if (unsettled.length > 0) console.log(`[gallery] ${run}: still busy after 15 s: ${unsettled.join(', ')}`);
  expect(failures, `${run}: ${failures.length} problems\n${failures.join('\n')}`).toEqual([]);
});
