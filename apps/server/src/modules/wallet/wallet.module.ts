import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { Books } from '../books/books.service.ts';
import type { ProfileService } from '../member/profile.service.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { createDepositService, type DepositService } from './deposit.service.ts';
import { createExchangeRepository } from './exchange.repository.ts';
import { createExchangeService, type ExchangeService } from './exchange.service.ts';
import { createRecordsRepository } from './records.repository.ts';
import { createRecordsService, type RecordsService } from './records.service.ts';
import { registerGatewayCallbacks, registerSandboxWalletRoutes } from './sandbox.routes.ts';
import { createSandboxChain, type SandboxChain } from './sandbox-chain.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createTransferService, type TransferService, type TransferServiceDeps } from './transfer.service.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { registerWalletRoutes } from './wallet.routes.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import { createWalletAccounts, type WalletAccounts } from './wallet-accounts.ts';
import { createWalletAdminService, type WalletAdminService } from './wallet-admin.service.ts';
import { registerWalletOpsRoutes } from './wallet-ops.routes.ts';
import { createWalletSettingsRepository } from './wallet-settings.repository.ts';
import { registerWalletSettingsRoutes } from './wallet-settings.routes.ts';
import { createWalletSettings, type WalletSettings } from './wallet-settings.service.ts';
import { createWithdrawRepository } from './withdraw.repository.ts';
import {
  createWithdrawService,
  type WithdrawGate,
  type WithdrawLimitsPort,
  type WithdrawMembers,
  type WithdrawService,
} from './withdraw.service.ts';

type DemoVenue = Parameters<typeof registerSandboxWalletRoutes>[2]['demoVenue'];

export interface WalletModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** Transaction records read from the read replica with read-your-writes (issue 27). */
  reads?: Pick<ReadRouter, 'forMember'> | undefined;
  books: Books;
  /** The member's record and lock, for withdrawals (the member repository fits). */
  members: WithdrawMembers;
  /** The withdrawal password check. */
  profile: ProfileService;
  /** The member's daily withdrawal limits (VIP, bound late); absent: the wallet's defaults. */
  withdrawLimits?: WithdrawLimitsPort | undefined;
  /** The brand's four-eyes threshold (the operator room's setting): above it approvals take two. */
  fourEyesThreshold?: ((siteCode: string) => bigint) | undefined;
  /** Identity verification before a withdrawal (issue 25), bound late. */
  withdrawGate?: WithdrawGate | undefined;
  /** Venue code -> provider adapter; a venue no provider serves refuses before any money moves. */
  venues: TransferServiceDeps['venues'];
  /** Venue maintenance and where venues have games (the games module), bound late. */
  venueGate?: TransferServiceDeps['venueGate'];
  /** The member's venue rounds brought into our books before money leaves a venue, bound late. */
  beforeTransferOut?: TransferServiceDeps['beforeTransferOut'];
  /** Where jobs and stuck transfers raise alerts for operators. */
  alerts: TransferServiceDeps['alerts'];
  /** How long a venue call may take before it is aborted. */
  venueTimeoutMs: number;
  /** The operator audit log, for the wallet's operator endpoints (late payments, stuck transfers). */
  operators: Pick<OperatorsService, 'audit'>;
  /** The audit port the brand's money settings write through, in their own transaction. */
  audit: AuditPort;
  /** The built-in demo venue, when it runs in this process (sandbox). */
  demoVenue: DemoVenue | undefined;
  sandbox: boolean;
  gatewaySecret: string;
  depositAddressSeed: string;
  chainBlockMs: number;
  log: FastifyBaseLogger;
  now?: (() => Date) | undefined;
}

export interface WalletServices {
  wallets: WalletService;
  accounts: WalletAccounts;
  deposits: DepositService;
  chain: SandboxChain;
  withdrawals: WithdrawService;
  transfers: TransferService;
  exchange: ExchangeService;
  records: RecordsService;
  /** What the back office does to wallets (adjustment accounts, waiving turnover). */
  walletAdmin: WalletAdminService;
  /** The brand's deposit channels and withdrawal rules (decision 0082). */
  settings: WalletSettings;
}

