import type { DashboardDay } from '@houseline/shared/api/contract/reports';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import type { PlayerQuery, PlayerSearchRepository } from './player-search.repository.ts';
import type { DayFigures, DayRange, ReportsRepository } from './reports.repository.ts';

/** Brand days are Beijing days (UTC+8, no daylight saving), as the VIP and task days are. */
export const REPORT_TIME_ZONE = 'Asia/Shanghai';
const OFFSET_SECONDS = 8 * 3_600;
const DAY_SECONDS = 86_400;

export interface ReportsDeps {
  db: Db;
  /** The read router (DATABASE_READ_URL): the reports and the player search read `shared()`. */
  reads?: ReadRouter | undefined;
  repository: ReportsRepository;
  playerSearch: PlayerSearchRepository;
  /** The brand's center-wallet currency (the wallet module's rule, passed in by app.ts). */
  centerCurrency: (siteCode: string) => string;
  now?: () => Date;
}

/** A brand day number as its `YYYY-MM-DD` label. */
export function dayLabel(day: number): string {
  return new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10);
}

/** A report's `from`..`to` labels (brand days, inclusive, validated by the contract) as a day range. */
export function dayRangeOf(fromDay: string, toDay: string): DayRange {
  const dayNumber = (label: string) => Math.floor(Date.parse(`${label}T00:00:00Z`) / 1000 / DAY_SECONDS);
  return { firstDay: dayNumber(fromDay), lastDay: dayNumber(toDay), offsetSeconds: OFFSET_SECONDS };
}

function present(f: DayFigures): DashboardDay {
  return {
    day: dayLabel(f.day),
    deposits: wire(f.deposits),
    depositCount: f.depositCount,
    withdrawals: wire(f.withdrawals),
    withdrawalCount: f.withdrawalCount,
    ggr: wire(f.ggr),
    turnover: wire(f.turnover),
    newMembers: f.newMembers,
    activeMembers: f.activeMembers,
  };
}

/** The console's read models; every figure is the brand's own (the request's `site_code`). */
export function createReportsService(deps: ReportsDeps) {
  const { repository, centerCurrency, now = () => new Date() } = deps;
  // Every read here is read-only and shared (no member's own write to see): the replica when
  // DATABASE_READ_URL names a healthy one, else the primary (issue 27, decision 0070).
  const readDb = () => deps.reads?.shared() ?? deps.db;
  return {
    async dashboard(siteCode: string, days: number) {
      const today = Math.floor((now().getTime() / 1000 + OFFSET_SECONDS) / DAY_SECONDS);
      const currency = centerCurrency(siteCode);
      const range = { firstDay: today - days + 1, lastDay: today, offsetSeconds: OFFSET_SECONDS };
      const db = readDb();
      const [daily, queues] = await Promise.all([
        repository.daily(db, siteCode, currency, range),
        repository.queues(db, siteCode),
      ]);
      const series = daily.map(present);
      const last = series.at(-1);
      const before = series.at(-2);
      if (!last || !before) throw new Error('the dashboard range has at least two days');
      return {
        currency,
        timeZone: REPORT_TIME_ZONE,
        today: last,
        yesterday: before,
        daily: series,
        pending: {
          deposits: queues.deposits,
          withdrawals: queues.withdrawals,
          latePayments: queues.latePayments,
        },
        openAlerts: queues.openAlerts,
      };
    },

    /** Per brand day from `from` to `to` (inclusive, brand days), with bonus cost and NGR; bets by product. */
    async daily(siteCode: string, fromDay: string, toDay: string) {
      const currency = centerCurrency(siteCode);
      const range = dayRangeOf(fromDay, toDay);
      const db = readDb();
      const [daily, bonus, products] = await Promise.all([
        repository.daily(db, siteCode, currency, range),
        repository.bonus(db, siteCode, currency, range),
        repository.products(db, siteCode, currency, range),
      ]);
      return {
        currency,
        timeZone: REPORT_TIME_ZONE,
        days: daily.map((f) => {
          const cost = bonus.get(f.day) ?? 0n;
          return { ...present(f), bonus: wire(cost), ngr: wire(f.ggr - cost) };
        }),
        products: products.map((p) => ({
          product: p.product,
          bets: Number(p.bets),
          stake: wire(BigInt(p.stake)),
          payout: wire(BigInt(p.payout)),
          ggr: wire(BigInt(p.ggr)),
        })),
      };
    },

    async playerSearch(siteCode: string, query: PlayerQuery) {
      const { rows, total } = await deps.playerSearch.search(readDb(), siteCode, query);
      return {
        list: rows.map((r) => ({
          memberId: r.id.toString(),
          username: r.username,
          phone: r.phone,
          email: r.email,
          status: r.status,
          vipLevel: r.vipLevel,
          inviteCode: r.inviteCode,
          createdAt: r.createdAt.toISOString(),
          lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
        })),
        total,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
