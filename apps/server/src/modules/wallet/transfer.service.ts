import type { TransferResult, TransferStatus } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { venueTransfers } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { VenueUnknownOutcome, type VenueWalletApi } from '../venues/venue-client.ts';
import type { WalletService } from './wallet.service.ts';
import { HOUSE, makeOrderNo, type WalletAccounts, wire } from './wallet-accounts.ts';
import { TRANSFER_RULES, type WalletRef, walletRef } from './wallet-config.ts';
import { memberAmount, requestHashOf } from './wallet-input.ts';

export type TransferRow = typeof venueTransfers.$inferSelect;

export interface TransferServiceDeps {
  db: Db;
  ledger: LedgerService;
  accounts: WalletAccounts;
  events: MemberEvents;
  wallets: WalletService;
  /** Undefined when no venue API is configured: transfers are refused before any money moves. */
  venue: VenueWalletApi | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
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
 * When the venue does not answer clearly the transfer stays pending, and the reconciler settles it
 * exactly once: it asks the venue whether the id was applied and, if not, repeats the same call.
 */
export function createTransferService(deps: TransferServiceDeps) {
  const { db, ledger, accounts, events, wallets, log } = deps;
  const venueApi = (): VenueWalletApi => {
    if (!deps.venue) throw new AppError('VENUE_UNAVAILABLE');
    return deps.venue;
  };
  const now = deps.now ?? (() => new Date());

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
    const done = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(venueTransfers)
        .set({ status: outcome, updatedAt: now(), lastError: error ?? null })
        .where(and(eq(venueTransfers.id, row.id), eq(venueTransfers.status, 'pending')))
        .returning();
      if (!updated) return false;
      await ledger.post(
        {
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
        },
        tx,
      );
      return true;
    });
    if (done) events.balanceChanged(row.siteCode, row.memberId);
    return done;
  }

  /** Calls the venue for a pending transfer and settles it if the answer is definite. */
  async function drive(row: TransferRow): Promise<TransferStatus> {
    try {
      const answer = await venueApi().transfer({
        transferId: row.transferId,
        venue: row.venue,
        player: venuePlayer(row.siteCode, row.memberId),
        direction: row.direction as 'in' | 'out',
        amount: wire(row.amount),
      });
      const outcome = answer === 'ok' ? 'succeeded' : 'failed';
      if (await settle(row, outcome, answer === 'ok' ? undefined : 'refused by venue')) return outcome;
    } catch (error) {
      if (!(error instanceof VenueUnknownOutcome)) throw error;
      await db
        .update(venueTransfers)
        .set({ attempts: row.attempts + 1, lastError: error.message, updatedAt: now() })
        .where(and(eq(venueTransfers.id, row.id), eq(venueTransfers.status, 'pending')));
      log.warn(
        { transferId: row.transferId, err: error.message },
        'venue transfer outcome unknown; left pending',
      );
    }
    // Unclear, or settled meanwhile by someone else (the reconciler): read what it is now.
    const [latest] = await db.select().from(venueTransfers).where(eq(venueTransfers.id, row.id));
    return latest!.status as TransferStatus;
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
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(venueTransfers)
        .values({
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
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [earlier] = await tx
          .select()
          .from(venueTransfers)
          .where(
            and(
              eq(venueTransfers.siteCode, siteCode),
              eq(venueTransfers.memberId, memberId),
              eq(venueTransfers.requestId, requestId),
            ),
          );
        if (!earlier || earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
        return earlier;
      }
      await ledger.post(
        {
          siteCode,
          kind: 'transfer_out',
          idempotencyKey: `transfer:${transferId}:debit`,
          reference: transferId,
          lines: [
            { accountId: direction === 'in' ? center : venueAccount, currency, amount: -amount },
            { accountId: clearing, currency, amount },
          ],
        },
        tx,
      );
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
      venueApi();

      const row = await open(siteCode, memberId, venueRef, direction, amount, input.requestId, hash);
      events.balanceChanged(siteCode, memberId);
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

    /** Every venue wallet with money back to the center wallet, one transfer each. */
    async recoverAll(siteCode: string, locale: Locale, memberId: bigint, requestId: string) {
      const list = await wallets.wallets(siteCode, locale, memberId);
      const results: { wallet: string; amount: string; status: TransferStatus }[] = [];
      let moved = 0n;
      for (const wallet of list) {
        if (wallet.type !== 10 || wallet.balance === '0.0000') continue;
        const ref = walletRef(siteCode, locale, wallet.code)!;
        const amount = parseAmountToMinor(wallet.balance);
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
      events.balanceChanged(siteCode, memberId);
      return { moved: wire(moved), results, wallets: await wallets.wallets(siteCode, locale, memberId) };
    },

    /**
     * Job: settles transfers left pending (a lost answer, a timeout, a crash between the debit and
     * the venue call). Asks the venue first; a transfer it applied succeeds, one it never saw is
     * sent again under the same id (the venue applies an id once), so the outcome is definite.
     */
    async reconcile(limit = 100, olderThanMs: number = TRANSFER_RULES.reconcileAfterMs): Promise<number> {
      if (!deps.venue) return 0;
      const cutoff = new Date(now().getTime() - olderThanMs);
      const stale = await db
        .select()
        .from(venueTransfers)
        .where(and(eq(venueTransfers.status, 'pending'), lte(venueTransfers.updatedAt, cutoff)))
        .orderBy(asc(venueTransfers.id))
        .limit(limit);
      let settled = 0;
      for (const row of stale) {
        try {
          const known = await venueApi().status(row.transferId);
          if (known === 'ok') {
            if (await settle(row, 'succeeded')) settled += 1;
            continue;
          }
          if ((await drive(row)) !== 'pending') settled += 1;
        } catch (error) {
          if (!(error instanceof VenueUnknownOutcome)) throw error;
          log.warn({ transferId: row.transferId, err: error.message }, 'reconciler: venue still unclear');
        }
      }
      return settled;
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
