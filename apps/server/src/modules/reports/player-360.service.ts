import type { PlayerRecordKind } from '@houseline/shared/api/contract/reports';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { Operator } from '../operators/operators.service.ts';
import type { Player360Repository, RecordRow } from './player-360.repository.ts';

export interface Player360Deps {
  db: Db;
  repository: Player360Repository;
  audit: AuditPort;
  centerCurrency: (siteCode: string) => string;
  /** The books port's turnover summary (required, done, remaining), read only. */
  turnoverSummary: (
    db: DbOrTx,
    siteCode: string,
    memberId: bigint,
  ) => Promise<{ required: bigint; done: bigint; remaining: bigint }>;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const money = (v: string | null) => (v === null ? null : wire(BigInt(v)));

/** A record row for the wire; a bet's payout, a withdrawal's fee or a posting's balance joins its detail. */
function present(kind: PlayerRecordKind, row: RecordRow) {
  const extraLabel = {
    sportsBets: 'payout',
    venueBets: 'payout',
    withdrawals: 'fee',
    ledger: 'balance',
  } as Record<string, string>;
  const label = extraLabel[kind];
  const extra = label && row.extra !== null ? `${label} ${wire(BigInt(row.extra))}` : null;
  const detail = [row.detail, extra].filter((p) => p !== null && p !== '').join(' · ');
  return {
    id: row.id,
    at: iso(row.at),
    ref: row.ref,
    amount: money(row.amount),
    currency: row.currency,
    status: row.status,
    detail: detail || null,
    ip: row.ip,
    by: row.by,
  };
}

/**
 * The player 360 page (issue 24): one member of the request's brand — another brand's member is
 * not found, whatever the operator's binding — its wallets and records, and operators' notes.
 */
export function createPlayer360Service(deps: Player360Deps) {
  const { db, repository, audit, centerCurrency } = deps;
  const memberOf = async (siteCode: string, memberId: string) => {
    const member = await repository.member(db, siteCode, BigInt(memberId));
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  };

  return {
    async profile(siteCode: string, memberId: string) {
      const m = await memberOf(siteCode, memberId);
      const id = BigInt(m.id);
      const currency = centerCurrency(siteCode);
      const [wallets, turnover, totals] = await Promise.all([
        repository.wallets(db, siteCode, id),
        deps.turnoverSummary(db, siteCode, id),
        repository.totals(db, siteCode, id, currency),
      ]);
      return {
        memberId: m.id,
        username: m.username,
        nickname: m.nickname,
        realName: m.real_name,
        phone: m.phone,
        email: m.email,
        status: m.status,
        inviteCode: m.invite_code,
        parent:
          m.parent_id && m.parent_username ? { memberId: m.parent_id, username: m.parent_username } : null,
        createdAt: iso(m.created_at),
        lastLoginAt: m.last_login_at ? iso(m.last_login_at) : null,
        withdrawPasswordSet: m.withdraw_password_set,
        wallets: wallets.map((w) => ({
          kind: w.kind,
          currency: w.currency,
          balance: wire(BigInt(w.balance)),
        })),
        turnover: {
          required: wire(turnover.required),
          done: wire(turnover.done),
          remaining: wire(turnover.remaining),
        },
        vip: { level: Number(m.vip_level), nextLevel: m.next_level === null ? null : Number(m.next_level) },
        totals: { deposits: wire(totals.deposits), withdrawals: wire(totals.withdrawals) },
      };
    },

    async records(
      siteCode: string,
      q: { memberId: string; kind: PlayerRecordKind; page: number; size: number },
    ) {
      const m = await memberOf(siteCode, q.memberId);
      const { rows, total } = await repository.records(db, {
        siteCode,
        memberId: BigInt(m.id),
        username: m.username,
        kind: q.kind,
        page: q.page,
        size: q.size,
      });
      return { list: rows.map((row) => present(q.kind, row)), total };
    },

    /** Appends a note and its audit row in one transaction. */
    async addNote(operator: Operator, siteCode: string, input: { memberId: string; body: string }) {
      const m = await memberOf(siteCode, input.memberId);
      return db.transaction(async (tx) => {
        const note = await repository.addNote(tx, siteCode, BigInt(m.id), operator.id, input.body);
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'member.note',
          target: m.username,
          before: null,
          after: { noteId: note.id, body: input.body },
          detail: { body: input.body },
        });
        return {
          id: note.id,
          at: iso(note.created_at),
          ref: note.id,
          amount: null,
          currency: null,
          status: null,
          detail: input.body,
          ip: null,
          by: operator.username,
        };
      });
    },
  };
}

export type Player360Service = ReturnType<typeof createPlayer360Service>;
