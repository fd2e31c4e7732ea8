import type { VerificationConfig } from '../../config-verification.ts';
import { kycRuleOf, netDepositThresholdOf } from '../../config-verification.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { JobAlerts } from '../../platform/jobs/job-alerts.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { createRiskRepository } from './risk/risk.repository.ts';
import { createRiskService, RISK_RULES, type RiskService } from './risk/risk.service.ts';
import { createVerificationRepository } from './verification.repository.ts';
import { registerVerificationRoutes } from './verification.routes.ts';
import { createVerificationService, type VerificationService } from './verification.service.ts';

export interface VerificationModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  uploads: Pick<UploadsService, 'markKyc' | 'readKyc'>;
  alerts: Pick<JobAlerts, 'raise'>;
  audit: AuditPort;
  /** The app's config: its `verification` part (config-verification.ts). */
  config: { verification: VerificationConfig };
  now?: (() => Date) | undefined;
}

/**
 * Identity verification and risk signals (issue 25, decisions 0062 and 0063): the member's KYC
 * and the withdrawal gate, the KYC queue, and the risk signals raised as job alerts linked to the
 * member (scanned every minute; limit changes reported through `risk.recordLimitChange`).
 */
export function registerVerification(
  deps: VerificationModuleDeps,
): ModuleRegistration<{ verification: VerificationService; risk: RiskService }> {
  const { db } = deps;
  const config = deps.config.verification;
  const clock = deps.now ? { now: deps.now } : {};
  const verification = createVerificationService({
    db,
    repository: createVerificationRepository(),
    uploads: deps.uploads,
    audit: deps.audit,
    ruleOf: (siteCode) => kycRuleOf(config, siteCode),
    ...clock,
  });
  const risk = createRiskService({
    db,
    repository: createRiskRepository(),
    alerts: deps.alerts,
    audit: deps.audit,
    netDepositThresholdOf: (siteCode) => netDepositThresholdOf(config, siteCode),
    ...clock,
  });
  registerVerificationRoutes(deps.endpoint, { verification, risk });
  return {
    services: { verification, risk },
    jobs: [{ name: 'risk-signals', everyMs: RISK_RULES.scanEveryMs, run: (signal) => risk.scan(signal) }],
  };
}
