import type { TransferResult, TransferStatus } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { backoffMs, type JobAlerts } from '../../platform/jobs/job-alerts.ts';
import type { Books } from '../books/books.service.ts';
import type { VenueRegistry, VenueWalletApi } from '../venues/venue-registry.service.ts';
import {
  createTransferRepository,
  type TransferRepository,
  type TransferRow,
} from './transfer.repository.ts';
import { recoverableAmount } from './venue-recover.ts';
import type { WalletService } from './wallet.service.ts';
import { HOUSE, makeOrderNo, type WalletAccounts, wire } from './wallet-accounts.ts';
import { TRANSFER_RULES, type WalletRef, walletRef } from './wallet-config.ts';
import { memberAmount, requestHashOf } from './wallet-input.ts';

export type { TransferRow } from './transfer.repository.ts';

const RECONCILE_JOB = 'transfers.reconcile';

export interface TransferServiceDeps {
  db: Db;
  books: Books;
  accounts: WalletAccounts;
  wallets: WalletService;
  /** Venue code -> provider adapter; a venue no provider serves refuses before any money moves. */
  venues: VenueRegistry;
  alerts: JobAlerts;
  /** How long a venue call may take (it is aborted then); a driver's lease outlives it. */
  venueTimeoutMs: number;
  repository?: TransferRepository;
  /** The games' view of venues: maintenance refuses transfers in (before money moves). */
  venueGate?: VenueGate | undefined;
  /** Books the member's rounds at a transfer venue before money leaves it (bound late; 0029). */
  beforeTransferOut?: ((siteCode: string, memberId: bigint, venue: string) => Promise<unknown>) | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** What the games module tells the wallet about venues (issue 11). */
export interface VenueGate {
  venueUnderMaintenance(siteCode: string, venue: string): Promise<boolean>;
  shownVenues(siteCode: string, show: 'h5' | 'pc'): Promise<ReadonlySet<string>>;
}

/** The player id a venue knows a member by. */
export function venuePlayer(siteCode: string, memberId: bigint): string {
  return `${siteCode}_${memberId}`;
}

/**
 * Transfers between the center wallet and a venue wallet (DESIGN.md §6). Money never appears or
 * vanishes when a venue call fails:
 *   1. one commit: the transfer row (pending) and the debit of the source wallet into transfer
 *      clearing (ledger key `transfer:<id>:debit`);
 *   2. the venue call, idempotent by transfer id;
 *   3. one commit: the state change (only from pending) and clearing -> destination on success
 *      (`:settle`), or clearing -> source on a definite refusal (`:refund`).
 * An unclear venue answer leaves it pending; the reconciler settles it once (asks, else repeats).
 */
export function createTransferService(deps: TransferServiceDeps) {
  const { db, books, accounts, wallets, log, alerts } = deps;
  const repo = deps.repository ?? createTransferRepository();
  const venueApi = (venue: string): VenueWalletApi => {
    const adapter = deps.venues.get(venue);
    if (!adapter) throw new AppError('VENUE_UNAVAILABLE');
    return adapter.api;
  };
  const now = deps.now ?? (() => new Date());
  const leaseEnd = (at: Date) => new Date(at.getTime() + deps.venueTimeoutMs + TRANSFER_RULES.leaseMarginMs);

  async function sides(row: TransferRow) {
    const center = await accounts.member(row.siteCode, row.memberId, {
      accountKind: 'center',
      currency: row.currency,
    });
    const venueAccount = await accounts.member(row.siteCode, row.memberId, {
      accountKind: `venue:${row.venue}`,
      currency: row.currency,
    });
    const clearing = await accounts.house(row.siteCode, HOUSE.transferClearing, row.currency);
    return row.direction === 'in'
      ? { source: center, destination: venueAccount, clearing }
      : { source: venueAccount, destination: center, clearing };
  }

  /** Settles a pending transfer once; false when it was already settled. */
  async function settle(row: TransferRow, outcome: 'succeeded' | 'failed', error?: string): Promise<boolean> {
    const { source, destination, clearing } = await sides(row);
    return books.transaction(async (tx) => {
      const updated = await repo.settle(tx, row.id, outcome, error ?? null, now());
      if (!updated) return false;
      await books.move(tx, {
        purpose: outcome === 'succeeded' ? 'transfer_settled' : 'refund',
        memberId: row.memberId,
        siteCode: row.siteCode,
        kind: outcome === 'succeeded' ? 'transfer_in' : 'transfer_refund',
        idempotencyKey: `transfer:${row.transferId}:${outcome === 'succeeded' ? 'settle' : 'refund'}`,
        reference: row.transferId,
        lines: [
          { accountId: clearing, currency: row.currency, amount: -row.amount },
          {
            accountId: outcome === 'succeeded' ? destination : source,
            currency: row.currency,
            amount: row.amount,
          },
        ],
      });
      return true;
    });
  }

  /**
   * An attempt that did not settle: counted and backed off; past the cap the transfer is stuck (still
   * pending, money in clearing) and alerts. Never thrown on: one bad transfer does not stop others.
   */
  async function noteFailure(row: TransferRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = row.attempts + 1;
    const at = now();
    const stuck = attempts >= TRANSFER_RULES.maxAttempts;
    try {
      await repo.noteFailure(db, row.id, {
        attempts,
        lastError: message,
        nextAttemptAt: stuck
          ? null
          : new Date(
              at.getTime() + backoffMs(attempts, TRANSFER_RULES.retryBaseMs, TRANSFER_RULES.retryMaxMs),
            ),
        stuckAt: stuck ? at : null,
        at,
      });
      if (stuck) {
        await alerts.raise(
          RECONCILE_JOB,
          `transfer:${row.transferId}`,
          `venue transfer ${row.transferId} (${row.venue}, ${row.direction} ${wire(row.amount)} ${row.currency}) still pending after ${attempts} attempts: ${message}`,
        );
      } else {
        log.warn(
          { transferId: row.transferId, attempts, err: message },
          'venue transfer not settled; will retry',
        );
      }
    } catch (noteError) {
      // Even the bookkeeping failed (the database is away): the lease expires and the next run retries.
      log.error({ transferId: row.transferId, err: noteError }, 'could not record a transfer attempt');
    }
  }

  /**
   * Calls the venue for a pending transfer and settles it if the answer is definite. Only the
   * holder of the transfer's lease calls the venue; anyone else reads the state as it is.
   */
  async function drive(row: TransferRow, claimed = false): Promise<TransferStatus> {
    const lease = claimed ? row : await repo.claim(db, row.id, now(), leaseEnd(now()));
    if (lease) {
      try {
        const answer = await venueApi(lease.venue).transfer({
          transferId: lease.transferId,
          venue: lease.venue,
          player: venuePlayer(lease.siteCode, lease.memberId),
          direction: lease.direction as 'in' | 'out',
          amount: wire(lease.amount),
        });
        const outcome = answer === 'ok' ? 'succeeded' : 'failed';
        if (await settle(lease, outcome, answer === 'ok' ? undefined : 'refused by venue')) return outcome;
      } catch (error) {
        await noteFailure(lease, error);
      }
    }
    // Unclear, driven by someone else right now, or settled meanwhile: read what it is now.
    const latest = await repo.byId(db, row.id);
    return latest!.status as TransferStatus;
  }

  /** The sync before money leaves a venue; when it fails none leaves (results booked after an
   *  earlier transfer out could take our venue account below zero for good). */
  async function syncBeforeOut(siteCode: string, memberId: bigint, venue: string): Promise<boolean> {
    try {
      await deps.beforeTransferOut?.(siteCode, memberId, venue);
      return true;
    } catch (error) {
      const err = error instanceof Error ? error.message : String(error);
      log.warn({ venue, memberId: String(memberId), err }, 'venue rounds not synced; no transfer out');
      return false;
    }
  }

  async function open(
    siteCode: string,
    memberId: bigint,
    venueRef: WalletRef,
    direction: 'in' | 'out',
    amount: bigint,
    requestId: string,
    hash: string,
  ): Promise<TransferRow> {
    const currency = venueRef.currency;
    const center = await accounts.member(siteCode, memberId, { accountKind: 'center', currency });
    const venueAccount = await accounts.member(siteCode, memberId, venueRef);
    const clearing = await accounts.house(siteCode, HOUSE.transferClearing, currency);
    const at = now();
    const transferId = makeOrderNo('T', at);
    return books.transaction(async (tx) => {
      const row = await repo.insert(tx, {
        siteCode,
        memberId,
        transferId,
        requestId,
        requestHash: hash,
        venue: venueRef.venue!,
        direction,
        amount,
        currency,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      });
      if (!row) {
        const earlier = await repo.byRequest(tx, siteCode, memberId, requestId);
        if (!earlier || earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
        return earlier;
      }
      // Into a venue is money into play (refused for a disabled member); out of one is theirs.
      await books.move(tx, {
        purpose: direction === 'in' ? 'transfer_in' : 'recall',
        memberId,
        siteCode,
        kind: 'transfer_out',
        idempotencyKey: `transfer:${transferId}:debit`,
        reference: transferId,
        lines: [
          { accountId: direction === 'in' ? center : venueAccount, currency, amount: -amount },
          { accountId: clearing, currency, amount },
        ],
      });
      return row;
    });
  }

  return {
    async transfer(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      input: { from: string; to: string; amount: string; requestId: string },
    ): Promise<TransferResult> {
      const from = walletRef(siteCode, locale, input.from);
      const to = walletRef(siteCode, locale, input.to);
      if (!from || !to) throw new AppError('WALLET_UNKNOWN');
      const direction =
        from.code === 'center' && to.venue ? 'in' : to.code === 'center' && from.venue ? 'out' : null;
      if (!direction) throw new AppError('TRANSFER_SAME_WALLET');
      const venueRef = direction === 'in' ? to : from;
      const amount = memberAmount(input.amount, TRANSFER_RULES.min, TRANSFER_RULES.max);
      const hash = requestHashOf(from.code, to.code, amount);
      venueApi(venueRef.venue!);
      if (direction === 'in' && (await deps.venueGate?.venueUnderMaintenance(siteCode, venueRef.venue!))) {
        throw new AppError('VENUE_UNAVAILABLE');
      }
      if (direction === 'out' && !(await syncBeforeOut(siteCode, memberId, venueRef.venue!))) {
        throw new AppError('VENUE_UNAVAILABLE');
      }
      const row = await open(siteCode, memberId, venueRef, direction, amount, input.requestId, hash);
      const status = row.status === 'pending' ? await drive(row) : (row.status as TransferStatus);
      return {
        transferId: row.transferId,
        from: from.code,
        to: to.code,
        amount: wire(amount),
        status,
        wallets: await wallets.wallets(siteCode, locale, memberId),
      };
    },

    /** A member's transfer by its request id (a replayed game launch reports its auto-transfer). */
    async byRequest(siteCode: string, memberId: bigint, requestId: string) {
      const row = await repo.byRequest(db, siteCode, memberId, requestId);
      return row ? { amount: wire(row.amount), status: row.status as TransferStatus } : undefined;
    },

    /** Every venue wallet back to the center, one transfer each, after its rounds are in our books. */
    async recoverAll(siteCode: string, locale: Locale, memberId: bigint, requestId: string) {
      const unsynced = new Set<string>();
      for (const wallet of await wallets.wallets(siteCode, locale, memberId)) {
        const venue = wallet.type === 10 ? walletRef(siteCode, locale, wallet.code)?.venue : null;
        if (venue && !(await syncBeforeOut(siteCode, memberId, venue))) unsynced.add(venue);
      }
      const results: { wallet: string; amount: string; status: TransferStatus }[] = [];
      let moved = 0n;
      for (const wallet of await wallets.wallets(siteCode, locale, memberId)) {
        if (wallet.type !== 10 || wallet.balance === '0.0000') continue;
        const ref = walletRef(siteCode, locale, wallet.code)!;
        if (unsynced.has(ref.venue!)) {
          results.push({ wallet: wallet.code, amount: wire(0n), status: 'failed' });
          continue;
        }
        const mirror = parseAmountToMinor(wallet.balance);
        const api = deps.venues.get(ref.venue!)?.api;
        const player = venuePlayer(siteCode, memberId);
        const amount = api ? await recoverableAmount(api, ref.venue!, player, mirror) : mirror;
        if (amount <= 0n) {
          // All in rounds still open at the venue: nothing to move now, and the answer says so.
          results.push({ wallet: wallet.code, amount: wire(0n), status: 'failed' });
          continue;
        }
        const hash = requestHashOf('recover', wallet.code, amount);
        try {
          const row = await open(
            siteCode,
            memberId,
            ref,
            'out',
            amount,
            `${requestId}-${wallet.code}`.slice(0, 64),
            hash,
          );
          const status = row.status === 'pending' ? await drive(row) : (row.status as TransferStatus);
          if (status === 'succeeded') moved += amount;
          results.push({ wallet: wallet.code, amount: wire(amount), status });
        } catch (error) {
          // The balance changed under us (a concurrent transfer): skip it, the member can retry.
          if (!(error instanceof AppError)) throw error;
          results.push({ wallet: wallet.code, amount: wire(amount), status: 'failed' });
        }
      }
      return { moved: wire(moved), results, wallets: await wallets.wallets(siteCode, locale, memberId) };
    },

    /**
     * Job: settles transfers left pending (lost answer, timeout, crash). Claims a batch (lease,
     * SKIP LOCKED); per transfer asks the venue (applied succeeds, refused refunds, unseen is sent
     * again); errors count against that transfer (backoff, then stuck + alert). `ignoreBackoff`
     * (an operator's "now", tests, a restart) takes every pending transfer that is not stuck.
     */
    async reconcile(
      limit = 100,
      olderThanMs: number = TRANSFER_RULES.reconcileAfterMs,
      options: { ignoreBackoff?: boolean } = {},
    ): Promise<number> {
      if (deps.venues.size === 0) return 0;
      const at = now();
      const cutoff = new Date(at.getTime() - olderThanMs);
      const batch = await db.transaction((tx) =>
        repo.claimBatch(tx, {
          at,
          cutoff,
          leaseUntil: leaseEnd(at),
          limit,
          ignoreBackoff: options.ignoreBackoff ?? false,
        }),
      );
      let settled = 0;
      for (const row of batch) {
        try {
          const known = await venueApi(row.venue).status(row.transferId);
          if (known === 'ok' || known === 'refused') {
            const outcome = known === 'ok' ? 'succeeded' : 'failed';
            if (await settle(row, outcome, known === 'ok' ? undefined : 'refused by venue')) settled += 1;
            continue;
          }
          if ((await drive(row, true)) !== 'pending') settled += 1;
        } catch (error) {
          await noteFailure(row, error);
        }
      }
      return settled;
    },

    /** The site's stuck transfers for operators, the longest stuck first. */
    stuckTransfers(siteCode: string, query: { page: number; size: number }) {
      return repo.stuckPage(db, siteCode, query.page, query.size);
    },

    /** An operator sends a stuck transfer back to the reconciler (attempts from zero). */
    async retryStuck(siteCode: string, transferId: string, audit: (tx: DbOrTx) => Promise<void>) {
      return db.transaction(async (tx) => {
        const row = await repo.unstick(tx, siteCode, transferId, now());
        // Another brand's transfer reads as no transfer at all.
        const existing = row ? null : await repo.byTransferId(tx, transferId);
        if (!row) throw new AppError(existing?.siteCode === siteCode ? 'ORDER_STATE' : 'ORDER_NOT_FOUND');
        await audit(tx);
        return row;
      });
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
