import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import type { LedgerEntryHead, MemberMovement, NotifierRepository } from './notifier.repository.ts';
import { messageFor, NOTIFIED_KINDS } from './notifier-templates.ts';

/** The notifier's limits (decision 0036). */
export const NOTIFIER_LIMITS = {
  cursor: 'ledger',
  /** How often the job looks for new ledger entries. */
  everyMs: 2_000,
  /** Entries read per transaction. */
  batchSize: 200,
  /** Batches per run at most (the next run carries on). */
  maxBatchesPerRun: 10,
  /** How far back (in entry ids and in time) a run looks for entries committed late. */
  lateWindowIds: 2_000n,
  lateWindowMs: 5 * 60_000,
} as const;

export interface NotifierDeps {
  db: Db;
  repository: NotifierRepository;
  /** Pushes the new unread count to the member's sockets, after the commit. */
  changed: (siteCode: string, memberId: bigint) => void;
}

type Row = Parameters<NotifierRepository['insertMessages']>[1][number];

/**
 * Personal messages from money events, exactly once (decision 0036). A run reads ledger entries of
 * the notified kinds past its cursor (and recent ones before it that committed late), writes one
 * message per member and entry, and advances the cursor — all in one transaction under the
 * cursor's row lock, so a crash loses nothing and a second runner waits, then finds nothing left
 * to do. A unique index on (entry, member) is the second guard.
 */
export function createNotifier({ db, repository, changed }: NotifierDeps) {
  async function rowsFor(tx: DbOrTx, entries: LedgerEntryHead[]): Promise<Row[]> {
    const byEntry = new Map<bigint, Omit<MemberMovement, 'entryId'>[]>();
    const plain = entries.filter((e) => e.kind !== 'withdraw_paid').map((e) => e.id);
    for (const m of await repository.movements(tx, plain)) {
      byEntry.set(m.entryId, [...(byEntry.get(m.entryId) ?? []), m]);
    }
    for (const entry of entries) {
      if (entry.kind !== 'withdraw_paid' || !entry.reference) continue;
      // The hold debited the member: what was paid out is that amount, told as a positive sum.
      const held = await repository.holdMovements(tx, entry.siteCode, entry.reference);
      byEntry.set(
        entry.id,
        held.map((m) => ({ ...m, amount: -m.amount })),
      );
    }
    const rows: Row[] = [];
    for (const entry of entries) {
      for (const move of byEntry.get(entry.id) ?? []) {
        const text = messageFor({
          kind: entry.kind,
          amountMinor: move.amount,
          currency: move.currency,
          reference: entry.reference,
          memo: entry.memo,
        });
        if (!text) continue;
        rows.push({
          siteCode: entry.siteCode,
          memberId: move.memberId,
          kind: entry.kind,
          title: text.title,
          body: text.body,
          ledgerEntryId: entry.id,
          createdAt: entry.createdAt,
        });
      }
    }
    return rows;
  }

  /** One transaction: returns the members written to and whether entries are left. */
  async function batch(withLate: boolean) {
    return db.transaction(async (tx) => {
      const cursor = await repository.lockCursor(tx, NOTIFIER_LIMITS.cursor);
      const forward = await repository.entriesAfter(tx, cursor, NOTIFIED_KINDS, NOTIFIER_LIMITS.batchSize);
      const late = withLate
        ? await repository.lateEntries(
            tx,
            cursor,
            NOTIFIED_KINDS,
            { ids: NOTIFIER_LIMITS.lateWindowIds, ms: NOTIFIER_LIMITS.lateWindowMs },
            NOTIFIER_LIMITS.batchSize,
          )
        : [];
      const written = await repository.insertMessages(tx, await rowsFor(tx, [...late, ...forward]));
      const last = forward.at(-1);
      if (last) await repository.advanceCursor(tx, NOTIFIER_LIMITS.cursor, last.id, new Date());
      return { written, more: forward.length === NOTIFIER_LIMITS.batchSize };
    });
  }

  return {
    /** Runs until no entry is left (or the per-run cap); returns how many messages it wrote. */
    async run(): Promise<number> {
      let total = 0;
      for (let i = 0; i < NOTIFIER_LIMITS.maxBatchesPerRun; i += 1) {
        const { written, more } = await batch(i === 0);
        total += written.length;
        const members = new Map(written.map((w) => [`${w.siteCode}|${w.memberId}`, w]));
        for (const w of members.values()) changed(w.siteCode, w.memberId);
        if (!more) break;
      }
      return total;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

export function notifierJob(notifier: Notifier): Job {
  return {
    name: 'messages.notifier',
    everyMs: NOTIFIER_LIMITS.everyMs,
    run: async () => {
      await notifier.run();
    },
  };
}
