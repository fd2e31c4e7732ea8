import type { SiteConfig } from '@houseline/shared/api/contract/site';

type ScriptsList = SiteConfig['scriptsList'];
type StatisticsScript = ScriptsList[string][number];

/** The built-in page counter the server serves (kind `counter`). */
export const COUNTER_SCRIPT_PATH = '/static/stats/counter.js';

/** The scripts for this host: its own entry, else `default` (SPEC.md §7). */
export function scriptsForHost(list: ScriptsList, hostname: string): StatisticsScript[] {
  return list[hostname] ?? list.default ?? [];
}

/** The counter script is told the brand, since a beacon cannot carry the `site_code` header. */
export function scriptUrl(script: StatisticsScript, siteCode: string): string {
  return script.kind === 'counter'
    ? `${COUNTER_SCRIPT_PATH}?id=${encodeURIComponent(script.value)}&site=${encodeURIComponent(siteCode)}`
    : script.value;
}

/**
 * Adds each statistics script once (a `data-stats` marker prevents duplicates on re-render).
 * A script that cannot be added or fails to load is logged and skipped (SPEC.md §8).
 * Returns the number of scripts added.
 */
export function loadStatisticsScripts(
  list: ScriptsList,
  hostname: string,
  siteCode: string,
  doc: Document = document,
): number {
  let added = 0;
  for (const script of scriptsForHost(list, hostname)) {
    const src = scriptUrl(script, siteCode);
    try {
      const present = [...doc.querySelectorAll<HTMLScriptElement>('script[data-stats]')].some(
        (el) => el.dataset.stats === src,
      );
      if (present) continue;
      const el = doc.createElement('script');
      el.async = true;
      el.src = src;
      el.dataset.stats = src;
      el.addEventListener('error', () => console.warn(`[stats] failed to load ${src}`));
      doc.head.appendChild(el);
      added += 1;
    } catch (error) {
      console.warn(`[stats] could not add ${src}`, error);
    }
  }
  return added;
}
