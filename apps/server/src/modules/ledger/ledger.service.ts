import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { LedgerAccountRow, LedgerRepository } from './ledger.repository.ts';

export interface PostingLine {
  accountId: bigint;
  currency: string;
  /** Signed minor units (1/10 000): positive credits the account, negative debits it. */
  amount: bigint;
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

/** A canonical hash of what was asked, to tell a retry from a different request under the same key. */
function requestHash(input: PostInput): string {
  const lines = [...input.lines]
    .map((l) => `${l.accountId}:${l.currency}:${l.amount}`)
    .sort()
    .join('|');
  return createHash('sha256').update(`${input.kind}\n${lines}`).digest('hex');
}

/** The programming mistakes a movement must never get past (not member errors). */
function assertBalanced(input: PostInput): void {
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

/**
 * The double-entry ledger (DESIGN.md §5): every movement is one entry whose postings sum to zero
 * per currency, written in one transaction with the member balances it changes. Member accounts
 * are locked in ascending id order (no deadlocks), a member balance never goes below zero (checked
 * under the lock, and by a CHECK as the backstop), and an idempotency key moves money at most once.
 */
export function createLedgerService({ db, repository, now = () => new Date() }: LedgerServiceDeps) {
  // What never changes about an account (site, owner, currency), so house accounts need no read.
  const shapes = new Map<bigint, { siteCode: string; currency: string; memberId: bigint | null }>();
  const remember = (row: LedgerAccountRow) => {
    if (shapes.size > 100_000) shapes.clear();
    shapes.set(row.id, { siteCode: row.siteCode, currency: row.currency, memberId: row.memberId });
  };

  async function replay(tx: DbOrTx, input: PostInput, hash: string): Promise<PostResult> {
    const existing = await repository.findEntryByKey(tx, input.siteCode, input.idempotencyKey);
    if (!existing) throw new Error('idempotency key vanished');
    if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    const postings = await repository.postingsOf(tx, existing.id);
    return {
      entryId: existing.id,
      replayed: true,
      postings: postings.map((p) => ({
        accountId: p.accountId,
        amount: p.amount,
        balanceAfter: p.balanceAfter,
      })),
    };
  }

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
     * rows in the same commit); otherwise it runs in its own.
     */
    async post(input: PostInput, outer?: DbOrTx): Promise<PostResult> {
      assertBalanced(input);
      const hash = requestHash(input);
      // A retry that arrives after the first one committed answers without a write. (Inside a
      // caller's transaction the entry insert below detects a used key just as well.)
      if (!outer) {
        const earlier = await repository.findEntryByKey(db, input.siteCode, input.idempotencyKey);
        if (earlier) return replay(db, input, hash);
      }

      const run = async (tx: DbOrTx): Promise<PostResult> => {
        const entry = await repository.insertEntry(tx, {
          siteCode: input.siteCode,
          kind: input.kind,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          memo: input.memo ?? '',
          reference: input.reference ?? null,
          createdAt: now(),
        });
        // Another request with this key committed while we waited on its row: same answer as it.
        if (!entry) return replay(tx, input, hash);

        // Only member accounts are locked (ascending ids): house accounts keep no balance, so
        // movements through the same house account never wait for each other.
        const ids = [...new Set(input.lines.map((l) => l.accountId))];
        const unknown = ids.filter((id) => !shapes.has(id));
        if (unknown.length > 0) for (const row of await repository.readAccounts(tx, unknown)) remember(row);
        const memberIds = ids
          .filter((id) => shapes.get(id)?.memberId != null)
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const locked = new Map((await repository.lockAccounts(tx, memberIds)).map((a) => [a.id, a]));
        const accounts = new Map<
          bigint,
          { siteCode: string; currency: string; memberId: bigint | null; balance: bigint }
        >();
        for (const id of ids) {
          const shape = shapes.get(id);
          if (shape) accounts.set(id, locked.get(id) ?? { ...shape, balance: 0n });
        }
        for (const line of input.lines) {
          const account = accounts.get(line.accountId);
          if (!account || account.siteCode !== input.siteCode || account.currency !== line.currency) {
            throw new Error(`ledger line does not match its account ${line.accountId}`);
          }
        }
        // Net change per member account, checked under the lock before anything is written.
        const net = new Map<bigint, bigint>();
        for (const line of input.lines) {
          if (accounts.get(line.accountId)!.memberId !== null) {
            net.set(line.accountId, (net.get(line.accountId) ?? 0n) + line.amount);
          }
        }
        for (const [accountId, change] of net) {
          if (accounts.get(accountId)!.balance + change < 0n) throw new AppError('INSUFFICIENT_BALANCE');
        }
        const after = new Map<bigint, bigint>();
        for (const [accountId, change] of net)
          after.set(accountId, await repository.addToBalance(tx, accountId, change));

        const running = new Map<bigint, bigint>();
        const postings = input.lines.map((line) => {
          const account = accounts.get(line.accountId)!;
          let balanceAfter: bigint | null = null;
          if (account.memberId !== null) {
            balanceAfter = (running.get(line.accountId) ?? account.balance) + line.amount;
            running.set(line.accountId, balanceAfter);
          }
          return { accountId: line.accountId, amount: line.amount, balanceAfter };
        });
        for (const [accountId, balance] of after) {
          if (running.get(accountId) !== balance) throw new Error('ledger balance drifted during posting');
        }
        await repository.insertPostings(
          tx,
          postings.map((p, i) => ({ entryId: entry.id, currency: input.lines[i]!.currency, ...p })),
        );
        return { entryId: entry.id, replayed: false, postings };
      };
      return outer ? run(outer) : db.transaction(run);
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
