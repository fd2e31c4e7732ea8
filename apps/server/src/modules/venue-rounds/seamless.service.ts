import { createHash } from 'node:crypto';
import { CATEGORY_PRODUCT } from '@houseline/shared/api/contract/casino';
import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { type Books, type LedgerAccountIds, MovementRefused } from '../books/books.service.ts';
import type { VenueRegistry } from '../venues/venue-registry.service.ts';
import type { SeamlessTxnRow, VenueRoundsRepository } from './venue-rounds.repository.ts';

/** The house account a venue's rounds book against (as the sportsbook's `game_pnl:sportsbook`). */
export const venueHouseKind = (venue: string) => `game_pnl:${venue}`;

/** Ledger account ids (the wallet's account cache). Always called before a transaction opens. */
export type VenueAccounts = LedgerAccountIds;

/**
 * The member's live game session at a venue (the game-sessions module), read in the debit's
 * transaction: a debit without one is refused (issue 23 item 7).
 */
export interface GameSessionPort {
  liveSession(tx: DbOrTx, siteCode: string, memberId: bigint, venue: string): Promise<string | undefined>;
}

export const SEAMLESS_KINDS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessKind = (typeof SEAMLESS_KINDS)[number];

export type SeamlessAnswer = { status: 'ok'; balance: string } | { status: 'refused'; reason: string };

/** A member's center wallet at a brand. */
const centerOf = (siteCode: string) => ({
  accountKind: 'center',
  currency: currencyCodeForWallet(1, siteCode),
});

/** `<siteCode>_<memberId>` (venuePlayer in the wallet) back to its parts. */
export function parsePlayer(player: string): { siteCode: string; memberId: bigint } | undefined {
  const m = /^([a-z0-9]{1,16})_(\d{1,18})$/.exec(player);
  if (!m) return undefined;
  return { siteCode: m[1]!, memberId: BigInt(m[2]!) };
}

interface Call {
  txnId: string;
  venue: string;
  player: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  refTxnId: string;
  detail: string;
}

const TEXT = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The fields of a callback, or undefined when one is missing or malformed. */
function readCall(kind: SeamlessKind, body: Record<string, unknown>): Call | undefined {
  const text = (key: string, required: boolean): string | undefined => {
    const v = body[key];
    if (v === undefined && !required) return '';
    return typeof v === 'string' && TEXT.test(v) ? v : undefined;
  };
  const money = kind === 'debit' || kind === 'credit';
  const fields = {
    txnId: text('txnId', kind !== 'balance'),
    venue: text('venue', true),
    player: text('player', true),
    roundId: text('roundId', kind !== 'balance'),
    gameCode: text('gameCode', kind !== 'balance'),
    refTxnId: text('refTxnId', kind === 'rollback'),
  };
  if (Object.values(fields).some((v) => v === undefined)) return undefined;
  let amount = 0n;
  if (money) {
    try {
      amount = parseAmountToMinor(String(body.amount ?? ''));
    } catch {
      return undefined;
    }
    if (amount < 0n) return undefined;
  }
  const detail = typeof body.detail === 'string' ? body.detail.slice(0, 200) : '';
  return { ...(fields as Omit<Call, 'amount' | 'detail'>), amount, detail };
}

/** What a txnId stands for: the same hash again is a retry; another hash under it is a conflict. */
function requestHash(kind: SeamlessKind, c: Call): string {
  return createHash('sha256')
    .update([kind, c.venue, c.player, c.roundId, c.gameCode, c.amount.toString(), c.refTxnId].join('\n'))
    .digest('hex');
}

const ok = (balance: bigint): SeamlessAnswer => ({ status: 'ok', balance: minorToDecimalString(balance) });
const refused = (reason: string): SeamlessAnswer => ({ status: 'refused', reason });

function uniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return (e.cause?.code ?? e.code) === '23505';
}

export interface SeamlessServiceDeps {
  db: Db;
  repository: VenueRoundsRepository;
  books: Books;
  accounts: VenueAccounts;
  venues: VenueRegistry;
  sessions: GameSessionPort;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The seamless wallet (decision 0025): a seamless venue keeps no wallet of its own; it debits the
 * member's center wallet when a round starts and credits it when the round ends. Each call is one
 * transaction — the member's center account row locked first (a member's calls run one at a time),
 * the answer of a txnId read back if it has one, then the ledger entry `sw:<provider>:<txnId>`, the
 * round (venue_bets) and the answer (seamless_txns). Every answer, a refusal too, is final for its
 * txnId: the same call again gets the same answer and moves nothing.
 */
