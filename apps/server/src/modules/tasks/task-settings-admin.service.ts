import type {
  AdminTaskSetting,
  AdminTaskSettings,
  AdminTaskUpdateRequest,
} from '@houseline/shared/api/contract/tasks';
import type { Locale } from '@houseline/shared/api/headers';
import {
  MINOR_PER_UNIT,
  parseAmountToMinor,
  minorToDecimalString as wire,
} from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import { type BrandTask, brandCurrency, brandTasks, isAmountMetric } from './task-catalog.ts';
import type { TaskSettingRow, TaskSettingValues, TasksRepository } from './tasks.repository.ts';

const wholeUnits = (minor: bigint) => (minor / MINOR_PER_UNIT).toLocaleString('en-US');

/** A task's values as the console reads them: an amount target as a wire string, a count as digits. */
function valuesOf(task: Pick<BrandTask, 'metric'> & TaskSettingValues) {
  return {
    enabled: task.enabled,
    target: isAmountMetric(task.metric) ? wire(task.target) : task.target.toString(),
    reward: wire(task.reward),
    points: task.points,
    flowMultiple: task.flowMultiple,
  };
}

function present(task: BrandTask, fallback: BrandTask, row: TaskSettingRow | undefined, locale: Locale) {
  return {
    code: task.code,
    group: task.group,
    metric: task.metric,
    unit: isAmountMetric(task.metric) ? 'amount' : 'count',
    title: task.title[locale].replace('{target}', wholeUnits(task.target)),
    currency: task.currency,
    ...valuesOf(task),
    defaults: valuesOf(fallback),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  } satisfies AdminTaskSetting;
}

/** The audit's picture of a task's values (amounts as wire strings: JSON has no bigint). */
const audited = (metric: BrandTask['metric'], v: TaskSettingValues) => valuesOf({ metric, ...v });

/**
 * The brand's tasks in the console (issue 24, decision 0079): read them with their catalogue
 * defaults, change one. The brand's row of the task is locked while it is changed (written first
 * from the current values when the brand had none), and the change is audited with before and
 * after in the same commit. The member's task centre reads the rows on every call, so a change
 * shows at once; a reward already received keeps what it paid (the claim copied it).
 */
export function createTaskSettingsAdmin(deps: {
  db: Db;
  repository: TasksRepository;
  audit: AuditPort;
  featureEnabled: (siteCode: string) => boolean;
  now?: (() => Date) | undefined;
}) {
  const { db, repository, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const gate = (siteCode: string) => {
    if (!deps.featureEnabled(siteCode)) throw new AppError('FEATURE_DISABLED');
  };

  return {
    async list(siteCode: string, locale: Locale): Promise<AdminTaskSettings> {
      gate(siteCode);
      const rows = await repository.settings(db, siteCode);
      const defaults = brandTasks(siteCode);
      const list = brandTasks(siteCode, rows).map((task, i) =>
        present(
          task,
          defaults[i]!,
          rows.find((r) => r.code === task.code),
          locale,
        ),
      );
      return { currency: brandCurrency(siteCode), list, total: list.length };
    },

    async update(
      operator: AuditActor,
      siteCode: string,
      locale: Locale,
      edit: AdminTaskUpdateRequest,
    ): Promise<AdminTaskSetting> {
      gate(siteCode);
      const fallback = brandTasks(siteCode).find((t) => t.code === edit.code);
      if (!fallback) throw new AppError('TASK_NOT_FOUND');
      const targetMinor = parseAmountToMinor(edit.target);
      const amount = isAmountMetric(fallback.metric);
      if (!amount && targetMinor % MINOR_PER_UNIT !== 0n) throw new AppError('TASK_TARGET_WHOLE');
      const values: TaskSettingValues = {
        enabled: edit.enabled,
        target: amount ? targetMinor : targetMinor / MINOR_PER_UNIT,
        reward: parseAmountToMinor(edit.reward),
        points: edit.points,
        flowMultiple: edit.flowMultiple,
      };
      // The values the brand runs now, read before the transaction (PGlite serialises behind it).
      const current = brandTasks(siteCode, await repository.settings(db, siteCode)).find(
        (t) => t.code === edit.code,
      )!;
      const saved = await db.transaction(async (tx) => {
        const before = await repository.lockSetting(tx, siteCode, edit.code, current);
        const row = await repository.updateSetting(tx, siteCode, edit.code, values, now());
        if (!row) throw new AppError('TASK_NOT_FOUND');
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'task.setting.update',
          target: edit.code,
          before: audited(fallback.metric, before),
          after: audited(fallback.metric, row),
        });
        return row;
      });
      const task = brandTasks(siteCode, [saved]).find((t) => t.code === edit.code)!;
      return present(task, fallback, saved, locale);
    },

    /**
     * Back to the catalogue: the brand's row of the task is removed (locked first), audited with
     * the values it ran before and the default it runs after. A task with no row is audited too.
     */
    async reset(
      operator: AuditActor,
      siteCode: string,
      locale: Locale,
      code: string,
    ): Promise<AdminTaskSetting> {
      gate(siteCode);
      const fallback = brandTasks(siteCode).find((t) => t.code === code);
      if (!fallback) throw new AppError('TASK_NOT_FOUND');
      await db.transaction(async (tx) => {
        const removed = await repository.deleteSetting(tx, siteCode, code);
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'task.setting.reset',
          target: code,
          before: audited(fallback.metric, removed ?? fallback),
          after: audited(fallback.metric, fallback),
        });
      });
      return present(fallback, fallback, undefined, locale);
    },
  };
}

export type TaskSettingsAdmin = ReturnType<typeof createTaskSettingsAdmin>;
