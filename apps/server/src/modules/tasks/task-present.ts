import type { Task, TaskGroup, TaskReceipt, TaskRecord } from '@houseline/shared/api/contract/tasks';
import type { Locale } from '@houseline/shared/api/headers';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import { type BrandTask, brandTasks, CHEST_TITLE, isAmountMetric, TASK_DEFS } from './task-catalog.ts';
import type { TaskPeriods } from './task-periods.ts';
import type { TaskClaimRow } from './tasks.repository.ts';

// How the task centre answers: a task in its period, a claim as a record, a receipt.

export function periodKeyOf(group: TaskGroup, periods: TaskPeriods): string {
  if (group === 'daily') return periods.dayKey;
  if (group === 'weekly') return periods.weekKey;
  return 'once';
}

export function resetsAtOf(group: TaskGroup, periods: TaskPeriods): string | null {
  if (group === 'daily') return periods.day.end.toISOString();
  if (group === 'weekly') return periods.week.end.toISOString();
  return null;
}

const wholeUnits = (minor: bigint) => (minor / 10_000n).toLocaleString('en-US');

/** The member's state of every task of the brand in the current periods. */
export interface Evaluated {
  def: BrandTask;
  periodKey: string;
  current: bigint;
  status: Task['status'];
}

export function present(e: Evaluated, periods: TaskPeriods, locale: Locale): Task {
  const { def } = e;
  const amount = isAmountMetric(def.metric);
  const show = (v: bigint) => (amount ? wire(v) : v.toString());
  return {
    code: def.code,
    group: def.group,
    title: def.title[locale].replace('{target}', wholeUnits(def.target)),
    description: def.description[locale],
    metric: def.metric,
    unit: amount ? 'amount' : 'count',
    target: show(def.target),
    current: show(e.current),
    progressPermille: def.target > 0n ? Number((e.current * 1000n) / def.target) : 1000,
    status: e.status,
    currency: def.currency,
    reward: wire(def.reward),
    points: def.points,
    flowMultiple: def.flowMultiple,
    link: def.link,
    resetsAt: resetsAtOf(def.group, periods),
  };
}

/** A claim as a record; `tasks`: the brand's tasks as it runs them (their titles show its targets). */
export function presentClaim(
  row: TaskClaimRow,
  locale: Locale,
  tasks: readonly BrandTask[] = brandTasks(row.siteCode),
): TaskRecord {
  const def = TASK_DEFS.find((d) => d.code === row.code);
  const title =
    row.kind === 'chest'
      ? `${CHEST_TITLE[locale]} ${row.code.replace('chest_', '')}`
      : (def?.title[locale] ?? row.code).replace(
          '{target}',
          wholeUnits(tasks.find((d) => d.code === row.code)?.target ?? 0n),
        );
  return {
    id: row.id.toString(),
    kind: row.kind as 'task' | 'chest',
    code: row.code,
    group: row.groupCode as TaskGroup,
    title,
    period: row.periodKey,
    currency: row.currency,
    reward: wire(row.reward),
    points: row.points,
    turnoverRequired: wire(row.turnoverRequired),
    createdAt: row.createdAt.toISOString(),
  };
}

export function receipt(rows: TaskClaimRow[], locale: Locale, tasks?: readonly BrandTask[]): TaskReceipt {
  return {
    received: rows.map((r) => presentClaim(r, locale, tasks)),
    count: rows.length,
    amount: wire(rows.reduce((sum, r) => sum + r.reward, 0n)),
    points: rows.reduce((sum, r) => sum + r.points, 0),
  };
}
