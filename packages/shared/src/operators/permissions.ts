/**
 * Who may do what in the back office: one map from each operator action (a permission) to the
 * roles that hold it. The server's endpoint registrar refuses an operator endpoint that declares
 * no permission, and checks this map on every request; the console reads the same map to show
 * only what the signed-in role may use. A role is a set of permissions and nothing else.
 */

export const OPERATOR_ROLES = ['admin', 'finance', 'risk', 'trader', 'support', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const ALL = OPERATOR_ROLES;

export const PERMISSIONS = {
  /** One's own session and second factor: log out, enrol and confirm TOTP. */
  'session.self': ALL,
  /** Operator accounts: create, disable/enable, reset password, force TOTP, end sessions. */
  'operators.manage': ['admin'],
  /** The audit log. */
  'audit.read': ['admin', 'risk'],
  'deposits.read': ['admin', 'finance', 'risk', 'support'],
  'deposits.act': ['admin', 'finance'],
  'withdrawals.read': ['admin', 'finance', 'risk', 'support'],
  'withdrawals.review': ['admin', 'finance', 'risk'],
  'withdrawals.approve': ['admin', 'finance'],
  'withdrawals.pay': ['admin', 'finance'],
  'withdrawals.reject': ['admin', 'finance', 'risk'],
  /** Asking for a manual adjustment (above the brand's threshold it waits for a second operator). */
  'members.adjust': ['admin'],
  /** Giving the second approval of an adjustment above the threshold. */
  'members.adjust.approve': ['admin', 'finance'],
  'members.turnover': ['admin'],
  'members.status': ['admin', 'risk'],
  /** Finding players and reading their records (the console's player search). */
  'members.read': ['admin', 'finance', 'risk', 'support'],
  /** The dashboard and the reports. */
  'reports.read': ['admin', 'finance', 'risk'],
  'jobs.read': ['admin'],
  'jobs.act': ['admin'],
  'books.audit': ['admin'],
  /** The venue transfers stuck past the reconciler's attempt cap (what `transfers.retry` acts on). */
  'transfers.read': ['admin'],
  'transfers.retry': ['admin'],
  'venues.read': ['admin', 'finance'],
  'venues.act': ['admin'],
  'content.read': ['admin', 'content'],
  'content.write': ['admin', 'content'],
  'promos.review': ['admin', 'finance'],
  'notices.write': ['admin', 'content'],
  'feedback.read': ['admin', 'finance', 'support'],
  'feedback.reply': ['admin', 'finance', 'support'],
  'sports.read': ['admin', 'finance', 'risk', 'trader'],
  'sports.trade': ['admin', 'trader'],
  // console (issue 24)
  /** Writing notes on a player's 360 page. */
  'members.notes': ['admin', 'finance', 'risk', 'support'],
  // ── verification (issue 25, decision 0062): identity documents and risk alerts.
  /** The KYC queue and the members' documents. */
  'kyc.read': ['admin', 'risk'],
  /** Verifying, rejecting or asking to resubmit. */
  'kyc.review': ['admin', 'risk'],
  'risk.read': ['admin', 'risk'],
  /** Recording what was done about a risk alert. */
  'risk.act': ['admin', 'risk'],
  // service-desk (issue 26): answering chats; seeing every chat, the reports and the settings.
  'service.chat': ['admin', 'support'],
  'service.supervise': ['admin'],
  // protection (issue 25): a member's limits, breaks and exclusions, and the register of exclusions.
  'protection.read': ['admin', 'risk', 'support'],
  // the VIP ladder (issue 24): its bonuses are money, so only admin and finance change it.
  'vip.read': ['admin', 'finance', 'risk', 'content'],
  'vip.write': ['admin', 'finance'],
  // the agent commission rates (issue 24): commissions are money, so only admin and finance change them.
  'agent.read': ['admin', 'finance', 'risk'],
  'agent.write': ['admin', 'finance'],
  // the brand's tasks (issue 24, decision 0079): content runs the task centre; finance reads it.
  'tasks.read': ['admin', 'content', 'finance'],
  'tasks.write': ['admin', 'content'],
  // the brand's name and slogan (issue 24, decision 0081): content reads them; only admin renames a brand.
  'brand.read': ['admin', 'content'],
  'brand.write': ['admin'],
  // the brand's deposit channels and withdrawal rules (issue 24, decision 0082): money, so finance.
  'payments.read': ['admin', 'finance', 'risk'],
  'payments.write': ['admin', 'finance'],
  // the brand's lobby (issue 24): content runs it; support reads it to answer members about a game.
  'games.read': ['admin', 'content', 'support'],
  'games.write': ['admin', 'content'],
  // the live tables (issue 24, decision 0081): traders run the tables; risk and support read them
  // (a member's "was that shoe fair" question); only admin and traders open, close or change limits.
  'live.read': ['admin', 'trader', 'risk', 'support'],
  'live.write': ['admin', 'trader'],
  // the player 360 page's care actions (issue 24). Ending sessions costs the member only a new login,
  // so support may do it for a member who fears someone else is signed in. Clearing the withdrawal
  // password lets whoever holds the login set a new one and withdraw, so only admin and risk may.
  'members.sessions': ['admin', 'risk', 'support'],
  'members.security': ['admin', 'risk'],
  'members.message': ['admin', 'risk', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorPermission = keyof typeof PERMISSIONS;

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** The roles holding a permission. */
export function rolesFor(permission: OperatorPermission): readonly OperatorRole[] {
  return PERMISSIONS[permission];
}

/** Whether a role holds a permission (an unknown role holds none). */
export function roleMay(role: string, permission: OperatorPermission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}

/** The permissions of a role, in map order. */
export function permissionsOf(role: OperatorRole): OperatorPermission[] {
  return (Object.keys(PERMISSIONS) as OperatorPermission[]).filter((p) => roleMay(role, p));
}

/** Whether an operator bound to `brands` (null: every brand) may act on `siteCode`. */
export function servesBrand(brands: readonly string[] | null, siteCode: string): boolean {
  return brands === null || brands.includes(siteCode);
}
