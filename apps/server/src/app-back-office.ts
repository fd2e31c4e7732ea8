import type { FastifyInstance } from 'fastify';
import { type AdminModuleDeps, registerAdmin } from './modules/admin/admin.module.ts';
import { type ProtectionModuleDeps, registerProtection } from './modules/protection/protection.module.ts';
import { type ReportsModuleDeps, registerReports } from './modules/reports/reports.module.ts';
import {
  registerVerification,
  type VerificationModuleDeps,
} from './modules/verification/verification.module.ts';

/**
 * The operator's half that reads across the products (issues 24 and 25): the admin actions, the
 * console's read models, identity verification with the risk signals, and player protection's
 * pages and console reads (its guard itself sits on the books port). Kept out of app.ts so the
 * composition root stays readable; each module still takes only what it names.
 */
export function registerBackOffice(
  app: FastifyInstance,
  deps: {
    admin: AdminModuleDeps;
    reports: ReportsModuleDeps;
    verification: VerificationModuleDeps;
    protection: ProtectionModuleDeps;
  },
) {
  const verification = registerVerification(deps.verification);
  registerAdmin(app, deps.admin);
  registerReports(deps.reports);
  // The risk signals hear every limit change, in the change's transaction (decision 0063).
  registerProtection(app, {
    ...deps.protection,
    limitChanged: (siteCode, memberId, direction, tx) =>
      verification.services.risk.recordLimitChange(siteCode, memberId, direction, tx),
  });
  return { verification };
}
