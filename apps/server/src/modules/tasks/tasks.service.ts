import type {
  Task,
  TaskContent,
  TaskGroup,
  TaskGroups,
  TaskList,
  TaskReceipt,
  TaskRecords,
  TaskTag,
} from '@houseline/shared/api/contract/tasks';
import { TASK_GROUPS } from '@houseline/shared/api/contract/tasks';
import type { Locale } from '@houseline/shared/api/headers';
import { getBrand } from '@houseline/shared/brands/registry';
import { FEATURE, isSiteCode } from '@houseline/shared/brands/types';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books, LedgerAccountIds } from '../books/books.service.ts';
import { type BrandChest, brandChests, brandCurrency, brandTasks, GROUP_NAMES } from './task-catalog.ts';
import { brandDayNumber, longestRun, periodsAt, type TaskPeriods } from './task-periods.ts';
import { type Evaluated, periodKeyOf, present, presentClaim, receipt, resetsAtOf } from './task-present.ts';
import { evaluate } from './task-progress.ts';
import type { TaskClaimRow, TasksRepository } from './tasks.repository.ts';

/** The ledger's entry kinds and house accounts of the task centre (fixed, others read them). */
export const TASK_LEDGER = {
  rewardKind: 'task_reward',
  chestKind: 'task_chest',
  house: 'task_rewards',
} as const;

/** The center wallet account ids of the ledger, looked up before a transaction opens. */
export type TaskAccounts = LedgerAccountIds;

export interface TasksServiceDeps {
  db: Db;
  repository: TasksRepository;
  books: Pick<Books, 'transaction' | 'move'>;
  accounts: TaskAccounts;
  /** Whether the brand runs the task centre (FEATURE.tasks); tests may replace it. */
  featureEnabled?: (siteCode: string) => boolean;
  now?: () => Date;
}

export function tasksFeatureEnabled(siteCode: string): boolean {
  return isSiteCode(siteCode) && getBrand(siteCode).enabledFeatureIds.includes(FEATURE.tasks);
}

/**
 * The task centre (issue 13, decision 0034). Progress is computed on read from the member's real
 * activity; a reward is paid when the member receives it, once per task and period: the claim row
 * (unique per member, task and period), its ledger entry (idempotency key of the same parts) and
 * the turnover it requires are one commit.
 */
