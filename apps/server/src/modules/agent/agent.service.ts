import {
  AGENT_TREE_DEPTH,
  type AgentSummary,
  type MemberTree,
  type TreeNode,
} from '@houseline/shared/api/contract/agent';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books, LedgerAccountIds } from '../books/books.service.ts';
import type { AgentRepository, CommissionRateRow, TreeRow } from './agent.repository.ts';
import {
  agentEnabled,
  brandDay,
  brandMonthStart,
  COMMISSION_CATCH_UP_DAYS,
  COMMISSION_HOUSE_KIND,
  COMMISSION_RATES,
  type CommissionRate,
  commissionFor,
  maskUsername,
  SETTLE_GRACE_MS,
} from './agent-config.ts';

export type AgentAccounts = LedgerAccountIds;

export interface AgentServiceDeps {
  db: Db;
  repository: AgentRepository;
  /** The books port: commissions, their balance pushed to the agent after the commit. */
  books: Pick<Books, 'transaction' | 'move'>;
  accounts: AgentAccounts;
  /** The brands whose commissions the job settles. */
  siteCodes: readonly string[];
  now?: () => Date;
}

const money = (minor: bigint) => minorToDecimalString(minor);

function requireEnabled(siteCode: string): void {
  if (!agentEnabled(siteCode)) throw new AppError('FEATURE_DISABLED');
}

/**
 * Agents and share-to-earn (issue 13, decision 0038): the invite code and link, the downline tree
 * (own downline only, AGENT_TREE_DEPTH levels), team figures, and the daily commission on the
 * downline's valid turnover — one ledger entry per agent and day, written in the same transaction
 * as the day's period row, so a day is paid exactly once however many runners race.
 */
