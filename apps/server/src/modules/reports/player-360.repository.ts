import type { PlayerRecordKind } from '@houseline/shared/api/contract/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** One record of any kind, as the SQL gives it (amounts in minor units). */
export interface RecordRow {
  id: string;
  at: Date | string;
  ref: string;
  amount: string | null;
  currency: string | null;
  status: string | null;
  detail: string | null;
  ip: string | null;
  by: string | null;
  /** A second amount the kind has (a bet's payout, a posting's balance after). */
  extra: string | null;
}

export interface MemberRow {
  id: string;
  username: string;
  nickname: string;
  real_name: string;
  phone: string;
  email: string;
  status: string;
  invite_code: string | null;
  parent_id: string | null;
  parent_username: string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
  withdraw_password_set: boolean;
  vip_level: number;
  next_level: number | null;
}

/**
 * The SQL of one kind of record: its columns (named as RecordRow) and its FROM … WHERE, bounded by
 * the brand and the member. Newest first by `at`, then id.
 */
function recordQuery(kind: PlayerRecordKind, site: string, member: bigint, username: string) {
  const cols = (c: Record<keyof RecordRow, SQL>) =>
    sql.join(
      (Object.keys(c) as (keyof RecordRow)[]).map((k) => sql`${c[k]} as ${sql.identifier(k)}`),
      sql`, `,
    );
  const none = sql`null`;
  switch (kind) {
    case 'deposits':
      return {
        select: cols({
          id: sql`d.id::text`,
          at: sql`d.created_at`,
          ref: sql`d.order_no`,
          amount: sql`d.amount::text`,
          currency: sql`d.currency`,
          status: sql`d.status`,
          detail: sql`d.channel_id || coalesce(' · ' || d.reason, '')`,
          ip: none,
          by: none,
          extra: none,
        }),
        from: sql`deposit_orders d where d.site_code = ${site} and d.member_id = ${member}`,
        order: sql`d.id desc`,
      };
    case 'withdrawals':
      return {
        select: cols({
          id: sql`w.id::text`,
          at: sql`w.created_at`,
          ref: sql`w.order_no`,
          amount: sql`w.amount::text`,
          currency: sql`w.currency`,
          status: sql`w.status`,
          detail: sql`w.account_label || coalesce(' · ' || w.reason, '')`,
          ip: none,
          by: none,
          extra: sql`w.fee::text`,
        }),
        from: sql`withdraw_orders w where w.site_code = ${site} and w.member_id = ${member}`,
        order: sql`w.id desc`,
      };
    case 'sportsBets':
      return {
        select: cols({
          id: sql`b.id::text`,
          at: sql`b.placed_at`,
          ref: sql`b.id::text`,
          amount: sql`b.stake::text`,
          currency: sql`b.currency`,
          status: sql`b.status`,
          detail: sql`b.kind || case when b.live then ' · live' else '' end || coalesce(' · ' || b.outcome, '')`,
          ip: none,
          by: none,
          extra: sql`b.payout::text`,
        }),
        from: sql`sb_bets b where b.site_code = ${site} and b.member_id = ${member}`,
        order: sql`b.id desc`,
      };
    case 'venueBets':
      return {
        select: cols({
          id: sql`v.id::text`,
          at: sql`v.placed_at`,
          ref: sql`v.round_id`,
          amount: sql`v.stake::text`,
          currency: sql`v.currency`,
          status: sql`v.status`,
          detail: sql`v.venue || ' · ' || v.product || ' · ' || v.game_code`,
          ip: none,
          by: none,
          extra: sql`v.payout::text`,
        }),
        from: sql`venue_bets v where v.site_code = ${site} and v.member_id = ${member}`,
        order: sql`v.id desc`,
      };
    case 'ledger':
      return {
        select: cols({
          id: sql`p.id::text`,
          at: sql`e.created_at`,
          ref: sql`coalesce(e.reference, e.idempotency_key)`,
          amount: sql`p.amount::text`,
          currency: sql`p.currency`,
          status: sql`a.kind`,
          detail: sql`e.kind || coalesce(' · ' || nullif(e.memo, ''), '')`,
          ip: none,
          by: none,
          extra: sql`p.balance_after::text`,
        }),
        from: sql`ledger_postings p join ledger_accounts a on a.id = p.account_id
                  join ledger_entries e on e.id = p.entry_id
                  where a.site_code = ${site} and a.member_id = ${member}`,
        order: sql`p.id desc`,
      };
    case 'logins':
      return {
        select: cols({
          id: sql`x.id::text`,
          at: sql`x.created_at`,
          ref: sql`x.kind`,
          amount: none,
          currency: none,
          status: sql`case when x.success then 'ok' else coalesce(x.reason, 'failed') end`,
          detail: sql`x.device_no`,
          ip: sql`x.ip`,
          by: none,
          extra: none,
        }),
        from: sql`auth_events x where x.site_code = ${site} and x.member_id = ${member}`,
        order: sql`x.id desc`,
      };
    case 'notes':
      return {
        select: cols({
          id: sql`n.id::text`,
          at: sql`n.created_at`,
          ref: sql`n.id::text`,
          amount: none,
          currency: none,
          status: none,
          detail: sql`n.body`,
          ip: none,
          by: sql`o.username`,
          extra: none,
        }),
        from: sql`member_notes n join operators o on o.id = n.operator_id
                  where n.site_code = ${site} and n.member_id = ${member}`,
        order: sql`n.id desc`,
      };
    case 'audit':
      return {
        select: cols({
          id: sql`l.id::text`,
          at: sql`l.created_at`,
          ref: sql`l.target`,
          amount: none,
          currency: none,
          status: sql`l.action`,
          detail: sql`coalesce(l.detail->>'reason', l.detail->>'body')`,
          ip: sql`l.ip`,
          by: sql`o.username`,
          extra: none,
        }),
        // Actions on the member (by account name or id) and on its orders.
        from: sql`operator_audit l left join operators o on o.id = l.operator_id
                  where l.site_code = ${site} and (l.target in (${username}, ${member.toString()})
                    or l.target in (select order_no from deposit_orders where site_code = ${site} and member_id = ${member})
                    or l.target in (select order_no from withdraw_orders where site_code = ${site} and member_id = ${member}))`,
        order: sql`l.id desc`,
      };
  }
}

