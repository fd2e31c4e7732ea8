import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import {
  type LedgerService,
  ledgerPostCall,
  ledgerRequestHash,
  type PostResult,
  translateLedgerError,
} from '../ledger/ledger.service.ts';
import type { BooksRepository } from './books.repository.ts';
import {
  amountOf,
  type GuardedMovement,
  type Movement,
  type MovementGuard,
  type TurnoverLine,
} from './movement.ts';
import { turnover } from './turnover.repository.ts';

export type { LedgerAccountIds, PostingLine, PostResult } from '../ledger/ledger.service.ts';
export { translateLedgerError } from '../ledger/ledger.service.ts';
export type { Movement, MovementGuard, MovementPurpose, TurnoverLine } from './movement.ts';
export { MovementRefused, movesIntoPlay } from './movement.ts';
export type { TurnoverSummary } from './turnover.repository.ts';

export interface BooksDeps {
  db: Db;
  ledger: LedgerService;
  events: Pick<MemberEvents, 'balanceChanged'>;
  repository: BooksRepository;
  guards: readonly MovementGuard[];
  now?: () => Date;
}

/** A movement a product posts inside a statement of its own: key and reference are SQL of it. */
export type StatementMovement = Omit<Movement, 'idempotencyKey' | 'reference' | 'turnover'> & {
  /** When the entry is made (the product's own timestamp of the statement). */
  at?: Date;
};

/** Members whose balance a transaction moved, by site: told after the commit. */
type Touched = Map<string, Set<bigint>>;

/** Balance events of several transactions, published together (one push per member). */
export interface EventBatch {
  readonly touched: Touched;
  publish(): void;
}

const guarded = (m: Omit<Movement, 'idempotencyKey'>): GuardedMovement => ({
  purpose: m.purpose,
  siteCode: m.siteCode,
  memberId: m.memberId,
  amountMinor: amountOf(m.lines),
  kind: m.kind,
});

/**
 * The books port (DESIGN.md §10, decision 0048): the one way money moves. Every product opens its
 * money transaction with `transaction` and moves money with `move`, which, in that transaction,
 * runs the guards (the member's state; player protection's limits next), posts the double-entry
 * entry through `ledger_post`, records the turnover it adds, and queues the member's balance event,
 * published once the transaction has committed (never for a rolled-back one). No product calls the
 * ledger itself: a dependency rule says so.
 */
