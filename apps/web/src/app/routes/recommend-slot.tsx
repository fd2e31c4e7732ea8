import { lazy, Suspense, useEffect, useState } from 'react';
import { siteCode } from '../../config/brand.ts';

const RecommendStrip = lazy(async () => ({
  default: (await import('../../features/sportsbook/components/recommend-strip.tsx')).RecommendStrip,
}));

/** Brands with recommended matches (SPEC.md §4); others never load the strip. */
const RECOMMEND_SITES: readonly string[] = ['hgty', 'hgtyc'];

/**
 * The recommended-matches strip of a home screen, loaded after the home has painted (its code,
 * messages and odds socket are not part of the home's first-screen budget). Its box keeps the
 * strip's height from the first paint (`rc-slot` in the home's CSS), so nothing below it moves
 * when it arrives.
 */
export function RecommendSlot({ phone }: { phone: boolean }) {
  const [ready, setReady] = useState(false);
  const wanted = RECOMMEND_SITES.includes(siteCode);
  useEffect(() => {
    if (!wanted) return;
    const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(() => setReady(true));
  }, [wanted]);
  if (!wanted) return null;
  return (
    <div className={phone ? 'rc-slot is-h5' : 'rc-slot is-desktop'}>
      {ready ? (
        <Suspense fallback={null}>
          <RecommendStrip phone={phone} />
        </Suspense>
      ) : null}
    </div>
  );
}
