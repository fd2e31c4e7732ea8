import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bounds, type DayRange, dayOf, rowsOf } from './report-sql.repository.ts';

/** How many routes the per-day chart draws (the most viewed of the range). */
export const PAGE_VIEW_SERIES_MAX = 5;

/**
 * A page view's route: its path without the query or fragment, each all-digit segment as `:id`
 * (`/sports/match/123?x=1` → `/sports/match/:id`), so one screen is one row however it was reached.
 */
const ROUTE = sql`regexp_replace(split_part(split_part(path, '?', 1), '#', 1), '/[0-9]+(?=/|$)', '/:id', 'g')`;

/**
 * The analytics module's page views (the member site's beacons, `page_views`) per route and per
 * brand day. Each statement reads the brand's rows of the range through `page_views_site_created_idx`.
 */
export function createPageViewsRepository() {
  const views = (siteCode: string, r: DayRange) => {
    const { from, to } = bounds(r);
    return sql`select ${dayOf(sql`created_at`, r)} as day, ${ROUTE} as route, visitor_id, layout
      from page_views where site_code = ${siteCode} and created_at >= ${from} and created_at < ${to}`;
  };

  return {
    /** One page of the routes, most viewed first, and the number of routes. */
    async routes(db: DbOrTx, siteCode: string, r: DayRange, page: { limit: number; offset: number }) {
      const [list, count] = await Promise.all([
        db.execute(sql`
          with v as (${views(siteCode, r)})
          select route, count(*)::int as views, count(distinct visitor_id)::int as visitors,
                 count(*) filter (where layout = 'h5')::int as h5,
                 count(*) filter (where layout = 'desktop')::int as desktop
            from v group by route order by count(*) desc, route
           limit ${page.limit} offset ${page.offset}`),
        db.execute(sql`with v as (${views(siteCode, r)})
          select count(distinct route)::int as routes, count(*)::int as views,
                 count(distinct visitor_id)::int as visitors from v`),
      ]);
      const [sums] = rowsOf<{ routes: number; views: number; visitors: number }>(count);
      return {
        list: rowsOf<{ route: string; views: number; visitors: number; h5: number; desktop: number }>(
          list,
        ).map((row) => ({
          route: row.route,
          views: Number(row.views),
          visitors: Number(row.visitors),
          h5: Number(row.h5),
          desktop: Number(row.desktop),
        })),
        total: Number(sums?.routes ?? 0),
        totals: { views: Number(sums?.views ?? 0), visitors: Number(sums?.visitors ?? 0) },
      };
    },

    /** Every day of the range (none left out): its views and distinct visitors. */
    async days(db: DbOrTx, siteCode: string, r: DayRange) {
      const rows = rowsOf<{ day: number; views: number; visitors: number }>(
        await db.execute(sql`
          with v as (${views(siteCode, r)}),
          per as (select day, count(*) as views, count(distinct visitor_id) as visitors from v group by day)
          select d.day, coalesce(per.views, 0)::int as views, coalesce(per.visitors, 0)::int as visitors
            from generate_series(${r.firstDay}::int, ${r.lastDay}::int) as d(day)
            left join per on per.day = d.day order by d.day`),
      );
      return rows.map((row) => ({
        day: Number(row.day),
        views: Number(row.views),
        visitors: Number(row.visitors),
      }));
    },

    /** The PAGE_VIEW_SERIES_MAX most viewed routes of the range, each with its views per day. */
    async series(db: DbOrTx, siteCode: string, r: DayRange) {
      const rows = rowsOf<{ route: string; day: number; views: number }>(
        await db.execute(sql`
          with v as (${views(siteCode, r)}),
          top as (select route from v group by route order by count(*) desc, route limit ${PAGE_VIEW_SERIES_MAX})
          select v.route, v.day, count(*)::int as views from v join top on top.route = v.route
           group by v.route, v.day`),
      );
      return rows.map((row) => ({ route: row.route, day: Number(row.day), views: Number(row.views) }));
    },
  };
}

export type PageViewsRepository = ReturnType<typeof createPageViewsRepository>;
