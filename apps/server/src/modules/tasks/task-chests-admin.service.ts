import type {
  AdminTaskChest,
  AdminTaskChests,
  AdminTaskChestUpdateRequest,
} from '@houseline/shared/api/contract/tasks';
import { parseAmountToMinor, minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import { type BrandChest, brandChests, brandCurrency, chestsInOrder } from './task-catalog.ts';
import type { TaskChestSettingRow, TasksRepository } from './tasks.repository.ts';

/** A chest's values as the console and the audit read them (the reward as a wire string). */
const valuesOf = (c: Pick<BrandChest, 'enabled' | 'points' | 'reward'>) => ({
  enabled: c.enabled,
  points: c.points,
  reward: wire(c.reward),
});

function present(
  chest: BrandChest,
  fallback: BrandChest,
  row: TaskChestSettingRow | undefined,
): AdminTaskChest {
  return {
    tier: chest.tier,
    currency: chest.currency,
    ...valuesOf(chest),
    defaults: valuesOf(fallback),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The audit's picture of the brand's chests, tier by tier. */
const auditedSet = (chests: readonly BrandChest[]) => ({
  chests: chests.map((c) => ({ tier: c.tier, ...valuesOf(c) })),
});

/**
 * The brand's activity chests in the console (issue 24, decision 0089): read them with their
 * catalogue defaults, change one, reset all. Every write takes the brand's chest lock first (one
 * brand-wide advisory lock, then its rows), so the check that the enabled chests' points rise from
 * tier to tier reads the set as it is, and concurrent edits take turns; each write is audited with
 * before and after in the same commit. The member's task centre reads the rows on every call; a
 * chest already opened keeps what it paid (the claim copied the reward) and is never paid twice
 * (the claim is unique per member, chest and day).
 */
export function createTaskChestsAdmin(deps: {
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
  const listOf = (siteCode: string, rows: readonly TaskChestSettingRow[]): AdminTaskChests => {
    const defaults = brandChests(siteCode);
    const list = brandChests(siteCode, rows).map((c, i) =>
      present(
        c,
        defaults[i]!,
        rows.find((r) => r.tier === c.tier),
      ),
    );
    return { currency: brandCurrency(siteCode), list, total: list.length };
  };

  return {
    async list(siteCode: string): Promise<AdminTaskChests> {
      gate(siteCode);
      return listOf(siteCode, await repository.chestSettings(db, siteCode));
    },

    async update(
      operator: AuditActor,
      siteCode: string,
      edit: AdminTaskChestUpdateRequest,
    ): Promise<AdminTaskChest> {
      gate(siteCode);
      const fallback = brandChests(siteCode).find((c) => c.tier === edit.tier);
      if (!fallback) throw new AppError('TASK_NOT_FOUND');
      const values = {
        tier: edit.tier,
        enabled: edit.enabled,
        points: edit.points,
        reward: parseAmountToMinor(edit.reward),
      };
      return db.transaction(async (tx) => {
        const rows = await repository.lockChests(tx, siteCode);
        const current = brandChests(siteCode, rows);
        const before = current.find((c) => c.tier === edit.tier)!;
        const next = current.map((c) => (c.tier === edit.tier ? { ...c, ...values } : c));
        // Refused inside the lock, before any write: the transaction ends with nothing changed.
        if (!chestsInOrder(next)) throw new AppError('CHEST_ORDER');
        const row = await repository.saveChest(tx, siteCode, values, now());
        const after = { ...before, ...values };
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'task.chest.update',
          target: `chest_${edit.tier}`,
          before: valuesOf(before),
          after: valuesOf(after),
        });
        return present(after, fallback, row);
      });
    },

    /** Back to the catalogue: every chest setting of the brand removed, audited as a set. */
    async reset(operator: AuditActor, siteCode: string): Promise<AdminTaskChests> {
      gate(siteCode);
      await db.transaction(async (tx) => {
        const rows = await repository.lockChests(tx, siteCode);
        await repository.deleteChests(tx, siteCode);
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'task.chest.reset',
          target: 'chests',
          before: auditedSet(brandChests(siteCode, rows)),
          after: auditedSet(brandChests(siteCode)),
        });
      });
      return listOf(siteCode, []);
    },
  };
}

export type TaskChestsAdmin = ReturnType<typeof createTaskChestsAdmin>;
