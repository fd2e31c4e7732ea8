import type { ArticleCategory } from '@houseline/shared/api/contract/content';

/** The help centre's categories, in menu order (the sponsor page is not one of them). */
export const HELP_CATEGORIES = [
  'sports',
  'games',
  'funds',
  'crypto',
  'tech',
  'service',
] as const satisfies readonly ArticleCategory[];

/**
 * The tutorial routes of SPEC.md §2 this room serves and the article each shows (`leaveMsg` is the
 * feedback room's form; `techDetail` shows the article named by `?id=`).
 */
export const TUTORIAL_ROUTES: readonly { route: string; slug: string }[] = [
  { route: 'sportRules', slug: 'sportRules' },
  { route: 'bettingIntroduction', slug: 'bettingIntroduction' },
  { route: 'betStrategy', slug: 'betStrategy' },
  { route: 'withdraw', slug: 'withdraw' },
  { route: 'transfer', slug: 'transfer' },
  { route: 'deposit', slug: 'deposit' },
  { route: 'example', slug: 'example' },
  { route: 'games', slug: 'games' },
  { route: 'tech', slug: 'tech' },
  { route: 'contact', slug: 'contact' },
  { route: 'games/answer', slug: 'gamesAnswer' },
  { route: 'knowExchange', slug: 'knowExchange' },
  { route: 'knowVirtualCurrency', slug: 'knowVirtualCurrency' },
  { route: 'protocolDifference', slug: 'protocolDifference' },
];

export const LEAVE_MESSAGE_PATH = '/tutorial/leaveMsg';
export const TECH_DETAIL_ROUTE = 'techDetail';

const SLUG = /^[A-Za-z][A-Za-z0-9-]{1,47}$/;

/** The page that shows an article. */
export function articlePath(slug: string): string {
  const fixed = TUTORIAL_ROUTES.find((r) => r.slug === slug);
  if (fixed) return `/tutorial/${fixed.route}`;
  return `/tutorial/${TECH_DETAIL_ROUTE}?id=${encodeURIComponent(slug)}`;
}

/** The article a tutorial address shows, or null when it shows none. */
export function slugOfPath(pathname: string, search: string): string | null {
  const route = pathname.replace(/^\/tutorial\//, '').replace(/\/+$/, '');
  if (route === TECH_DETAIL_ROUTE) {
    const id = new URLSearchParams(search).get('id');
    return id && SLUG.test(id) ? id : null;
  }
  return TUTORIAL_ROUTES.find((r) => r.route === route)?.slug ?? null;
}
