import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Skeleton } from '../../components/skeleton.tsx';
import { brand, siteCode } from '../../config/brand.ts';
import './recommend-slot.css';

const RecommendStrip = lazy(async () => ({
  default: (await import('../../features/sportsbook/components/recommend-strip.tsx')).RecommendStrip,
}));

/** Brands with recommended matches (SPEC.md §4); others never load the strip. */
const RECOMMEND_SITES: readonly string[] = ['hgty', 'hgtyc'];

/**
 * The match lists a home fills from match/recommend/list (SPEC.md §4): the recommended list
 * (placement 2) on the homes of the brands that have one, and on a sports-first home (the brand
 * with its own home screen) the main match list too (placement 1). None for other brands.
 */
export function homeMatchPlacements(site: string, variant: 'standard' | 'sports'): Array<1 | 2> {
  if (!RECOMMEND_SITES.includes(site)) return [];
  return variant === 'sports' ? [2, 1] : [2];
}

/** How long after the page's load the strip's code, messages and data are fetched. */
const AFTER_LOAD_MS = 2_500;

/** Calls `run` once the page has loaded and then stayed a while (and the browser is idle). */
function afterLoadSettles(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 0));
  const start = () => {
    timer = setTimeout(() => idle(run), AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
  };
}

/**
 * The recommended-matches strip of a home screen. Its box keeps the strip's height from the first
 * paint with a placeholder (`recommend-slot.css`), so nothing below it moves; the strip itself —
 * its code, messages, data and odds socket — loads once the home's own load has settled, so on a
 * slow phone it does not compete with the first screen.
 */
export function RecommendSlot({ phone }: { phone: boolean }) {
  const [ready, setReady] = useState(false);
  const placements = homeMatchPlacements(siteCode, brand.home.variant);
  const wanted = placements.length > 0;
  // In a transition: React draws the strip in slices of a few milliseconds (decision 0046).
  useEffect(
    () => (wanted ? afterLoadSettles(() => startTransition(() => setReady(true))) : undefined),
    [wanted],
  );
  if (!wanted) return null;
  const waiting = (
    <div className="rc-slot__wait">
      <Skeleton height={96} radius={12} />
      <Skeleton height={96} radius={12} />
      <Skeleton height={96} radius={12} />
    </div>
  );
  return (
    <div className={phone ? 'rc-slot is-h5' : 'rc-slot is-desktop'}>
      {ready ? (
        <Suspense fallback={waiting}>
          {placements.map((placement) => (
            <RecommendStrip key={placement} phone={phone} placement={placement} />
          ))}
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}
