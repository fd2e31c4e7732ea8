/**
 * The choices of the console's member reports (issue 24), as plain data: the contract's schemas
 * validate them on the server, the console lists them in its filters without the schemas.
 */

/** The products a ranking may be narrowed to: the sportsbook, the house live tables, each venue product. */
export const REPORT_PRODUCTS = [
  'sportsbook',
  'live_tables',
  'slot',
  'lottery',
  'cards',
  'fishing',
  'live',
] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];

/** `winners`: the members who won the most first; `losers`: who lost the most first. */
export const RANKING_ORDERS = ['winners', 'losers'] as const;

/** What the agent report may be sorted by (largest first). */
export const AGENT_REPORT_SORTS = [
  'turnover',
  'deposits',
  'ggr',
  'commission',
  'newMembers',
  'members',
] as const;