export function createAgentService({
  db,
  repository,
  books,
  accounts,
  siteCodes,
  now = () => new Date(),
}: AgentServiceDeps) {
  const toNode = (row: TreeRow, depth: number, self: boolean): TreeNode => ({
    id: Number(row.id),
    username: self ? row.username : maskUsername(row.username),
    depth,
    joinedAt: row.joinedAt.toISOString(),
    directCount: row.directCount,
    monthTurnover: money(row.monthTurnover),
    expandable: depth < AGENT_TREE_DEPTH && row.directCount > 0,
  });

  /**
   * The brand's commission rates (issue 24), written from the defaults the first time the brand is
   * read. Read on every call: an operator's change holds at once for the page and the job.
   */
  async function rateRows(siteCode: string): Promise<CommissionRateRow[]> {
    const rows = await repository.rates(db, siteCode);
    if (rows.length === COMMISSION_RATES.length) return rows;
    await repository.insertRates(db, siteCode, COMMISSION_RATES);
    return repository.rates(db, siteCode);
  }

  const rates = async (siteCode: string): Promise<CommissionRate[]> =>
    (await rateRows(siteCode)).map((r) => ({ level: r.level, rateBp: r.rateBp }));

  /** Settles one brand day; false when it was already settled (by this or another runner). */
  async function settleDay(siteCode: string, daysBack: number): Promise<boolean> {
    const day = brandDay(now(), daysBack);
    // Turnover rows carry their transaction's start time: wait out a commit straddling midnight.
    if (now().getTime() < day.end.getTime() + SETTLE_GRACE_MS) return false;
    if (await repository.isPeriodSettled(db, siteCode, day.period)) return false;
    const currency = currencyCodeForWallet(1, siteCode);
    // The rates at settlement time; a day once settled is never recomputed (its period row stays).
    const dayRates = await rates(siteCode);
    const rows = (await repository.dayTurnover(db, siteCode, day.start, day.end))
      .map((r) => ({ ...r, amount: commissionFor(r.level1, r.level2, dayRates) }))
      .filter((r) => r.amount > 0n);
    // Account ids before the transaction opens (PGlite serialises queries behind an open one).
    const house = rows.length ? await accounts.house(siteCode, COMMISSION_HOUSE_KIND, currency) : 0n;
    const centers = new Map<bigint, bigint>();
    for (const r of rows) {
      centers.set(r.agentId, await accounts.member(siteCode, r.agentId, { accountKind: 'center', currency }));
    }
    const total = rows.reduce((s, r) => s + r.amount, 0n);
    const at = now();
    return books.transaction(async (tx) => {
      if (!(await repository.claimPeriod(tx, siteCode, day.period, rows.length, total, at))) return false;
      for (const r of rows) {
        const center = centers.get(r.agentId) as bigint;
        const posted = await books.move(tx, {
          purpose: 'reward',
          memberId: r.agentId,
          siteCode,
          kind: 'agent_commission',
          idempotencyKey: `agent:commission:${r.agentId}:${day.period}`,
          reference: `agent:${day.period}`,
          memo: 'agent commission',
          lines: [
            { accountId: center, currency, amount: r.amount },
            { accountId: house, currency, amount: -r.amount },
          ],
        });
        await repository.insertCommission(tx, {
          siteCode,
          memberId: r.agentId,
          period: day.period,
          level1Turnover: r.level1,
          level2Turnover: r.level2,
          amount: r.amount,
          ledgerEntryId: posted.entryId,
          createdAt: at,
        });
      }
      return true;
    });
  }

  return {
    async summary(siteCode: string, memberId: bigint): Promise<AgentSummary> {
      requireEnabled(siteCode);
      const me = await repository.member(db, siteCode, memberId);
      if (!me) throw new AppError('SESSION_INVALID');
      const today = brandDay(now());
      const yesterday = brandDay(now(), 1);
      const [brandRates, team, todayTurnover, yesterdayTurnover, totals] = await Promise.all([
        rates(siteCode),
        repository.teamCounts(db, siteCode, memberId, today.start),
        repository.downlineTurnover(db, siteCode, memberId, today.start, today.end),
        repository.downlineTurnover(db, siteCode, memberId, yesterday.start, yesterday.end),
        repository.commissionTotals(db, siteCode, memberId),
      ]);
      const code = me.inviteCode ?? '';
      return {
        inviteCode: code,
        invitePath: `/entry/register?invite_code=${encodeURIComponent(code)}`,
        rates: brandRates,
        team: { direct: team.direct, total: team.total, joinedToday: team.joined },
        turnover: {
          today: money(todayTurnover.level1 + todayTurnover.level2),
          yesterday: money(yesterdayTurnover.level1 + yesterdayTurnover.level2),
        },
        commission: {
          estimatedToday: money(commissionFor(todayTurnover.level1, todayTurnover.level2, brandRates)),
          total: money(totals.total),
          last: totals.last === null ? null : money(totals.last),
        },
        currency: currencyCodeForWallet(1, siteCode),
      };
    },

    async tree(
      siteCode: string,
      memberId: bigint,
      query: { id?: number | undefined; page: number; size: number },
    ): Promise<MemberTree> {
      requireEnabled(siteCode);
      const nodeId = query.id === undefined ? memberId : BigInt(query.id);
      const chain = await repository.pathToAgent(db, siteCode, memberId, nodeId);
      // Outside one's own downline (or deeper than shown) is indistinguishable from missing.
      if (!chain) throw new AppError('RECORD_NOT_FOUND');
      const depth = chain.length - 1;
      const monthStart = brandMonthStart(now());
      const [node, children] = await Promise.all([
        repository.node(db, siteCode, nodeId, monthStart),
        depth < AGENT_TREE_DEPTH
          ? repository.children(db, siteCode, nodeId, monthStart, query.page, query.size)
          : Promise.resolve({ list: [], total: 0 }),
      ]);
      if (!node) throw new AppError('RECORD_NOT_FOUND');
      return {
        node: toNode(node, depth, depth === 0),
        path: [...chain].reverse().map((c, i) => ({
          id: Number(c.id),
          username: i === 0 ? c.username : maskUsername(c.username),
          depth: i,
        })),
        children: children.list.map((c) => toNode(c, depth + 1, false)),
        page: query.page,
        size: query.size,
        total: children.total,
      };
    },

    async commissions(siteCode: string, memberId: bigint, query: { page: number; size: number }) {
      requireEnabled(siteCode);
      const { list, total } = await repository.commissions(db, siteCode, memberId, query.page, query.size);
      return {
        list: list.map((r) => ({
          period: r.period,
          level1Turnover: money(r.level1Turnover),
          level2Turnover: money(r.level2Turnover),
          amount: money(r.amount),
          paidAt: r.createdAt.toISOString(),
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    settleDay,
    rates,
    rateRows,

    /** The job: every closed day of the catch-up window not yet settled, oldest first. */
    async settleClosedDays(): Promise<number> {
      let settled = 0;
      for (const siteCode of siteCodes) {
        if (!agentEnabled(siteCode)) continue;
        for (let back = COMMISSION_CATCH_UP_DAYS; back >= 1; back--) {
          if (await settleDay(siteCode, back)) settled++;
        }
      }
      return settled;
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
