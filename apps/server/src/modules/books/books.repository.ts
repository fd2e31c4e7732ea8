import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { members } from '../../platform/db/schema.ts';

/** The member state in which money may go into play; any other (disabled, later excluded) may not. */
export const MEMBER_IN_GOOD_STANDING = 'active';

/** What the books port reads for its guards. SQL of the port only: products never see these tables. */
export function createBooksRepository() {
  return {
    /**
     * The member's state, read (not locked) inside the movement's transaction. Not locked on
     * purpose: movements lock the member's wallet row first and some paths lock the member row
     * first, so a share lock here could deadlock them (decision 0048).
     */
    async memberState(db: DbOrTx, siteCode: string, memberId: bigint): Promise<string | undefined> {
      const [row] = await db
        .select({ status: members.status })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.siteCode, siteCode)))
        .limit(1);
      return row?.status;
    },

    /** Every one of `predicates` (true when there are none), as one SQL boolean. */
    allOf(predicates: readonly SQL[]): SQL {
      return predicates.length ? sql.join([...predicates], sql` and `) : sql`true`;
    },

    /** The same check as a SQL boolean, for a product that posts inside a statement of its own. */
    memberAdmitted(siteCode: string, memberId: bigint): SQL {
      return sql`exists (select 1 from members where id = ${memberId} and site_code = ${siteCode}
        and status = ${MEMBER_IN_GOOD_STANDING})`;
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
