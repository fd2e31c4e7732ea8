import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { galleryMember, publicIds } from './gallery-data.ts';
import { GALLERY_DIR, type GalleryEntry, type GalleryRun } from './gallery-html.ts';
import { type RouteIds, VISITS } from './gallery-routes.ts';
import { untranslated, watch } from './gallery-watch.ts';

// Issue 14, "every route, both layouts, every brand family": each project (a layout and a brand)
// visits every route as a guest and as a member with data, in one browser context per role, and
// fails on a console error, a failed request, the error page, an unexpected not-found page or
// untranslated text. Every visit leaves a screenshot for the gallery (e2e/gallery/index.html).

/** GALLERY_ROUTES=<regex>: visit only the matching routes (a quicker look while working on a page). */
const ONLY = process.env.GALLERY_ROUTES ? new RegExp(process.env.GALLERY_ROUTES) : null;
const DEBUG = process.env.GALLERY_DEBUG === '1';
// A visit sends one page view, two when it redirects (a guest on a member page lands on the
// login); 30 visits stay under half of LIMITS.pageViewsPerMinutePerIp (120) from one address.
const VISITS_PER_ADDRESS = 30;
/** GALLERY_FULL_LOAD=1: open every address with a full page load instead of the app's router. */
const FULL_LOAD = process.env.GALLERY_FULL_LOAD === '1';

/**
 * Opens an address: the first one of a context (and after the error page) with a full page load,
 * the others through the app's router, as a link would (history.pushState and a popstate, which
 * the router listens to): its loaders, redirects and lazy chunks run as on a click, without
 * booting the app again for every route.
 */
