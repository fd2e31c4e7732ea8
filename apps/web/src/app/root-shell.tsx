import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageViewTracker } from '../features/analytics/components/page-view-tracker.tsx';
import { InsecureContextNotice } from '../features/shell/components/insecure-context-notice.tsx';
import { useMemberInfo } from '../hooks/member-queries.ts';
import { useIdle } from '../hooks/use-idle.ts';
import { SessionWiring } from './session-wiring.tsx';

const ShellExtras = lazy(async () => ({ default: (await import('./shell-extras.tsx')).ShellExtras }));

/**
 * The app shell around every page. What must work from the first request stays here (session
 * handling, page views, the insecure-context warning); the rest loads when the browser is idle.
 */
export function RootShell({ layout }: { layout: 'h5' | 'desktop' }) {
  const idle = useIdle();
  // The static boot shell of index.html (decision 0045) is hidden by CSS once the app draws into
  // #root; remove it before that first frame is painted.
  useLayoutEffect(() => document.getElementById('hl-boot')?.remove(), []);
  // Member info is loaded on every page while a session token exists.
  useMemberInfo();
  return (
    <>
      <InsecureContextNotice />
      <Outlet />
      <ScrollRestoration />
      <SessionWiring />
      <PageViewTracker layout={layout} />
      {idle ? (
        <Suspense fallback={null}>
          <ShellExtras />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Shown while the first lazy route loads: nothing, so the boot shell of index.html (the home's
 * first screen, beside #root) stays on screen instead of a spinner (decision 0045).
 */
export function Splash() {
  return null;
}
