import { and, count, desc, eq, exists, like, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { authEvents, members, withdrawalAccounts } from '../../platform/db/schema.ts';

export type PlayerField = 'username' | 'phone' | 'email' | 'memberId' | 'bankCard' | 'ip' | 'inviteCode';

export interface PlayerQuery {
  page: number;
  size: number;
  field: PlayerField;
  q?: string | undefined;
}

/** The condition of one search field, or undefined when the text cannot match it (a non-numeric id). */
function matchOf(field: PlayerField, q: string): SQL | undefined {
  switch (field) {
    case 'username':
      return like(sql`lower(${members.username})`, `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    // The `<> ''` repeats the partial indexes' predicate (members_site_phone_idx, members_site_email_uq),
    // which the planner does not infer from the equality: without it both searches scan the brand.
    case 'phone':
      return and(eq(members.phone, q), ne(members.phone, ''));
    case 'email':
      return and(eq(sql`lower(${members.email})`, q.toLowerCase()), ne(members.email, ''));
    case 'memberId':
      return /^\d{1,18}$/.test(q) ? eq(members.id, BigInt(q)) : undefined;
    case 'inviteCode':
      return eq(members.inviteCode, q);
    case 'bankCard':
      return exists(
        sql`(select 1 from ${withdrawalAccounts} w where w.member_id = ${members.id}
             and w.site_code = ${members.siteCode} and w.account_no = ${q})`,
      );
    case 'ip':
      return exists(
        sql`(select 1 from ${authEvents} e where e.member_id = ${members.id}
             and e.site_code = ${members.siteCode} and e.ip = ${q})`,
      );
  }
}

/**
 * A search by a key that names one or a few members. Postgres keeps no statistics on the partial
 * unique indexes' expressions, guesses hundreds of matches, and would walk the primary key backwards
 * for `order by id desc limit n` until it found them (a scan of the brand for a single hit). Sorting
 * on `id + 0` for these keys leaves it only the key's own index (bench/player-search.mjs).
 */
function exactKey(query: PlayerQuery): boolean {
  return query.q !== undefined && query.field !== 'username';
}

/** The player search's SQL: one brand, one field, newest accounts first. */
export function createPlayerSearchRepository() {
  return {
    async search(db: DbOrTx, siteCode: string, query: PlayerQuery) {
      const where: SQL[] = [eq(members.siteCode, siteCode)];
      if (query.q) {
        const match = matchOf(query.field, query.q);
        if (!match) return { rows: [], total: 0 };
        where.push(match);
      }
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: members.id,
            username: members.username,
            phone: members.phone,
            email: members.email,
            status: members.status,
            vipLevel: members.vipLevel,
            inviteCode: members.inviteCode,
            createdAt: members.createdAt,
            lastLoginAt: members.lastLoginAt,
          })
          .from(members)
          .where(and(...where))
          .orderBy(exactKey(query) ? desc(sql`${members.id} + 0`) : desc(members.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ n: count() })
          .from(members)
          .where(and(...where)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type PlayerSearchRepository = ReturnType<typeof createPlayerSearchRepository>;