export function createBooks(deps: BooksDeps) {
  const { db, ledger, events, guards, repository } = deps;
  const now = deps.now ?? (() => new Date());
  /** The open books transactions and the members each has moved money of. */
  const open = new WeakMap<Tx, Touched>();

  function publish(touched: Touched): void {
    for (const [siteCode, memberIds] of touched) events.balanceChanged(siteCode, ...memberIds);
  }

  function queueOf(tx: DbOrTx): Touched {
    const touched = open.get(tx as Tx);
    if (!touched)
      throw new Error('money moves only inside books.transaction (its event waits for the commit)');
    return touched;
  }

  const queue = (touched: Touched, siteCode: string, memberId: bigint) => {
    const set = touched.get(siteCode) ?? new Set<bigint>();
    set.add(memberId);
    touched.set(siteCode, set);
  };

  async function check(tx: DbOrTx, movement: GuardedMovement): Promise<void> {
    for (const guard of guards) await guard.check(tx, movement);
  }

  /**
   * Runs `work` in one database transaction; the balance events of the movements made in it are
   * published after it commits. Every money transaction of every product is one of these. With
   * a `batch` (a settlement run of many transactions), they wait for the batch's `publish()`.
   */
  async function transaction<T>(work: (tx: Tx) => Promise<T>, batch?: EventBatch): Promise<T> {
    const touched: Touched = new Map();
    const result = await db.transaction(async (tx) => {
      open.set(tx, touched);
      try {
        return await work(tx);
      } finally {
        open.delete(tx);
      }
    });
    if (!batch) publish(touched);
    else for (const [siteCode, ids] of touched) for (const id of ids) queue(batch.touched, siteCode, id);
    return result;
  }

  /**
   * One movement, in the caller's books transaction: guards, the ledger entry, its turnover,
   * the balance event queued. A replay of the idempotency key moves and counts nothing again.
   * A guard's refusal (MovementRefused) is thrown before anything is written.
   */
  async function move(tx: Tx, movement: Movement): Promise<PostResult> {
    const touched = queueOf(tx);
    await check(tx, guarded(movement));
    const { purpose: _purpose, memberId, turnover: line, ...entry } = movement;
    const posted = await ledger.post(entry, tx);
    if (posted.replayed) return posted;
    if (line) await record(tx, movement.siteCode, memberId, line);
    queue(touched, movement.siteCode, memberId);
    return posted;
  }

  return {
    transaction,
    move,

    /** Collects the balance events of several transactions, published once by `publish()`. */
    eventBatch(): EventBatch {
      const touched: Touched = new Map();
      return { touched, publish: () => publish(touched) };
    },

    /** A movement on its own: its own books transaction. */
    moveAlone: (movement: Movement): Promise<PostResult> => transaction((tx) => move(tx, movement)),

    /**
     * The guards alone, for what is about to move money without posting yet (a deposit order
     * opened by the member): the same refusal as the movement would get.
     */
    async admit(tx: DbOrTx, movement: Omit<GuardedMovement, 'kind'>): Promise<void> {
      await check(tx, movement);
    },

    /** Turnover without money (a lost bet's valid stake counts; nothing is paid). */
    async turnover(tx: DbOrTx, siteCode: string, memberId: bigint, line: TurnoverLine): Promise<void> {
      await record(tx, siteCode, memberId, line);
    },

    turnoverSummary: (dbOrTx: DbOrTx, siteCode: string, memberId: bigint) =>
      turnover.summary(dbOrTx, siteCode, memberId),
    waiveTurnover: (tx: DbOrTx, siteCode: string, memberId: bigint, reference: string) =>
      turnover.waive(tx, siteCode, memberId, reference),

    /**
     * A movement posted inside a product's own statement (one round trip, its own transaction;
     * bet placement, decision 0021): the port hands over the guards as one SQL boolean and the
     * `ledger_post` call keyed by SQL of that statement. The caller runs the statement, throws
     * `refused()` when `admitted` came back false, and calls `committed()` after it moved money.
     */
    inStatement(movement: StatementMovement) {
      const g = guarded(movement);
      const admitted = guards.flatMap((guard) => {
        if (!guard.admittedSql) throw new Error(`guard ${guard.name} cannot run inside a statement`);
        return guard.admittedSql(g) ?? [];
      });
      const requestHash = ledgerRequestHash(movement);
      return {
        admitted: repository.allOf(admitted),
        post: (key: SQL, reference: SQL): SQL =>
          ledgerPostCall({
            siteCode: movement.siteCode,
            kind: movement.kind,
            idempotencyKey: key,
            requestHash,
            memo: movement.memo ?? '',
            reference,
            createdAt: movement.at ?? now(),
            accountIds: movement.lines.map((l) => l.accountId),
            currencies: movement.lines.map((l) => l.currency),
            amounts: movement.lines.map((l) => l.amount),
          }),
        /** Why the statement was refused: what `check` would have thrown. */
        async refusal(): Promise<unknown> {
          try {
            await check(db, g);
          } catch (error) {
            return error;
          }
          // Admitted again by now (re-enabled in between): the member may simply try again.
          return new AppError('CONFLICT');
        },
        translate: translateLedgerError,
        committed: () => events.balanceChanged(movement.siteCode, movement.memberId),
      };
    },

    memberAccount: ledger.memberAccount,
    houseAccount: ledger.houseAccount,
  };

  async function record(tx: DbOrTx, siteCode: string, memberId: bigint, line: TurnoverLine) {
    if (line.kind === 'require') await turnover.require(tx, siteCode, memberId, line.amount, line.reference);
    else await turnover.progress(tx, siteCode, memberId, line.amount, line.reference);
  }
}

export type Books = ReturnType<typeof createBooks>;
