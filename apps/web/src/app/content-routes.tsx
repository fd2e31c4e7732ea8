import type { RouteObject } from 'react-router';
import { FEATURE_ID } from '../config/contract-constants.ts';
import { hasFeature } from '../lib/brand-features.ts';
import { lazyComponent } from './lazy-component.ts';
import { RouteError } from './route-error.tsx';
import { TUTORIAL_PATHS } from './tutorial-paths.ts';

const errorElement = <RouteError />;

/** The lazy pages (one dynamic import for all of them). */
const pages = () => import('./member-pages.ts');
const tutorialPage = lazyComponent(async () => (await pages()).loadTutorialPage());

/**
 * Issue 13's content pages, in both layouts: promotions (an H5 tab; FEATURE_ID.activities), the
 * sponsor page (an H5 tab; FEATURE_ID.sponsor), the help centre and every /tutorial/... page but
 * leaveMsg (the feedback room's). A brand without a feature has no route for it.
 */
export function contentRoutes(): RouteObject[] {
  return [
    ...(hasFeature(FEATURE_ID.activities)
      ? [
          {
            path: 'activity/list',
            errorElement,
            lazy: lazyComponent(async () => (await pages()).loadActivityListPage()),
          },
        ]
      : []),
    ...(hasFeature(FEATURE_ID.sponsor)
      ? [
          {
            path: 'app/sponsor',
            errorElement,
            lazy: lazyComponent(async () => (await pages()).loadSponsorPage()),
          },
        ]
      : []),
    {
      path: 'help/center',
      errorElement,
      lazy: lazyComponent(async () => (await pages()).loadHelpCenterPage()),
    },
    ...TUTORIAL_PATHS.map((route) => ({
      path: `tutorial/${route}`,
      errorElement,
      lazy: tutorialPage,
    })),
  ];
}