export function createSeamlessService(deps: SeamlessServiceDeps) {
  const { db, repository, books, accounts, venues, sessions, log } = deps;
  const now = deps.now ?? (() => new Date());

  function replay(seen: SeamlessTxnRow, hash: string): SeamlessAnswer {
    if (seen.requestHash !== hash) return refused('conflict');
    return seen.outcome === 'ok' ? ok(seen.balanceAfter) : refused(seen.reason ?? 'refused');
  }

  type Who = { siteCode: string; memberId: bigint; center: bigint; house: bigint; currency: string };

  async function debit(provider: string, c: Call, who: Who, hash: string) {
    const game = await repository.game(db, who.siteCode, c.venue, c.gameCode);
    const maintenance =
      game?.maintenance === true || (await repository.venueMaintenance(db, who.siteCode, c.venue));
    return books.transaction(async (tx) => {
      const balance = await repository.lockAccount(tx, who.center);
      const seen = await repository.txn(tx, provider, c.txnId);
      if (seen) return { answer: replay(seen, hash), moved: false };
      const record = (outcome: 'ok' | 'refused', balanceAfter: bigint, reason: string | null = null) =>
        repository.insertTxn(tx, {
          provider,
          txnId: c.txnId,
          venue: c.venue,
          roundId: c.roundId,
          kind: 'debit',
          siteCode: who.siteCode,
          memberId: who.memberId,
          amount: c.amount,
          outcome,
          reason,
          balanceAfter,
          requestHash: hash,
          createdAt: now(),
        });
      const refuse = async (reason: string) => {
        await record('refused', balance, reason);
        return { answer: refused(reason), moved: false };
      };
      // One debit per round; a round rolled back (even before its debit arrived) stays closed.
      if (
        (await repository.round(tx, c.venue, c.roundId)) ||
        (await repository.roundRolledBack(tx, c.venue, c.roundId))
      ) {
        return refuse('conflict');
      }
      // A debit is the member's stake in a game they have open at this venue and brand: one venue
      // secret must not reach a member who is not playing there. Credits and rollbacks of rounds
      // already debited need no session (the session may have ended since; the money is theirs).
      if (!(await sessions.liveSession(tx, who.siteCode, who.memberId, c.venue))) {
        return refuse('no_session');
      }
      if (maintenance) return refuse('maintenance');
      if (balance < c.amount) return refuse('insufficient');
      let after = balance;
      if (c.amount > 0n) {
        let posted: Awaited<ReturnType<Books['move']>>;
        try {
          posted = await books.move(tx, {
            purpose: 'seamless_debit',
            memberId: who.memberId,
            siteCode: who.siteCode,
            kind: 'venue_debit',
            idempotencyKey: `sw:${provider}:${c.txnId}`,
            reference: `vr:${c.venue}:${c.roundId}`,
            memo: `${c.venue} round`,
            lines: [
              { accountId: who.center, currency: who.currency, amount: -c.amount },
              { accountId: who.house, currency: who.currency, amount: c.amount },
            ],
          });
        } catch (error) {
          // A guard's refusal (a disabled member) wrote nothing: it is this txnId's final answer.
          if (error instanceof MovementRefused) return refuse('member_disabled');
          throw error;
        }
        after = posted.postings.find((p) => p.accountId === who.center)?.balanceAfter ?? balance - c.amount;
      }
      if (!game)
        log.warn({ venue: c.venue, gameCode: c.gameCode }, 'seamless round of a game not in the catalogue');
      await repository.openRound(tx, {
        siteCode: who.siteCode,
        memberId: who.memberId,
        provider,
        venue: c.venue,
        roundId: c.roundId,
        gameCode: c.gameCode,
        gameId: game?.id ?? null,
        product: (game && CATEGORY_PRODUCT[game.categoryId]) || 'slot',
        currency: who.currency,
        stake: c.amount,
        validStake: 0n,
        payout: 0n,
        status: 'open',
        detail: '',
        placedAt: now(),
        bookedAt: now(),
      });
      await record('ok', after);
      return { answer: ok(after), moved: c.amount > 0n };
    });
  }

  /** Credit (closes the round, pays `amount`) or rollback (returns the debit of an open round). */
  async function close(provider: string, kind: 'credit' | 'rollback', c: Call, who: Who, hash: string) {
    return books.transaction(async (tx) => {
      const balance = await repository.lockAccount(tx, who.center);
      const seen = await repository.txn(tx, provider, c.txnId);
      if (seen) return { answer: replay(seen, hash), moved: false };
      const record = (
        outcome: 'ok' | 'refused',
        amount: bigint,
        balanceAfter: bigint,
        reason: string | null,
      ) =>
        repository.insertTxn(tx, {
          provider,
          txnId: c.txnId,
          venue: c.venue,
          roundId: c.roundId,
          kind,
          siteCode: who.siteCode,
          memberId: who.memberId,
          amount,
          outcome,
          reason,
          balanceAfter,
          requestHash: hash,
          createdAt: now(),
        });
      const refuse = async (reason: string) => {
        await record('refused', c.amount, balance, reason);
        return { answer: refused(reason), moved: false };
      };
      const round = await repository.round(tx, c.venue, c.roundId);
      const mine = round && round.siteCode === who.siteCode && round.memberId === who.memberId;
      let amount = c.amount;
      if (kind === 'credit') {
        if (!round || !mine) return refuse('unknown_round');
        if (round.status !== 'open') return refuse('round_closed');
      } else {
        const ref = await repository.txn(tx, provider, c.refTxnId);
        const refMatches =
          ref?.kind === 'debit' &&
          ref.venue === c.venue &&
          ref.roundId === c.roundId &&
          ref.siteCode === who.siteCode &&
          ref.memberId === who.memberId;
        if (!ref || !refMatches) return refuse('unknown_txn');
        // A refused debit moved nothing; a round already void has had its debit back.
        if (ref.outcome !== 'ok' || round?.status === 'void') {
          await record('ok', 0n, balance, null);
          return { answer: ok(balance), moved: false };
        }
        if (round?.status !== 'open') return refuse('round_closed');
        amount = ref.amount;
      }
      let after = balance;
      if (amount > 0n) {
        // Owed for a round debited earlier: booked whatever the member's state is now.
        const posted = await books.move(tx, {
          purpose: kind === 'credit' ? 'settlement' : 'refund',
          memberId: who.memberId,
          siteCode: who.siteCode,
          kind: kind === 'credit' ? 'venue_credit' : 'venue_rollback',
          idempotencyKey: `sw:${provider}:${c.txnId}`,
          reference: `vr:${c.venue}:${c.roundId}`,
          memo: `${c.venue} round ${kind === 'credit' ? 'result' : 'rolled back'}`,
          lines: [
            { accountId: who.center, currency: who.currency, amount },
            { accountId: who.house, currency: who.currency, amount: -amount },
          ],
        });
        after = posted.postings.find((p) => p.accountId === who.center)?.balanceAfter ?? balance + amount;
      }
      const roundRow = round!;
      await repository.closeRound(tx, roundRow.id, {
        status: kind === 'credit' ? 'settled' : 'void',
        payout: kind === 'credit' ? amount : 0n,
        validStake: kind === 'credit' ? roundRow.stake : 0n,
        ...(kind === 'credit' ? { detail: c.detail } : {}),
        at: now(),
      });
      if (kind === 'credit') {
        await books.turnover(tx, who.siteCode, who.memberId, {
          kind: 'progress',
          amount: roundRow.stake,
          reference: `vr:${roundRow.id}`,
        });
      }
      await record('ok', amount, after, null);
      return { answer: ok(after), moved: amount > 0n };
    });
  }

  return {
    /**
     * One callback of a provider whose signature the route has checked. `undefined` body fields
     * or a venue the provider does not serve as a seamless venue are refused without a record.
     */
    async handle(
      provider: string,
      kind: SeamlessKind,
      body: Record<string, unknown>,
    ): Promise<{ code: number; answer: SeamlessAnswer }> {
      const c = readCall(kind, body);
      if (!c) return { code: 400, answer: refused('input') };
      const adapter = venues.get(c.venue);
      if (adapter?.provider !== provider || venues.venue(c.venue)?.walletMode !== 'seamless') {
        return { code: 200, answer: refused('unknown_venue') };
      }
      const player = parsePlayer(c.player);
      if (!player || !(await repository.memberExists(db, player.siteCode, player.memberId))) {
        const reason =
          kind === 'credit' ? 'unknown_round' : kind === 'rollback' ? 'unknown_txn' : 'unknown_player';
        return { code: 200, answer: refused(reason) };
      }
      const wallet = centerOf(player.siteCode);
      const center = await accounts.member(player.siteCode, player.memberId, wallet);
      if (kind === 'balance') {
        return { code: 200, answer: ok(await repository.accountBalance(db, center)) };
      }
      const who = {
        ...player,
        center,
        house: await accounts.house(player.siteCode, venueHouseKind(c.venue), wallet.currency),
        currency: wallet.currency,
      };
      const hash = requestHash(kind, c);
      // Two calls racing on one txnId or round of different members meet at a unique index: the
      // loser runs again and reads the winner's answer.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const result =
            kind === 'debit'
              ? await debit(provider, c, who, hash)
              : await close(provider, kind, c, who, hash);
          return { code: 200, answer: result.answer };
        } catch (error) {
          if (attempt >= 3 || !uniqueViolation(error)) throw error;
        }
      }
    },
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
