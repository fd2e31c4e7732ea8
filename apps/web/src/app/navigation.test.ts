import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLinkEnabled } from '@houseline/shared/brands/feature-links';
import { getBrand } from '@houseline/shared/brands/registry';
import { SITE_CODES, type SiteCode } from '@houseline/shared/brands/types';
import type { FormFactor } from '@houseline/shared/form-factor';
import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The shell's code reads the brand of the build through `virtual:brand` (a Vite plugin); the
// navigation below is checked for every brand, so the build's brand is only a stand-in here.
vi.mock('virtual:brand', async () => ({
  brand: (await import('@houseline/shared/brands/registry')).getBrand('hgtyc'),
}));

const { buildRoutes } = await import('./routes.tsx');
const { TAB_ITEMS, visibleTabs } = await import('../layouts/mobile/tab-items.tsx');
const { DESKTOP_NAV_LINKS, DESKTOP_TOP_LINKS, visibleNavLinks } = await import(
  '../layouts/desktop/desktop-nav-items.ts'
);
const { MEMBER_MENU_GROUPS, visibleMenuItemsOf } = await import('../features/member/lib/member-menu.ts');
const { visibleQuickActions } = await import('../features/home/lib/quick-actions.ts');
const { visibleBanners } = await import('../features/home/lib/banners.ts');

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * The in-page links written as literals in the app's code (`to="/…"`, `to={'/…'}`,
 * `navigate('/…')`): the transfer page's tutorial link, the records' back links, the customer
 * service row, the messages pages' links… Always shown, whatever the brand.
 */
const PAGE_LINKS: Record<string, string> = Object.fromEntries(
  walk(srcDir)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const rel = path.relative(srcDir, file).split(path.sep).join('/');
      return [...text.matchAll(/\bto=(?:"|\{')(\/[^"'{}$`]*)["']|navigate\('(\/[^'$`]*)'/g)].map(
        (m) => [`${rel} ${m[1] ?? m[2]}`, (m[1] ?? m[2])!] as const,
      );
    }),
);

interface Entry {
  where: string;
  link: string;
}

/** Every link a member of this brand can follow from the shell in this layout. */
function entriesOf(code: SiteCode, ff: FormFactor): Entry[] {
  const brand = getBrand(code);
  const features = brand.enabledFeatureIds;
  const entries: Entry[] = [];
  const add = (where: string, link: string) => entries.push({ where, link });
  if (ff === 'phone') {
    for (const key of visibleTabs(brand.home.tabBar, features)) add(`tab bar ${key}`, TAB_ITEMS[key].path);
  } else {
    for (const link of visibleNavLinks(DESKTOP_TOP_LINKS, features)) add(`top strip ${link.key}`, link.path);
    for (const link of visibleNavLinks(DESKTOP_NAV_LINKS, features)) add(`top nav ${link.key}`, link.path);
  }
  for (const action of visibleQuickActions(features)) add(`quick action ${action.key}`, action.path);
  for (const group of MEMBER_MENU_GROUPS) {
    for (const item of visibleMenuItemsOf(group, features)) add(`member menu ${item.key}`, item.path);
  }
  for (const banner of visibleBanners(brand.home.banners, features)) {
    if (banner.link) add(`banner ${banner.id}`, banner.link);
  }
  for (const [where, link] of Object.entries(PAGE_LINKS)) {
    add(`page link ${where}`, link);
  }
  return entries;
}

const ROUTES = { phone: buildRoutes('phone'), desktop: buildRoutes('desktop') };

const answers = new Map<string, boolean>();

/** Whether the router answers a link with the not-found page (the catch-all route). */
function isDeadEnd(ff: FormFactor, link: string): boolean {
  const pathname = link.split(/[?#]/)[0]!;
  const key = `${ff} ${pathname}`;
  let dead = answers.get(key);
  if (dead === undefined) {
    const matches = matchRoutes(ROUTES[ff], pathname);
    dead = !matches || matches.at(-1)?.route.path === '*';
    answers.set(key, dead);
  }
  return dead;
}

describe('navigation never dead-ends (issue 13)', () => {
  for (const ff of ['phone', 'desktop'] as const) {
    it(`every ${ff} entry of every brand reaches a page`, () => {
      const dead: string[] = [];
      for (const code of SITE_CODES) {
        for (const { where, link } of entriesOf(code, ff)) {
          if (isDeadEnd(ff, link)) {
            dead.push(`${code} ${where}: ${link}`);
          }
        }
      }
      expect(dead).toEqual([]);
    });
  }

  it("finds the literal links of the pages too, the transfer page's tutorial link among them", () => {
    expect(Object.values(PAGE_LINKS)).toContain('/tutorial/transfer');
    expect(Object.values(PAGE_LINKS)).toContain('/help/center');
  });

  /** The pages each feature room serves: a link between them is not an entry of the feature. */
  const ROOM_PAGES: Record<string, string> = {
    vip: '/user/vip/',
    tasks: '/task',
    agent: '/user/agentPage',
    activities: '/activity/',
  };
  const linksWithinOwnRoom = (where: string, link: string) => {
    const room = /^page link features\/([a-z-]+)\//.exec(where)?.[1];
    const pages = room ? ROOM_PAGES[room] : undefined;
    return pages !== undefined && link.startsWith(pages);
  };

  it('shows no entry of a feature the brand has not enabled', () => {
    for (const code of SITE_CODES) {
      const features = getBrand(code).enabledFeatureIds;
      for (const ff of ['phone', 'desktop'] as const) {
        for (const { where, link } of entriesOf(code, ff)) {
          // A feature's own pages link to each other; they are reached only through an entry.
          if (linksWithinOwnRoom(where, link)) continue;
          expect(isLinkEnabled(link, features), `${code} ${ff} ${where}: ${link}`).toBe(true);
        }
      }
    }
    // Brands without the agent programme or share-to-earn show neither menu entry.
    const without = getBrand('betwin');
    const menu = MEMBER_MENU_GROUPS.flatMap((g) => visibleMenuItemsOf(g, without.enabledFeatureIds));
    expect(menu.map((i) => i.key)).not.toContain('joinUs');
    expect(menu.map((i) => i.key)).not.toContain('shareMoney');
    expect(visibleTabs(['home', 'activity', 'sponsor', 'center'], without.enabledFeatureIds)).toEqual([
      'home',
      'activity',
      'center',
    ]);
  });
});