export function createTasksService(deps: TasksServiceDeps) {
  const { db, repository, books, accounts } = deps;
  const now = deps.now ?? (() => new Date());
  const featureEnabled = deps.featureEnabled ?? tasksFeatureEnabled;

  function gate(siteCode: string): void {
    if (!featureEnabled(siteCode)) throw new AppError('FEATURE_DISABLED');
  }

  async function evaluateAll(siteCode: string, memberId: bigint, periods: TaskPeriods) {
    const [activity, claims, settings] = await Promise.all([
      repository.activity(db, siteCode, memberId, {
        dayStart: periods.day.start,
        dayEnd: periods.day.end,
        weekStart: periods.week.start,
        weekEnd: periods.week.end,
      }),
      repository.claimsIn(db, siteCode, memberId, ['once', periods.dayKey, periods.weekKey]),
      repository.settings(db, siteCode),
    ]);
    const claimed = new Set(claims.map((c) => `${c.kind}|${c.code}|${c.periodKey}`));
    const today = brandDayNumber(periods.day.start);
    // The brand's settings on the catalogue (issue 24): a task turned off is not shown nor paid.
    const defs = brandTasks(siteCode, settings);
    const disabled = new Set(defs.filter((d) => !d.enabled).map((d) => d.code));
    const tasks: Evaluated[] = defs
      .filter((d) => d.enabled)
      .map((def) => {
        const periodKey = periodKeyOf(def.group, periods);
        const current = evaluate(def, activity, { today, longestRun });
        const done = current >= def.target;
        const status: Task['status'] = claimed.has(`task|${def.code}|${periodKey}`)
          ? 'claimed'
          : done
            ? 'completed'
            : 'progress';
        return { def, periodKey, current: done ? def.target : current, status };
      });
    return { tasks, claims, claimed, disabled, defs };
  }

  /** Pays one reward exactly once; undefined when it had been paid before (by anyone, at once). */
  async function pay(
    siteCode: string,
    memberId: bigint,
    claim: {
      kind: 'task' | 'chest';
      code: string;
      group: TaskGroup;
      periodKey: string;
      currency: string;
      reward: bigint;
      points: number;
      flowMultiple: number;
    },
    at: Date,
  ): Promise<TaskClaimRow | undefined> {
    const [memberAccount, house] = await Promise.all([
      accounts.member(siteCode, memberId, { accountKind: 'center', currency: claim.currency }),
      accounts.house(siteCode, TASK_LEDGER.house, claim.currency),
    ]);
    const key = `${claim.kind}:${siteCode}:${memberId}:${claim.code}:${claim.periodKey}`;
    const required = claim.reward * BigInt(claim.flowMultiple);
    return books.transaction(async (tx) => {
      const row = await repository.insertClaim(tx, {
        siteCode,
        memberId,
        kind: claim.kind,
        code: claim.code,
        groupCode: claim.group,
        periodKey: claim.periodKey,
        currency: claim.currency,
        reward: claim.reward,
        points: claim.points,
        turnoverRequired: required,
        createdAt: at,
      });
      if (!row) return undefined;
      const posted = await books.move(tx, {
        purpose: 'reward',
        memberId,
        siteCode,
        kind: claim.kind === 'chest' ? TASK_LEDGER.chestKind : TASK_LEDGER.rewardKind,
        idempotencyKey: key,
        reference: `task-claim:${row.id}`,
        memo: `${claim.kind} ${claim.code} ${claim.periodKey}`,
        lines: [
          { accountId: house, currency: claim.currency, amount: -claim.reward },
          { accountId: memberAccount, currency: claim.currency, amount: claim.reward },
        ],
        turnover: { kind: 'require', amount: required, reference: key },
      });
      await repository.setLedgerEntry(tx, row.id, posted.entryId);
      return { ...row, ledgerEntryId: posted.entryId };
    });
  }

  async function chestsOf(siteCode: string, memberId: bigint, periods: TaskPeriods, claims: TaskClaimRow[]) {
    const [points, settings] = await Promise.all([
      repository.pointsBetween(db, siteCode, memberId, periods.day.start, periods.day.end),
      repository.chestSettings(db, siteCode),
    ]);
    // The brand's chest settings on the catalogue (decision 0089), read on every call: a new
    // threshold or reward counts from the next opening; a chest turned off is not shown nor paid.
    const all = brandChests(siteCode, settings);
    const disabled = new Set(all.filter((c) => !c.enabled).map((c) => c.tier));
    const chests = all
      .filter((c) => c.enabled)
      .map((c: BrandChest) => {
        const claimed = claims.some(
          (r) => r.kind === 'chest' && r.code === `chest_${c.tier}` && r.periodKey === periods.dayKey,
        );
        const status: 'locked' | 'open' | 'claimed' = claimed
          ? 'claimed'
          : points >= c.points
            ? 'open'
            : 'locked';
        return { ...c, status };
      });
    return { points, chests, disabled };
  }

  return {
    async content(siteCode: string, memberId: bigint): Promise<TaskContent> {
      gate(siteCode);
      const at = now();
      const periods = periodsAt(at);
      const claims = await repository.claimsIn(db, siteCode, memberId, [periods.dayKey]);
      const { points, chests } = await chestsOf(siteCode, memberId, periods, claims);
      return {
        currency: brandCurrency(siteCode),
        points,
        maxPoints: Math.max(0, ...chests.map((c) => c.points)),
        chests: chests.map((c) => ({
          tier: c.tier,
          points: c.points,
          reward: wire(c.reward),
          status: c.status,
        })),
        dayStart: periods.day.start.toISOString(),
        dayEnd: periods.day.end.toISOString(),
        weekEnd: periods.week.end.toISOString(),
        serverTime: at.toISOString(),
        totalReward: wire(await repository.totalReward(db, siteCode, memberId)),
      };
    },

    async groups(siteCode: string, memberId: bigint, locale: Locale): Promise<TaskGroups> {
      gate(siteCode);
      const periods = periodsAt(now());
      const { tasks } = await evaluateAll(siteCode, memberId, periods);
      const list = TASK_GROUPS.map((group) => {
        const of = tasks.filter((t) => t.def.group === group);
        return {
          group,
          name: GROUP_NAMES[group][locale],
          total: of.length,
          completed: of.filter((t) => t.status !== 'progress').length,
          claimed: of.filter((t) => t.status === 'claimed').length,
          resetsAt: resetsAtOf(group, periods),
        };
      });
      return { list, total: list.length };
    },

    async list(siteCode: string, memberId: bigint, locale: Locale, group: TaskGroup): Promise<TaskList> {
      gate(siteCode);
      const periods = periodsAt(now());
      const { tasks } = await evaluateAll(siteCode, memberId, periods);
      const list = tasks.filter((t) => t.def.group === group).map((t) => present(t, periods, locale));
      return { list, total: list.length };
    },

    async tag(siteCode: string, memberId: bigint): Promise<TaskTag> {
      gate(siteCode);
      const periods = periodsAt(now());
      const { tasks, claims } = await evaluateAll(siteCode, memberId, periods);
      const open = (group: TaskGroup) =>
        tasks.filter((t) => t.def.group === group && t.status === 'completed').length;
      const groups = { newbie: open('newbie'), daily: open('daily'), weekly: open('weekly') };
      const { chests } = await chestsOf(siteCode, memberId, periods, claims);
      const openChests = chests.filter((c) => c.status === 'open').length;
      return { groups, chests: openChests, total: groups.newbie + groups.daily + groups.weekly + openChests };
    },

    async records(
      siteCode: string,
      memberId: bigint,
      locale: Locale,
      page: number,
      size: number,
    ): Promise<TaskRecords> {
      gate(siteCode);
      const [{ list, total }, settings] = await Promise.all([
        repository.page(db, siteCode, memberId, page, size),
        repository.settings(db, siteCode),
      ]);
      const defs = brandTasks(siteCode, settings);
      return { list: list.map((r) => presentClaim(r, locale, defs)), page, size, total };
    },

    async receiveOne(siteCode: string, memberId: bigint, locale: Locale, code: string): Promise<TaskReceipt> {
      gate(siteCode);
      const at = now();
      const periods = periodsAt(at);
      const { tasks, disabled, defs } = await evaluateAll(siteCode, memberId, periods);
      const task = tasks.find((t) => t.def.code === code);
      if (!task && disabled.has(code)) throw new AppError('TASK_DISABLED');
      if (!task) throw new AppError('TASK_NOT_FOUND');
      if (task.status === 'claimed') throw new AppError('TASK_ALREADY_CLAIMED');
      if (task.status !== 'completed') throw new AppError('TASK_NOT_COMPLETED');
      const row = await pay(siteCode, memberId, { kind: 'task', ...claimOf(task) }, at);
      if (!row) throw new AppError('TASK_ALREADY_CLAIMED');
      return receipt([row], locale, defs);
    },

    async receiveAll(
      siteCode: string,
      memberId: bigint,
      locale: Locale,
      group?: TaskGroup,
    ): Promise<TaskReceipt> {
      gate(siteCode);
      const at = now();
      const periods = periodsAt(at);
      const { tasks, defs } = await evaluateAll(siteCode, memberId, periods);
      const rows: TaskClaimRow[] = [];
      for (const task of tasks) {
        if (task.status !== 'completed' || (group && task.def.group !== group)) continue;
        const row = await pay(siteCode, memberId, { kind: 'task', ...claimOf(task) }, at);
        if (row) rows.push(row);
      }
      return receipt(rows, locale, defs);
    },

    async receiveChest(
      siteCode: string,
      memberId: bigint,
      locale: Locale,
      tier: number,
    ): Promise<TaskReceipt> {
      gate(siteCode);
      const at = now();
      const periods = periodsAt(at);
      const claims = await repository.claimsIn(db, siteCode, memberId, [periods.dayKey]);
      const { chests, disabled } = await chestsOf(siteCode, memberId, periods, claims);
      const chest = chests.find((c) => c.tier === tier);
      if (!chest && disabled.has(tier)) throw new AppError('CHEST_DISABLED');
      if (!chest) throw new AppError('TASK_NOT_FOUND');
      if (chest.status === 'claimed') throw new AppError('TASK_ALREADY_CLAIMED');
      if (chest.status === 'locked') throw new AppError('CHEST_NOT_REACHED');
      const row = await pay(
        siteCode,
        memberId,
        {
          kind: 'chest',
          code: `chest_${chest.tier}`,
          group: 'daily',
          periodKey: periods.dayKey,
          currency: chest.currency,
          reward: chest.reward,
          points: 0,
          flowMultiple: 1,
        },
        at,
      );
      if (!row) throw new AppError('TASK_ALREADY_CLAIMED');
      return receipt([row], locale);
    },
  };
}

function claimOf(task: Evaluated) {
  return {
    code: task.def.code,
    group: task.def.group,
    periodKey: task.periodKey,
    currency: task.def.currency,
    reward: task.def.reward,
    points: task.def.points,
    flowMultiple: task.def.flowMultiple,
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