/** The player 360 page's SQL: one member of one brand, and its records by kind. */
export function createPlayer360Repository() {
  return {
    async member(db: DbOrTx, siteCode: string, memberId: bigint): Promise<MemberRow | undefined> {
      const [row] = rowsOf<MemberRow>(
        await db.execute(sql`
          select m.id::text, m.username, m.nickname, m.real_name, m.phone, m.email, m.status,
                 m.invite_code, m.parent_id::text, p.username as parent_username, m.created_at,
                 m.last_login_at, (m.withdraw_password_hash is not null) as withdraw_password_set,
                 m.vip_level,
                 (select min(v.level) from vip_levels v where v.site_code = m.site_code and v.level > m.vip_level)
                   as next_level
            from members m left join members p on p.id = m.parent_id
           where m.site_code = ${siteCode} and m.id = ${memberId}`),
      );
      return row;
    },

    async wallets(db: DbOrTx, siteCode: string, memberId: bigint) {
      return rowsOf<{ kind: string; currency: string; balance: string }>(
        await db.execute(sql`
          select kind, currency, balance::text as balance from ledger_accounts
           where site_code = ${siteCode} and member_id = ${memberId} order by kind, currency`),
      );
    },

    async totals(db: DbOrTx, siteCode: string, memberId: bigint, currency: string) {
      const [row] = rowsOf<{ deposits: string; withdrawals: string }>(
        await db.execute(sql`select
          (select coalesce(sum(amount), 0) from deposit_orders where site_code = ${siteCode}
             and member_id = ${memberId} and currency = ${currency} and status = 'succeeded')::text as deposits,
          (select coalesce(sum(amount), 0) from withdraw_orders where site_code = ${siteCode}
             and member_id = ${memberId} and currency = ${currency} and status = 'paid')::text as withdrawals`),
      );
      return { deposits: BigInt(row?.deposits ?? '0'), withdrawals: BigInt(row?.withdrawals ?? '0') };
    },

    async records(
      db: DbOrTx,
      q: {
        siteCode: string;
        memberId: bigint;
        username: string;
        kind: PlayerRecordKind;
        page: number;
        size: number;
      },
    ) {
      const { select, from, order } = recordQuery(q.kind, q.siteCode, q.memberId, q.username);
      const [rows, totals] = await Promise.all([
        db.execute(
          sql`select ${select} from ${from} order by ${order} limit ${q.size} offset ${(q.page - 1) * q.size}`,
        ),
        db.execute(sql`select count(*)::int as n from ${from}`),
      ]);
      return {
        rows: rowsOf<RecordRow>(rows),
        total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0),
      };
    },

    async addNote(db: DbOrTx, siteCode: string, memberId: bigint, operatorId: bigint, body: string) {
      const [row] = rowsOf<{ id: string; created_at: Date | string }>(
        await db.execute(sql`insert into member_notes (site_code, member_id, operator_id, body)
          values (${siteCode}, ${memberId}, ${operatorId}, ${body}) returning id::text, created_at`),
      );
      if (!row) throw new Error('member_notes insert returned no row');
      return row;
    },
  };
}

export type Player360Repository = ReturnType<typeof createPlayer360Repository>;
