import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from '../api/send-page-view.ts';
import { createPageViewGuard } from '../lib/page-view-guard.ts';

// Module scope on purpose: StrictMode mounts components twice in development, and both mounts
// must share one guard so the first page view is sent once.
const guard = createPageViewGuard();

/** Sends a page-view event for the initial path and every route change (SPEC.md §2). */
export function PageViewTracker({ layout }: { layout: 'h5' | 'desktop' }) {
  const location = useLocation();
  useEffect(() => {
    const view = guard.next(location, document.referrer);
    if (view) sendPageView(view, layout);
  }, [location, layout]);
  return null;
}
