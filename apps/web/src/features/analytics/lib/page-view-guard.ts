import { WEB_LIMITS } from '../../../config/web-limits.ts';

export interface PageView {
  path: string;
  referrer?: string;
  kind: 'initial' | 'navigate';
}

function clip(text: string): string {
  return text.slice(0, WEB_LIMITS.pageViewPathMaxLength);
}

/**
 * Turns location changes into page views, one per navigation: the same history entry seen twice
 * (React StrictMode runs effects twice in development; a re-render re-runs them) is ignored.
 */
export function createPageViewGuard() {
  let lastKey: string | null = null;
  let lastPath: string | null = null;
  return {
    next(
      location: { key: string; pathname: string; search: string },
      documentReferrer: string,
    ): PageView | null {
      const path = clip(`${location.pathname}${location.search}`);
      const key = `${location.key}|${path}`;
      if (key === lastKey) return null;
      const initial = lastKey === null;
      const referrer = initial ? documentReferrer : (lastPath ?? '');
      lastKey = key;
      lastPath = path;
      const view: PageView = { path, kind: initial ? 'initial' : 'navigate' };
      if (referrer) view.referrer = clip(referrer);
      return view;
    },
  };
}
