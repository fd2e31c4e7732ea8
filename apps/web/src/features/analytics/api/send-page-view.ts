import { api } from '../../../lib/api/api.ts';
import type { PageView } from '../lib/page-view-guard.ts';

/** POST /api/findmed/v1/analytics/pageview. A failure is logged by the client and otherwise ignored. */
export function sendPageView(view: PageView, layout: 'h5' | 'desktop'): void {
  api.call('pageView', { ...view, layout }).catch(() => {});
}
