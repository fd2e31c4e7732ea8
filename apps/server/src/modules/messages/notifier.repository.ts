import { and, asc, eq, gt, gte, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  memberMessages,
  messageCursors,
} from '../../platform/db/schema.ts';

export interface LedgerEntryHead {
  id: bigint;
  siteCode: string;
  kind: string;
  reference: string | null;
  memo: string;
  createdAt: Date;
}

/** What one entry did to one member's accounts in one currency (signed minor units). */
export interface MemberMovement {
  entryId: bigint;
  memberId: bigint;
  currency: string;
  amount: bigint;
}

const head = {
  id: ledgerEntries.id,
  siteCode: ledgerEntries.siteCode,
  kind: ledgerEntries.kind,
  reference: ledgerEntries.reference,
  memo: ledgerEntries.memo,
  createdAt: ledgerEntries.createdAt,
};

/**
 * The notifier's SQL (decision 0036): it reads the ledger (entries, postings, the member of each
 * account) and writes personal messages and its cursor. Reading the ledger's tables is the one
 * place this module looks outside its own; it never writes them.
 */
export function createNotifierRepository() {
  /** The member side of entries: the sum per entry, member and currency of member postings. */
  async function movements(tx: DbOrTx, entryIds: bigint[]): Promise<MemberMovement[]> {
    if (entryIds.length === 0) return [];
    const rows = await tx
      .select({
        entryId: ledgerPostings.entryId,
        memberId: ledgerAccounts.memberId,
        currency: ledgerPostings.currency,
        amount: sql<string>`sum(${ledgerPostings.amount})::text`,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(and(inArray(ledgerPostings.entryId, entryIds), isNotNull(ledgerAccounts.memberId)))
      .groupBy(ledgerPostings.entryId, ledgerAccounts.memberId, ledgerPostings.currency);
    return rows.map((r) => ({
      entryId: r.entryId,
      memberId: r.memberId!,
      currency: r.currency,
      amount: BigInt(r.amount),
    }));
  }

  return {
    /**
     * Locks the cursor row for this transaction and returns it: a second runner waits here until
     * the first commits, then continues from where the first left off.
     */
    async lockCursor(tx: DbOrTx, name: string): Promise<bigint> {
      await tx.insert(messageCursors).values({ name, lastEntryId: 0n }).onConflictDoNothing();
      const [row] = await tx
        .select({ lastEntryId: messageCursors.lastEntryId })
        .from(messageCursors)
        .where(eq(messageCursors.name, name))
        .for('update');
      return row!.lastEntryId;
    },

    async advanceCursor(tx: DbOrTx, name: string, to: bigint, at: Date): Promise<void> {
      await tx
        .update(messageCursors)
        .set({ lastEntryId: to, updatedAt: at })
        .where(and(eq(messageCursors.name, name), lte(messageCursors.lastEntryId, to)));
    },

    /** Entries of these kinds past the cursor, oldest first. */
    async entriesAfter(tx: DbOrTx, after: bigint, kinds: readonly string[], limit: number) {
      return tx
        .select(head)
        .from(ledgerEntries)
        .where(and(gt(ledgerEntries.id, after), inArray(ledgerEntries.kind, [...kinds])))
        .orderBy(asc(ledgerEntries.id))
        .limit(limit);
    },

    /**
     * Entries at or before the cursor, recent, of these kinds, that no message tells of: an entry
     * whose transaction committed after a later-numbered one had already been passed (ids are
     * handed out at insert, rows become visible at commit).
     */
    async lateEntries(
      tx: DbOrTx,
      upTo: bigint,
      kinds: readonly string[],
      window: { ids: bigint; ms: number },
      limit: number,
    ) {
      return tx
        .select(head)
        .from(ledgerEntries)
        .where(
          and(
            gt(ledgerEntries.id, upTo - window.ids),
            lte(ledgerEntries.id, upTo),
            gte(ledgerEntries.createdAt, sql`now() - ${window.ms} * interval '1 millisecond'`),
            inArray(ledgerEntries.kind, [...kinds]),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(memberMessages)
                .where(eq(memberMessages.ledgerEntryId, ledgerEntries.id)),
            ),
          ),
        )
        .orderBy(asc(ledgerEntries.id))
        .limit(limit);
    },

    movements,

    /**
     * A paid withdrawal moves money between house accounts only (hold → payout); its member is the
     * one whose balance the `withdraw_hold` entry of the same order debited.
     */
    async holdMovements(
      tx: DbOrTx,
      siteCode: string,
      reference: string,
    ): Promise<Omit<MemberMovement, 'entryId'>[]> {
      const holds = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.siteCode, siteCode),
            eq(ledgerEntries.reference, reference),
            eq(ledgerEntries.kind, 'withdraw_hold'),
          ),
        );
      const moved = await movements(
        tx,
        holds.map((h) => h.id),
      );
      return moved.map(({ memberId, currency, amount }) => ({ memberId, currency, amount }));
    },

    /** Inserts messages; one that already exists for its member and entry is skipped. */
    async insertMessages(
      tx: DbOrTx,
      rows: (typeof memberMessages.$inferInsert)[],
    ): Promise<{ siteCode: string; memberId: bigint }[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(memberMessages)
        .values(rows)
        .onConflictDoNothing({
          target: [memberMessages.ledgerEntryId, memberMessages.memberId],
          where: sql`${memberMessages.ledgerEntryId} is not null`,
        })
        .returning({ siteCode: memberMessages.siteCode, memberId: memberMessages.memberId });
    },
  };
}

export type NotifierRepository = ReturnType<typeof createNotifierRepository>;
