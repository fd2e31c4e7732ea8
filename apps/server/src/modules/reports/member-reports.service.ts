import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { ReportProduct } from '@houseline/shared/reports/report-options';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import type { AGENT_SORT_COLUMNS, MemberReportsRepository } from './member-reports.repository.ts';
import type { PageViewsRepository } from './page-views.repository.ts';
import { dayLabel, dayRangeOf, REPORT_TIME_ZONE } from './reports.service.ts';

export interface MemberReportsDeps {
  db: Db;
  /** The read router: these reports read `shared()` (the replica when there is a healthy one). */
  reads?: ReadRouter | undefined;
  members: MemberReportsRepository;
  pageViews: PageViewsRepository;
  centerCurrency: (siteCode: string) => string;
}

interface RangePage {
  from: string;
  to: string;
  page: number;
  size: number;
}

const slice = (q: RangePage) => ({ limit: q.size, offset: (q.page - 1) * q.size });

/**
 * The console's member reports (issue 24): the win/loss ranking, the agents and the member site's
 * page views per route, each over a range of brand days, the brand's own figures only, paged.
 */
export function createMemberReportsService(deps: MemberReportsDeps) {
  const readDb = () => deps.reads?.shared() ?? deps.db;
  return {
    async ranking(
      siteCode: string,
      q: RangePage & { order: 'winners' | 'losers'; product?: ReportProduct | undefined },
    ) {
      const currency = deps.centerCurrency(siteCode);
      const { list, total, totals } = await deps.members.ranking(
        readDb(),
        siteCode,
        currency,
        dayRangeOf(q.from, q.to),
        {
          order: q.order,
          product: q.product,
          ...slice(q),
        },
      );
      const first = slice(q).offset + 1;
      return {
        currency,
        timeZone: REPORT_TIME_ZONE,
        list: list.map((r, i) => ({
          rank: first + i,
          memberId: r.memberId.toString(),
          username: r.username,
          vipLevel: r.vipLevel,
          bets: r.bets,
          stake: wire(r.stake),
          payout: wire(r.payout),
          net: wire(r.payout - r.stake),
        })),
        total,
        totals: {
          bets: totals.bets,
          stake: wire(totals.stake),
          payout: wire(totals.payout),
          net: wire(totals.payout - totals.stake),
        },
      };
    },

    async agents(siteCode: string, q: RangePage & { sort: keyof typeof AGENT_SORT_COLUMNS }) {
      const currency = deps.centerCurrency(siteCode);
      const { list, total } = await deps.members.agents(
        readDb(),
        siteCode,
        currency,
        dayRangeOf(q.from, q.to),
        {
          sort: q.sort,
          ...slice(q),
        },
      );
      return {
        currency,
        timeZone: REPORT_TIME_ZONE,
        list: list.map((r) => ({
          ...r,
          memberId: r.memberId.toString(),
          deposits: wire(r.deposits),
          turnover: wire(r.turnover),
          ggr: wire(r.ggr),
          commission: wire(r.commission),
        })),
        total,
      };
    },

    async pageViews(siteCode: string, q: RangePage) {
      const range = dayRangeOf(q.from, q.to);
      const db = readDb();
      const [routes, days, series] = await Promise.all([
        deps.pageViews.routes(db, siteCode, range, slice(q)),
        deps.pageViews.days(db, siteCode, range),
        deps.pageViews.series(db, siteCode, range),
      ]);
      // The chart's lines: each top route's views on every day of `days`, 0 where it had none.
      const order = [...new Set(series.map((s) => s.route))];
      const perRoute = new Map(order.map((route) => [route, new Map<number, number>()]));
      for (const s of series) perRoute.get(s.route)?.set(s.day, s.views);
      const totalOf = (route: string) =>
        [...(perRoute.get(route)?.values() ?? [])].reduce((a, b) => a + b, 0);
      return {
        timeZone: REPORT_TIME_ZONE,
        list: routes.list,
        total: routes.total,
        days: days.map((d) => ({ day: dayLabel(d.day), views: d.views, visitors: d.visitors })),
        series: order
          .sort((a, b) => totalOf(b) - totalOf(a) || (a < b ? -1 : 1))
          .map((route) => ({ route, views: days.map((d) => perRoute.get(route)?.get(d.day) ?? 0) })),
        totals: routes.totals,
      };
    },
  };
}

export type MemberReportsService = ReturnType<typeof createMemberReportsService>;