async function open(page: Page, url: string, full: boolean): Promise<void> {
  if (full) {
    await page.goto(url, { waitUntil: 'commit' });
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}
const API_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

/** Ids a guest's addresses use: the brand's public ones; the member's own do not matter (login). */
const GUEST_IDS: Omit<RouteIds, 'game' | 'matchId' | 'tableId' | 'shoeId'> = {
  accountId: '1',
  messageId: 1,
  feedbackId: '1',
  withdrawOrderNo: 'W000',
  depositOrderNo: 'D000',
  transactionId: '1',
  betId: 1,
};

for (const role of ['guest', 'member'] as const) {
  test(`${role}: every route`, async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(Number(process.env.GALLERY_TEST_TIMEOUT ?? 240_000));
    const { site, theme } = testInfo.project.metadata as { site: string; theme: string };
    const layout = testInfo.project.name.split('-')[0] as 'phone' | 'desktop';
    const phone = layout === 'phone';
    const origin = new URL(baseURL!).origin;
    const api = await playwright.request.newContext({ baseURL: API_URL });

    // Each context browses from its own documentation-range addresses (X-Forwarded-For, trusted
    // from loopback by e2e/serve.mjs), and moves to a fresh one every VISITS_PER_ADDRESS visits:
    // 80 routes in under a minute (a guest's redirects to the login send a second page view) are
    // more page views than the per-address limit (LIMITS.pageViewsPerMinutePerIp) lets one
    // address send, and 8 contexts on one loopback address would share it. The limit's 429 stays
    // a failure: no address sends more than half the limit.
    const slot = (phone ? 0 : 4) + (theme === 'dark' ? 2 : 0) + (role === 'member' ? 1 : 0);
    const browseFrom = (index: number) =>
      page.context().setExtraHTTPHeaders({
        'x-forwarded-for': `192.0.2.${10 + slot * 8 + Math.floor(index / VISITS_PER_ADDRESS)}`,
      });
    await browseFrom(0);

    const setupStarted = Date.now();
    let ids: RouteIds;
    if (role === 'member') {
      const member = await galleryMember(api, site);
      ids = member.ids;
      // The session as after a login, in every page of this context.
      await page.context().addInitScript((token) => {
        if (!sessionStorage.getItem('t')) sessionStorage.setItem('t', token);
      }, member.token);
    } else {
      ids = { ...(await publicIds(api, site)), ...GUEST_IDS };
    }
    await api.dispose();
    const setupMs = Date.now() - setupStarted;

    const w = watch(page, origin);
    const run = `${layout}-${site}-${role}`;
    const shotsDir = path.join(GALLERY_DIR, 'shots', run);
    mkdirSync(shotsDir, { recursive: true });
    const entries: GalleryEntry[] = [];
    const failures: string[] = [];
    let reload = true;

    for (const [index, visit] of VISITS.entries()) {
      if (ONLY && !ONLY.test(visit.route)) continue;
      if (index > 0 && index % VISITS_PER_ADDRESS === 0) await browseFrom(index);
      const url = visit.url(ids, phone);
      const started = Date.now();
      w.mark();
      await open(page, url, FULL_LOAD || reload);
      const t1 = Date.now();
      const settled = await w.settle();
      const t2 = Date.now();
      const here = new URL(page.url());
      const landed = `${here.pathname}${here.search}`;
      const shown = await page.evaluate(() => ({
        error: document.body.innerText.includes('Unexpected Application Error!'),
        notFound: Array.from(document.querySelectorAll('h1')).some(
          (h) => h.textContent?.trim() === '页面不存在',
        ),
      }));
      const texts = await untranslated(page, DEBUG);
      if (DEBUG)
        for (const t of texts.filter((x) => x.startsWith('(latin'))) console.log(`LATIN ${visit.route} ${t}`);
      const problems = [...w.take(), ...texts.filter((x) => !x.startsWith('(latin'))];
      const t3 = Date.now();
      if (shown.error) problems.push('the error page shows');
      // After the error page (its own element, not the app's), the next visit starts afresh.
      reload = shown.error;
      if (shown.notFound && visit.expect !== 'notFound') problems.push('the not-found page shows');
      if (!shown.notFound && visit.expect === 'notFound') problems.push('the not-found page does not show');
      if (visit.member && role === 'guest' && here.pathname !== '/entry/login') {
        problems.push(`a guest is not sent to log in (landed on ${landed})`);
      }
      if (role === 'member' && here.pathname.startsWith('/entry')) {
        problems.push(`a member is sent to log in (landed on ${landed})`);
      }
      const file = `${String(index).padStart(2, '0')}-${visit.route.replace(/[^a-zA-Z0-9]+/g, '_') || 'root'}.jpg`;
      await page.screenshot({
        path: path.join(shotsDir, file),
        type: 'jpeg',
        quality: 55,
        scale: 'css',
        animations: 'disabled',
        caret: 'hide',
      });
      if (DEBUG)
        console.log(
          `${run} ${visit.route} goto ${t1 - started} settle ${t2 - t1} scan ${t3 - t2} shot ${Date.now() - t3}`,
        );
      // Whatever the screenshot itself set off (none expected) belongs to this visit too.
      problems.push(...w.take());
      for (const p of problems) failures.push(`${visit.route} (${url}): ${p}`);
      entries.push({
        route: visit.route,
        group: visit.group,
        url,
        landed,
        shot: `shots/${run}/${file}`,
        problems,
        settled,
        ms: Date.now() - started,
      });
    }

    const result: GalleryRun = { run, layout, site, theme, role, setupMs, entries };
    mkdirSync(path.join(GALLERY_DIR, 'data'), { recursive: true });
    writeFileSync(path.join(GALLERY_DIR, 'data', `${run}.json`), JSON.stringify(result, null, 1));
    const unsettled = entries.filter((e) => !e.settled).map((e) => e.route);
    if (unsettled.length > 0) console.log(`[gallery] ${run}: still busy after 8 s: ${unsettled.join(', ')}`);
    expect(failures, `${run}: ${failures.length} problems\n${failures.join('\n')}`).toEqual([]);
  });
}