/**
 * The wallet (DESIGN.md §5, §6; decision 0009): balances and assets, deposits with the sandbox
 * gateway and chain, withdrawals, venue transfers, exchange and records — all on the ledger.
 * Registers the member endpoints, the gateway callback and, in sandbox mode, the sandbox routes;
 * returns the services and the jobs (deposit expiry, the chain watcher, the transfer reconciler).
 */
export function registerWallet(
  app: FastifyInstance,
  deps: WalletModuleDeps,
): ModuleRegistration<WalletServices> {
  const { endpoint, db, books } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const accounts = createWalletAccounts(books);
  const walletRepository = createWalletRepository();
  const wallets = createWalletService({ db, repository: walletRepository });
  const money = { db, books, accounts, ...clock };
  const settings = createWalletSettings({
    db,
    repository: createWalletSettingsRepository(),
    audit: deps.audit,
    // The gateway and the chain are sandbox providers: outside the sandbox only bank transfers.
    channelKinds: deps.sandbox ? ['bank', 'gateway', 'usdt'] : ['bank'],
    fourEyesThreshold: deps.fourEyesThreshold,
    ...clock,
  });
  const deposits = createDepositService({
    ...money,
    log: deps.log,
    gateway: createSandboxGateway(deps.gatewaySecret),
    addressSeed: deps.depositAddressSeed,
    settings,
  });
  const chain = createSandboxChain({ db, deposits, settings, blockMs: deps.chainBlockMs, ...clock });
  const withdrawals = createWithdrawService({
    ...money,
    repository: createWithdrawRepository(),
    balances: walletRepository,
    members: deps.members,
    profile: deps.profile,
    withdrawLimits: deps.withdrawLimits,
    rules: settings,
    fourEyesThreshold: deps.fourEyesThreshold,
    withdrawGate: deps.withdrawGate,
  });
  const transfers = createTransferService({
    ...money,
    wallets,
    venues: deps.venues,
    alerts: deps.alerts,
    venueTimeoutMs: deps.venueTimeoutMs,
    venueGate: deps.venueGate,
    beforeTransferOut: deps.beforeTransferOut,
    log: deps.log,
  });
  const exchange = createExchangeService({ ...money, repository: createExchangeRepository(), wallets });
  const records = createRecordsService({
    db,
    reads: deps.reads,
    repository: createRecordsRepository(),
    ...clock,
  });

  registerWalletRoutes(endpoint, {
    wallets,
    deposits,
    withdrawals,
    transfers,
    exchange,
    records,
    venueGate: deps.venueGate,
  });
  registerWalletOpsRoutes(endpoint, { deposits, transfers, operators: deps.operators });
  registerWalletSettingsRoutes(endpoint, settings);
  registerGatewayCallbacks(app, deposits);
  if (deps.sandbox && deps.demoVenue) {
    registerSandboxWalletRoutes(app, endpoint, {
      deposits,
      chain,
      demoVenue: deps.demoVenue,
      gatewaySecret: deps.gatewaySecret,
      now: deps.now ?? (() => new Date()),
    });
  }

  const jobs: Job[] = [
    { name: 'deposits.expire', everyMs: 60_000, run: async () => void (await deposits.expireOverdue()) },
    ...(deps.sandbox ? [{ name: 'deposits.chain', everyMs: 1_000, run: () => chain.watchChain() }] : []),
    { name: 'transfers.reconcile', everyMs: 5_000, run: async () => void (await transfers.reconcile()) },
  ];
  return {
    services: {
      wallets,
      accounts,
      deposits,
      chain,
      withdrawals,
      transfers,
      exchange,
      records,
      walletAdmin: createWalletAdminService({ db, accounts, balances: walletRepository, books }),
      settings,
    },
    jobs,
  };
}
