import {
  adminDailyReportQuerySchema,
  adminDailyReportSchema,
  adminDashboardQuerySchema,
  adminDashboardSchema,
  adminPlayerListSchema,
  adminPlayerNoteRequestSchema,
  adminPlayerNoteSchema,
  adminPlayerProfileQuerySchema,
  adminPlayerProfileSchema,
  adminPlayerRecordsQuerySchema,
  adminPlayerRecordsSchema,
  adminPlayerSearchQuerySchema,
} from './contract/reports.ts';
import type { EndpointDef } from './endpoint-def.ts';

/** The console's reports (`/api/admin/v1/reports/…`): reads only, per brand (the `site_code` header). */
export const reportsEndpoints = {
  adminDashboard: {
    method: 'GET',
    path: '/api/admin/v1/reports/dashboard',
    request: adminDashboardQuerySchema,
    response: adminDashboardSchema,
    auth: false,
    permission: 'reports.read',
    summary: "The dashboard: a brand's money and members today against yesterday, queues, alerts, per day",
  },
  adminPlayerSearch: {
    method: 'GET',
    path: '/api/admin/v1/players/search',
    request: adminPlayerSearchQuerySchema,
    response: adminPlayerListSchema,
    auth: false,
    permission: 'members.read',
    summary:
      "Find the brand's members by account name, phone, e-mail, member id, bank card, IP or invite code",
  },
  adminPlayerProfile: {
    method: 'GET',
    path: '/api/admin/v1/players/profile',
    request: adminPlayerProfileQuerySchema,
    response: adminPlayerProfileSchema,
    auth: false,
    permission: 'members.read',
    summary: "A player 360 page's head: profile, status, wallets, turnover, VIP, agent line, totals",
  },
  adminPlayerRecords: {
    method: 'GET',
    path: '/api/admin/v1/players/records',
    request: adminPlayerRecordsQuerySchema,
    response: adminPlayerRecordsSchema,
    auth: false,
    permission: 'members.read',
    summary:
      "One kind of a player's records (deposits, withdrawals, bets, ledger, logins, notes, audit), paged",
  },
  adminPlayerNoteAdd: {
    method: 'POST',
    path: '/api/admin/v1/players/notes',
    request: adminPlayerNoteRequestSchema,
    response: adminPlayerNoteSchema,
    auth: false,
    permission: 'members.notes',
    summary: "Add an operator's note to a player (audited; notes are never edited)",
  },
  adminDailyReport: {
    method: 'GET',
    path: '/api/admin/v1/reports/daily',
    request: adminDailyReportQuerySchema,
    response: adminDailyReportSchema,
    auth: false,
    permission: 'reports.read',
    summary: 'Per brand day over a range: money in and out, GGR, bonus, NGR, members; bets by product',
  },
} as const satisfies Record<string, EndpointDef>;
