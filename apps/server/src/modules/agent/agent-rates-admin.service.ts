import type { AdminAgentRate, AdminAgentRates } from '@houseline/shared/api/contract/agent';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import type { AgentRepository, CommissionRateRow } from './agent.repository.ts';
import type { AgentService } from './agent.service.ts';
import { agentEnabled, type CommissionRate, rateOf } from './agent-config.ts';

/** One level's new rate as the console sends it. */
export interface RateEdit {
  level: number;
  rateBp: number;
}

/** Whether the rates are in order: an agent earns at least as much on a direct invitee as on theirs. */
export function ratesInOrder(rates: readonly CommissionRate[]): boolean {
  return rateOf(rates, 2) <= rateOf(rates, 1);
}

const present = (row: CommissionRateRow): AdminAgentRate => ({
  level: row.level,
  rateBp: row.rateBp,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The agent commission rates in the console (issue 24): read them, change one level. The brand's
 * rows are locked while the edit is checked against the other level, so two operators changing
 * both levels at once cannot leave level 2 above level 1. The member's agent page and the daily
 * commission job read the rows directly: a change holds at once for days not yet settled; a day
 * already settled keeps what it paid.
 */
export function createAgentRatesAdmin(deps: {
  db: Db;
  repository: AgentRepository;
  agent: Pick<AgentService, 'rateRows'>;
  audit: AuditPort;
  now?: (() => Date) | undefined;
}) {
  const { db, repository, agent, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const requireEnabled = (siteCode: string) => {
    if (!agentEnabled(siteCode)) throw new AppError('FEATURE_DISABLED');
  };
  return {
    async rates(siteCode: string): Promise<AdminAgentRates> {
      requireEnabled(siteCode);
      return { rates: (await agent.rateRows(siteCode)).map(present) };
    },

    async update(operator: AuditActor, siteCode: string, edit: RateEdit): Promise<AdminAgentRate> {
      requireEnabled(siteCode);
      // Seeded before the transaction opens (PGlite serialises queries behind an open one).
      await agent.rateRows(siteCode);
      const row = await db.transaction(async (tx) => {
        const rates = await repository.lockRates(tx, siteCode);
        const before = rates.find((r) => r.level === edit.level);
        if (!before) throw new AppError('BAD_REQUEST');
        const next = rates.map((r) => (r.level === edit.level ? { ...r, rateBp: edit.rateBp } : r));
        if (!ratesInOrder(next)) throw new AppError('AGENT_RATE_ORDER');
        const saved = await repository.updateRate(tx, siteCode, edit.level, edit.rateBp, now());
        if (!saved) throw new AppError('BAD_REQUEST');
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'agent.rate.update',
          target: `L${edit.level}`,
          before: { level: before.level, rateBp: before.rateBp },
          after: { level: saved.level, rateBp: saved.rateBp },
        });
        return saved;
      });
      return present(row);
    },
  };
}

export type AgentRatesAdmin = ReturnType<typeof createAgentRatesAdmin>;
