import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { LEDGER_SQLSTATE, type LedgerAccountRow, type LedgerRepository } from './ledger.repository.ts';

/** The `ledger_post` call as SQL, for the books port's movements posted inside a product's statement. */
export { ledgerPostCall } from './ledger.repository.ts';

export interface PostingLine {
  accountId: bigint;
  currency: string;
  /** Signed minor units (1/10 000): positive credits the account, negative debits it. */
  amount: bigint;
}

/**
 * Ledger account ids as the modules that post take them (the wallet's account cache is one):
 * a member's wallet account and a house account, looked up before a transaction opens.
 */
export interface LedgerAccountIds {
  member(
    siteCode: string,
    memberId: bigint,
    wallet: { accountKind: string; currency: string },
  ): Promise<bigint>;
  house(siteCode: string, kind: string, currency: string): Promise<bigint>;
}

export interface PostInput {
  siteCode: string;
  /** What kind of movement: deposit, withdrawal_hold, transfer_out, exchange, adjustment… */
  kind: string;
  idempotencyKey: string;
  memo?: string;
  /** The business order behind it (order number, transfer id, quote id). */
  reference?: string;
  lines: readonly PostingLine[];
}

export interface PostResult {
  entryId: bigint;
  /** True when the key had been used with the same request: nothing moved this time. */
  replayed: boolean;
  postings: { accountId: bigint; amount: bigint; balanceAfter: bigint | null }[];
}

export const LEDGER_LIMITS = { maxLinesPerEntry: 16, idempotencyKeyMaxLength: 128 } as const;

/**
 * A canonical hash of what was asked, to tell a retry from a different request under the same key.
 * Exported for callers that call `ledger_post` inside a statement of their own (bet placement).
 */
export function ledgerRequestHash(input: Pick<PostInput, 'kind' | 'lines'>): string {
  const lines = [...input.lines]
    .map((l) => `${l.accountId}:${l.currency}:${l.amount}`)
    .sort()
    .join('|');
  return createHash('sha256').update(`${input.kind}\n${lines}`).digest('hex');
}

/** The programming mistakes a movement must never get past (not member errors). */
export function assertBalanced(input: PostInput): void {
  if (input.lines.length < 2 || input.lines.length > LEDGER_LIMITS.maxLinesPerEntry) {
    throw new Error(
      `a ledger entry needs 2..${LEDGER_LIMITS.maxLinesPerEntry} lines, got ${input.lines.length}`,
    );
  }
  if (!input.idempotencyKey || input.idempotencyKey.length > LEDGER_LIMITS.idempotencyKeyMaxLength) {
    throw new Error('a ledger entry needs an idempotency key');
  }
  const sums = new Map<string, bigint>();
  for (const line of input.lines) {
    if (typeof line.amount !== 'bigint' || line.amount === 0n)
      throw new Error('ledger amounts are non-zero bigints');
    sums.set(line.currency, (sums.get(line.currency) ?? 0n) + line.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger entry does not balance in ${currency}: ${sum}`);
  }
}

export interface LedgerServiceDeps {
  db: Db;
  repository: LedgerRepository;
  now?: () => Date;
}

/** The database's code for an error, through Drizzle's wrapper when there is one. */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e.cause?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/** Turns what `ledger_post` refuses into the errors callers have always seen. */
export function translateLedgerError(error: unknown): unknown {
  switch (sqlState(error)) {
    case LEDGER_SQLSTATE.insufficientBalance:
    case '23514': // the non-negative CHECK, the backstop
      return new AppError('INSUFFICIENT_BALANCE');
    case LEDGER_SQLSTATE.idempotencyConflict:
      return new AppError('IDEMPOTENCY_CONFLICT');
    case LEDGER_SQLSTATE.invalidLines: {
      const cause = error as { cause?: { message?: string }; message?: string };
      return new Error(`ledger lines refused: ${cause.cause?.message ?? cause.message}`, { cause: error });
    }
    default:
      return error;
  }
}

/**
 * The double-entry ledger (DESIGN.md §5): every movement is one entry whose postings sum to zero
 * per currency, written in one transaction with the member balances it changes. A post is one
 * call of the `ledger_post` database function (migration 0005), so one round trip: it claims the
 * idempotency key (a key moves money at most once), moves member balances with conditional
 * updates in ascending id order (no deadlocks, never below zero; the CHECK is the backstop) and
 * writes the postings. House accounts keep no balance and are never locked.
 */
export function createLedgerService({ db, repository, now = () => new Date() }: LedgerServiceDeps) {
  return {
    async memberAccount(
      siteCode: string,
      memberId: bigint,
      kind: string,
      currency: string,
    ): Promise<LedgerAccountRow> {
      const found = await repository.findMemberAccount(db, siteCode, memberId, kind, currency);
      if (found) return found;
      await repository.insertAccount(db, { siteCode, memberId, kind, currency, createdAt: now() });
      return (await repository.findMemberAccount(db, siteCode, memberId, kind, currency))!;
    },

    async houseAccount(siteCode: string, kind: string, currency: string): Promise<LedgerAccountRow> {
      const found = await repository.findHouseAccount(db, siteCode, kind, currency);
      if (found) return found;
      await repository.insertAccount(db, { siteCode, memberId: null, kind, currency, createdAt: now() });
      return (await repository.findHouseAccount(db, siteCode, kind, currency))!;
    },

    /**
     * Posts one entry. With `outer`, it joins that transaction (the caller changes its own order
     * rows in the same commit); otherwise the one statement is its own transaction. A refusal
     * (insufficient balance, idempotency conflict) aborts the transaction it ran in.
     */
    async post(input: PostInput, outer?: DbOrTx): Promise<PostResult> {
      assertBalanced(input);
      let rows: Awaited<ReturnType<LedgerRepository['post']>>;
      try {
        rows = await repository.post(outer ?? db, {
          siteCode: input.siteCode,
          kind: input.kind,
          idempotencyKey: input.idempotencyKey,
          requestHash: ledgerRequestHash(input),
          memo: input.memo ?? '',
          reference: input.reference ?? null,
          createdAt: now(),
          accountIds: input.lines.map((l) => l.accountId),
          currencies: input.lines.map((l) => l.currency),
          amounts: input.lines.map((l) => l.amount),
        });
      } catch (error) {
        throw translateLedgerError(error);
      }
      const first = rows[0];
      if (!first) throw new Error(`ledger entry ${input.idempotencyKey} has no postings`);
      return {
        entryId: first.posted_entry_id,
        replayed: first.was_replayed,
        postings: rows.map((r) => ({
          accountId: r.posted_account_id,
          amount: r.posted_amount,
          balanceAfter: r.posted_balance_after,
        })),
      };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
