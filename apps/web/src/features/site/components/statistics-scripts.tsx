import { useEffect } from 'react';
import { siteCode } from '../../../config/brand.ts';
import { useSiteConfig } from '../api/site-config-query.ts';
import { loadStatisticsScripts } from '../lib/statistics-scripts.ts';

/** Adds the visitor-statistics scripts for this host once the site config is known. Renders nothing. */
export function StatisticsScripts() {
  const scriptsList = useSiteConfig().data?.scriptsList;
  useEffect(() => {
    if (scriptsList) loadStatisticsScripts(scriptsList, window.location.hostname, siteCode);
  }, [scriptsList]);
  return null;
}
