import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  members,
  serviceDeskAgents,
  serviceDeskCanned,
  serviceDeskConversations,
  serviceDeskMessages,
  serviceDeskSettings,
} from '../../platform/db/schema.ts';

export type ConversationRow = typeof serviceDeskConversations.$inferSelect;
export type MessageRow = typeof serviceDeskMessages.$inferSelect;
export type AgentRow = typeof serviceDeskAgents.$inferSelect;
export type SettingsRow = typeof serviceDeskSettings.$inferSelect;

const c = serviceDeskConversations;
const a = serviceDeskAgents;
const m = serviceDeskMessages;

/** Conversations, messages, agents, settings and canned replies. Every read names the brand. */
export function createServiceDeskRepository() {
  return {
    async settings(db: DbOrTx, siteCode: string): Promise<SettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceDeskSettings)
        .where(eq(serviceDeskSettings.siteCode, siteCode));
      return row;
    },
    async saveSettings(db: DbOrTx, row: typeof serviceDeskSettings.$inferInsert): Promise<SettingsRow> {
      const { siteCode: _site, ...changes } = row;
      const [saved] = await db
        .insert(serviceDeskSettings)
        .values(row)
        .onConflictDoUpdate({ target: serviceDeskSettings.siteCode, set: changes })
        .returning();
      return saved!;
    },

    /** Serialises one member's (or guest address's) starts for the rest of the transaction. */
    async lockStarts(tx: DbOrTx, siteCode: string, who: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`desk:${siteCode}:${who}`}, 0))`);
    },

    async findByRequest(
      tx: DbOrTx,
      siteCode: string,
      who: { memberId: bigint | null; guestKey: string | null },
      requestId: string,
    ) {
      const [row] = await tx
        .select()
        .from(c)
        .where(
          and(
            eq(c.siteCode, siteCode),
            who.memberId === null ? sql`${c.memberId} is null` : eq(c.memberId, who.memberId),
            who.guestKey === null ? sql`${c.guestKey} is null` : eq(c.guestKey, who.guestKey),
            eq(c.requestId, requestId),
          ),
        )
        .limit(1);
      return row;
    },

    async countOpen(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(c)
        .where(and(eq(c.siteCode, siteCode), eq(c.memberId, memberId), ne(c.status, 'closed')));
      return Number(row?.n ?? 0);
    },

    async countGuestStarts(tx: DbOrTx, siteCode: string, address: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(c)
        .where(and(eq(c.siteCode, siteCode), eq(c.guestAddress, address), gt(c.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    async insertConversation(tx: DbOrTx, row: typeof c.$inferInsert): Promise<ConversationRow> {
      const [inserted] = await tx.insert(c).values(row).returning();
      return inserted!;
    },

    async findConversation(db: DbOrTx, siteCode: string, id: bigint, lock = false) {
      const query = db
        .select()
        .from(c)
        .where(and(eq(c.siteCode, siteCode), eq(c.id, id)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async updateConversation(tx: DbOrTx, id: bigint, changes: Partial<typeof c.$inferInsert>) {
      const [row] = await tx.update(c).set(changes).where(eq(c.id, id)).returning();
      return row!;
    },

    /**
     * The least-busy online agent of the brand with the skill and room, locked. Rows another
     * transaction holds are skipped (SKIP LOCKED): two starts never wait on each other, and never
     * take the same agent's last place.
     */
    async pickAgent(tx: DbOrTx, siteCode: string, skill: string): Promise<AgentRow | undefined> {
      const [row] = await tx
        .select()
        .from(a)
        .where(
          and(
            eq(a.siteCode, siteCode),
            eq(a.status, 'online'),
            lt(a.activeCount, a.capacity),
            sql`${skill} = any(${a.skills})`,
          ),
        )
        .orderBy(asc(a.activeCount), sql`${a.lastAssignedAt} asc nulls first`, asc(a.operatorId))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async lockAgent(tx: DbOrTx, siteCode: string, operatorId: bigint): Promise<AgentRow | undefined> {
      const [row] = await tx
        .select()
        .from(a)
        .where(and(eq(a.siteCode, siteCode), eq(a.operatorId, operatorId)))
        .for('update');
      return row;
    },

    async addLoad(tx: DbOrTx, siteCode: string, operatorId: bigint, delta: number, at: Date) {
      await tx
        .update(a)
        .set({
          activeCount: sql`${a.activeCount} + ${delta}`,
          ...(delta > 0 ? { lastAssignedAt: at } : {}),
        })
        .where(and(eq(a.siteCode, siteCode), eq(a.operatorId, operatorId)));
    },

    async agent(db: DbOrTx, siteCode: string, operatorId: bigint): Promise<AgentRow | undefined> {
      const [row] = await db
        .select()
        .from(a)
        .where(and(eq(a.siteCode, siteCode), eq(a.operatorId, operatorId)));
      return row;
    },
    async agents(db: DbOrTx, siteCode: string): Promise<AgentRow[]> {
      return db.select().from(a).where(eq(a.siteCode, siteCode)).orderBy(asc(a.operatorId));
    },
    async agentsByIds(db: DbOrTx, siteCode: string, ids: bigint[]): Promise<AgentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(a)
        .where(and(eq(a.siteCode, siteCode), inArray(a.operatorId, ids)));
    },
    async upsertAgent(tx: DbOrTx, row: typeof a.$inferInsert): Promise<AgentRow> {
      const { siteCode: _s, operatorId: _o, activeCount: _n, ...changes } = row;
      const [saved] = await tx
        .insert(a)
        .values(row)
        .onConflictDoUpdate({ target: [a.siteCode, a.operatorId], set: changes })
        .returning();
      return saved!;
    },
    async onlineAgents(db: DbOrTx, siteCode: string, skill: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(a)
        .where(and(eq(a.siteCode, siteCode), eq(a.status, 'online'), sql`${skill} = any(${a.skills})`));
      return Number(row?.n ?? 0);
    },

    /** Queued conversations of the brand, oldest first, locked (others' skipped). */
    async lockQueued(tx: DbOrTx, siteCode: string, limit: number): Promise<ConversationRow[]> {
      return tx
        .select()
        .from(c)
        .where(and(eq(c.siteCode, siteCode), eq(c.status, 'queued')))
        .orderBy(asc(c.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async queuePosition(db: DbOrTx, siteCode: string, skill: string, id: bigint): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(c)
        .where(and(eq(c.siteCode, siteCode), eq(c.status, 'queued'), eq(c.skill, skill), lt(c.id, id)));
      return Number(row?.n ?? 0) + 1;
    },

    /** Appends a message at the next seq; the conversation row must be locked by the caller. */
    async append(
      tx: DbOrTx,
      conversation: ConversationRow,
      row: Omit<typeof m.$inferInsert, 'seq' | 'conversationId'>,
    ) {
      const seq = conversation.lastSeq + 1;
      const [inserted] = await tx
        .insert(m)
        .values({ ...row, conversationId: conversation.id, seq })
        .returning();
      await tx.update(c).set({ lastSeq: seq }).where(eq(c.id, conversation.id));
      conversation.lastSeq = seq;
      return inserted!;
    },

    async findMessageByRequest(tx: DbOrTx, conversationId: bigint, author: string, requestId: string) {
      const [row] = await tx
        .select()
        .from(m)
        .where(and(eq(m.conversationId, conversationId), eq(m.author, author), eq(m.requestId, requestId)))
        .limit(1);
      return row;
    },

    async messagesAfter(
      db: DbOrTx,
      conversationId: bigint,
      after: number,
      withNotes: boolean,
      limit: number,
    ) {
      return db
        .select()
        .from(m)
        .where(
          and(
            eq(m.conversationId, conversationId),
            gt(m.seq, after),
            withNotes ? undefined : ne(m.author, 'note'),
          ),
        )
        .orderBy(asc(m.seq))
        .limit(limit);
    },

    async list(
      db: DbOrTx,
      siteCode: string,
      filter: { statuses: string[]; agentId?: bigint | undefined; limit: number; newestFirst?: boolean },
    ) {
      return db
        .select({ conversation: c, username: members.username })
        .from(c)
        .leftJoin(members, eq(members.id, c.memberId))
        .where(
          and(
            eq(c.siteCode, siteCode),
            inArray(c.status, filter.statuses),
            filter.agentId === undefined ? undefined : eq(c.agentId, filter.agentId),
          ),
        )
        .orderBy(filter.newestFirst ? desc(c.id) : asc(c.id))
        .limit(filter.limit);
    },

    async history(db: DbOrTx, siteCode: string, memberId: bigint, page: number, size: number) {
      const where = and(eq(c.siteCode, siteCode), eq(c.memberId, memberId));
      const rows = await db
        .select()
        .from(c)
        .where(where)
        .orderBy(desc(c.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ n: count() }).from(c).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async canned(db: DbOrTx, siteCode: string) {
      return db
        .select()
        .from(serviceDeskCanned)
        .where(eq(serviceDeskCanned.siteCode, siteCode))
        .orderBy(asc(serviceDeskCanned.id))
        .limit(100);
    },
    async insertCanned(db: DbOrTx, row: typeof serviceDeskCanned.$inferInsert) {
      const [saved] = await db.insert(serviceDeskCanned).values(row).returning();
      return saved!;
    },

    /** The brand day's conversations (created in [from, to)), for the daily report. */
    async dayConversations(db: DbOrTx, siteCode: string, from: Date, to: Date) {
      return db
        .select()
        .from(c)
        .where(and(eq(c.siteCode, siteCode), sql`${c.createdAt} >= ${from}`, lt(c.createdAt, to)));
    },
  };
}

export type ServiceDeskRepository = ReturnType<typeof createServiceDeskRepository>;
