import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import {
  type CodeDelivery,
  createSandboxDelivery,
  type SandboxDelivery,
} from '../../platform/messaging/delivery.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { type AttemptGuard, createAttemptGuard } from './attempt-guard.service.ts';
import { type ContactDirectory, registerAuthRoutes } from './auth.routes.ts';
import { createAuthEventsRepository } from './auth-events.repository.ts';
import { createAuthLimitsRepository } from './auth-limits.repository.ts';
import { createCaptchaRepository } from './captcha.repository.ts';
import { type CaptchaService, createCaptchaService } from './captcha.service.ts';
import { createCodeRepository } from './code.repository.ts';
import { type CodeService, createCodeService } from './code.service.ts';

export type { ContactDirectory } from './auth.routes.ts';

export interface AuthModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** Sandbox mode: codes go to the in-process sandbox delivery, which the sandbox routes read. */
  sandbox: boolean;
  log: FastifyBaseLogger;
  /**
   * Who holds a contact, and a member's bound contacts, for the code endpoint. The member module
   * builds on auth (guard, codes, captcha), so it is registered after auth: app.ts passes a lookup
   * of the member module's directory, first called when a request arrives.
   */
  contacts: () => ContactDirectory;
  now?: (() => Date) | undefined;
}

export interface AuthServices {
  captcha: CaptchaService;
  codes: CodeService;
  /** The brute-force guard of every credential check (members' and operators'). */
  guard: AttemptGuard;
  /** The sandbox's code outbox; undefined outside sandbox mode. */
  sandboxDelivery: SandboxDelivery | undefined;
}

/**
 * Graphic captchas, verification codes, the attempt guard, and the reference lists of the account
 * forms. Registers the captcha, code and reference endpoints; returns the services
 * the member and admin modules build on.
 */
export function registerAuth(app: FastifyInstance, deps: AuthModuleDeps): ModuleRegistration<AuthServices> {
  const { endpoint, db } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const sandboxDelivery = deps.sandbox ? createSandboxDelivery(deps.log) : undefined;
  const captcha = createCaptchaService({
    db,
    repository: createCaptchaRepository(),
    sandbox: deps.sandbox,
    ...clock,
  });
  const limits = createAuthLimitsRepository();
  const codes = createCodeService({
    db,
    repository: createCodeRepository(),
    limits,
    delivery: sandboxDelivery ?? missingDelivery(),
    log: deps.log,
    ...clock,
  });
  const guard = createAttemptGuard({ db, repository: createAuthEventsRepository(), limits, ...clock });

  const members: ContactDirectory = {
    findById: (tx, siteCode, id) => deps.contacts().findById(tx, siteCode, id),
    findByPhone: (tx, siteCode, phone, areaCode) =>
      deps.contacts().findByPhone(tx, siteCode, phone, areaCode),
    findByEmail: (tx, siteCode, email) => deps.contacts().findByEmail(tx, siteCode, email),
  };
  registerAuthRoutes(app, endpoint, { db, captcha, codes, members, sandboxDelivery });
  return {
    services: { captcha, codes, guard, sandboxDelivery },
    jobs: [{ name: 'auth.prune-limits', everyMs: 60 * 60_000, run: () => guard.pruneCounters() }],
  };
}

/**
 * Outside sandbox mode a real SMS/e-mail provider must be plugged in (platform/messaging); until
 * one is, sending a code fails cleanly with "failed to get verification code".
 */
function missingDelivery(): CodeDelivery {
  return {
    name: 'none',
    send: async () => {
      throw new Error('no code delivery provider is configured');
    },
  };
}
