import { useEffect } from 'react';
import { siteCode } from '../../../config/brand.ts';
import { useSiteConfig } from '../api/site-config-query.ts';
import { loadStatisticsScripts } from '../lib/statistics-scripts.ts';

/**
 * Adds the visitor-statistics scripts for this host once the site config is known. When the site
 * config cannot be had, the brand's own statistics config module is loaded (lazily: it is a chunk
 * of its own, SPEC.md §7) and used instead. Renders nothing.
 */
export function StatisticsScripts() {
  const site = useSiteConfig();
  const scriptsList = site.data?.scriptsList;
  const failed = site.isError;
  useEffect(() => {
    const host = window.location.hostname;
    if (scriptsList) {
      loadStatisticsScripts(scriptsList, host, siteCode);
      return;
    }
    if (!failed) return;
    let live = true;
    import('virtual:brand-statistics')
      .then(({ statistics }) => {
        if (live) loadStatisticsScripts(statistics.scriptsList, host, siteCode);
      })
      .catch((error: unknown) => console.warn('[statistics] the brand config did not load', error));
    return () => {
      live = false;
    };
  }, [scriptsList, failed]);
  return null;
}
