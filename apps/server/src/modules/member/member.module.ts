import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { PasswordKeys } from '../../platform/crypto/rsa-keys.ts';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AttemptGuard } from '../auth/attempt-guard.service.ts';
import type { CaptchaService } from '../auth/captcha.service.ts';
import type { CodeService } from '../auth/code.service.ts';
import { type AccountService, createAccountService, type MemberMessages } from './account.service.ts';
import { createMemberRepository, type MemberRepository } from './member.repository.ts';
import { registerMemberRoutes } from './member.routes.ts';
import { createMemberService } from './member.service.ts';
import { createPasswordReader } from './passwords.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';

export interface MemberModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  sessions: SessionService;
  /** The login-form RSA key pair: passwords arrive encrypted with its public half. */
  passwordKeys: PasswordKeys;
  log: FastifyBaseLogger;
  /** From the auth module. */
  captcha: CaptchaService;
  codes: CodeService;
  guard: AttemptGuard;
  /** The messages module (registered before): the welcome message on registration. */
  messages: MemberMessages;
  now?: (() => Date) | undefined;
}

export interface MemberServices {
  /**
   * The member records (the repository): other modules take narrow views of it (auth's contact
   * directory, the wallet's withdrawal lock, admin's status changes); tests read it.
   */
  members: MemberRepository;
  accounts: AccountService;
  /** Personal info and the withdrawal password (withdrawals and withdraw-accounts check it). */
  profile: ProfileService;
}

/**
 * Members: register, log in and recover (sessions), the member's info, personal
 * info and the withdrawal password. Registers those endpoints; returns the member records and the
 * services the wallet, withdraw-accounts and admin modules build on.
 */
export function registerMember(
  _app: FastifyInstance,
  deps: MemberModuleDeps,
): ModuleRegistration<MemberServices> {
  const { endpoint, db, captcha, codes, guard } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const members = createMemberRepository();
  const passwords = createPasswordReader(deps.passwordKeys, deps.log);
  const profile = createProfileService({ db, members, codes, guard, passwords, ...clock });
  const accounts = createAccountService({
    db,
    members,
    sessions: deps.sessions,
    captcha,
    codes,
    guard,
    passwords,
    messages: deps.messages,
    ...clock,
  });
  registerMemberRoutes(endpoint, {
    members: createMemberService({ db, repository: members }),
    accounts,
    profile,
  });
  return { services: { members, accounts, profile }, jobs: [] };
}
