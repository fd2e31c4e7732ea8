import type { RiskAlert, RiskSignal } from '@houseline/shared/api/contract/verification';
import { formatAmount } from '@houseline/shared/money/amount';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { OperatorIdentity } from '../../../platform/http/endpoint.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { JobAlertRow, JobAlerts } from '../../../platform/jobs/job-alerts.ts';
import type { AuditPort } from '../../operators/audit.service.ts';
import { RESULT_KINDS, type RiskRepository, STAKE_KINDS } from './risk.repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Every bound of the risk signals in one place (decision 0063). */
export const RISK_RULES = {
  /** How often the scan runs, and how far back it looks (a run that fails is covered by the next). */
  scanEveryMs: MINUTE_MS,
  lookbackMs: 15 * MINUTE_MS,
  /** Rows one scan reads per kind (deposits, withdrawals, sign-ins). */
  scanBatch: 500,
  /** Net deposits are counted over this window; the threshold is per brand (config-verification.ts). */
  netDepositWindowMs: 30 * DAY_MS,
  /** A deposit within this time after a loss of at least lossMinMinor is "rapid after a loss". */
  afterLossWindowMs: 30 * MINUTE_MS,
  lossMinMinor: 1_000_000n, // 100.00
  /** This many limit increases in a row (no decrease between) within the window. */
  limitIncreasesInRow: 3,
  limitWindowMs: 30 * DAY_MS,
  /** This many members signed in from one device or address within the window. */
  sharedAccounts: 3,
  sharedWindowMs: 30 * DAY_MS,
  /** A withdrawal within this time after a deposit, with no stake between, is "without play". */
  withoutPlayWindowMs: DAY_MS,
} as const;

/** Addresses the whole of a development machine shares: never counted as "one address". */
const LOCAL_ADDRESS = /^(127\.|::1$|::ffff:127\.|$)/;

const amount = (minor: bigint) => formatAmount(minor, { minor: true });

export interface RiskServiceDeps {
  db: Db;
  repository: RiskRepository;
  alerts: Pick<JobAlerts, 'raise'>;
  audit: AuditPort;
  netDepositThresholdOf: (siteCode: string) => bigint;
  now?: (() => Date) | undefined;
}

/**
 * The risk signals (issue 25, decision 0063). A scan over the recent deposits, withdrawals and
 * sign-ins (a job, every minute) and the limit-change port raise job alerts linked to the member,
 * each once per triggering event; the back office lists them and records what was done.
 */
export function createRiskService(deps: RiskServiceDeps) {
  const { db, repository, alerts, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const raise = (signal: RiskSignal, siteCode: string, memberId: bigint, subject: string, detail: string) =>
    alerts.raise(`risk.${signal}`, subject, detail, db, { siteCode, memberId, once: true });

  type Deposit = Awaited<ReturnType<RiskRepository['depositsCreditedSince']>>[number];
  type Withdrawal = Awaited<ReturnType<RiskRepository['withdrawalsSince']>>[number];

  /** The deposit that took the member's 30-day net deposits over the brand's threshold. */
  async function netDeposits(d: Deposit): Promise<void> {
    const threshold = deps.netDepositThresholdOf(d.siteCode);
    const from = new Date(d.at.getTime() - RISK_RULES.netDepositWindowMs);
    const after = await repository.netDepositsMinor(db, d.siteCode, d.memberId, from, d.at);
    if (after <= threshold || after - d.amount > threshold) return;
    await raise(
      'net_deposits',
      d.siteCode,
      d.memberId,
      `member:${d.memberId}:${d.orderNo}`,
      `net deposits ${amount(after)} in 30 days over the threshold ${amount(threshold)} (deposit ${d.orderNo})`,
    );
  }

  /** A deposit soon after the member lost at play. */
  async function depositAfterLoss(d: Deposit): Promise<void> {
    const from = new Date(d.at.getTime() - RISK_RULES.afterLossWindowMs);
    const play = await repository.playMinor(db, d.siteCode, d.memberId, RESULT_KINDS, from, d.at);
    if (play.netMinor > -RISK_RULES.lossMinMinor) return;
    await raise(
      'deposit_after_loss',
      d.siteCode,
      d.memberId,
      `member:${d.memberId}:${d.orderNo}`,
      `deposit ${d.orderNo} of ${amount(d.amount)} within 30 minutes of a loss of ${amount(-play.netMinor)}`,
    );
  }

  /** A withdrawal straight after a deposit, with no stake between. */
  async function withoutPlay(w: Withdrawal): Promise<void> {
    const deposit = await repository.lastDepositBefore(db, w.siteCode, w.memberId, w.at);
    if (!deposit || w.at.getTime() - deposit.at.getTime() > RISK_RULES.withoutPlayWindowMs) return;
    const play = await repository.playMinor(db, w.siteCode, w.memberId, STAKE_KINDS, deposit.at, w.at);
    if (play.entries > 0) return;
    await raise(
      'withdraw_without_play',
      w.siteCode,
      w.memberId,
      `member:${w.memberId}:${w.orderNo}`,
      `withdrawal ${w.orderNo} of ${amount(w.amount)} after deposit ${deposit.orderNo} with no play between`,
    );
  }

  /** Many members on one device or one address: raised again each time the count grows. */
  async function sharedDevice(s: {
    siteCode: string;
    memberId: bigint | null;
    deviceNo: string;
    ip: string;
  }) {
    if (s.memberId === null) return;
    const from = new Date(now().getTime() - RISK_RULES.sharedWindowMs);
    const checks: Array<[string, { deviceNo: string } | { ip: string }]> = [];
    if (s.deviceNo) checks.push([`device:${s.deviceNo}`, { deviceNo: s.deviceNo }]);
    if (!LOCAL_ADDRESS.test(s.ip)) checks.push([`ip:${s.ip}`, { ip: s.ip }]);
    for (const [key, on] of checks) {
      const n = await repository.membersOn(db, s.siteCode, on, from);
      if (n < RISK_RULES.sharedAccounts) continue;
      await raise(
        'shared_device',
        s.siteCode,
        s.memberId,
        `${key.slice(0, 200)}:${n}`,
        `${n} accounts signed in from ${key} in 30 days (latest member ${s.memberId})`,
      );
    }
  }

  function present(row: JobAlertRow, username: string): RiskAlert {
    return {
      id: String(row.id),
      signal: row.job.slice('risk.'.length) as RiskSignal,
      memberId: row.memberId === null ? '' : String(row.memberId),
      username,
      subject: row.subject,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolutionNote: row.resolutionNote,
    };
  }

  return {
    /** One pass over what happened in the lookback window; every alert is raised at most once. */
    async scan(signal?: AbortSignal): Promise<void> {
      const since = new Date(now().getTime() - RISK_RULES.lookbackMs);
      for (const d of await repository.depositsCreditedSince(db, since, RISK_RULES.scanBatch)) {
        if (signal?.aborted) return;
        await netDeposits(d);
        await depositAfterLoss(d);
      }
      for (const w of await repository.withdrawalsSince(db, since, RISK_RULES.scanBatch)) {
        if (signal?.aborted) return;
        await withoutPlay(w);
      }
      for (const s of await repository.signInsSince(db, since, RISK_RULES.scanBatch)) {
        if (signal?.aborted) return;
        await sharedDevice(s);
      }
    },

    /**
     * The port player protection calls on every limit change of a member (decision 0063):
     * `limitIncreasesInRow` increases with no decrease between raise an alert (again at each
     * further multiple).
     */
    async recordLimitChange(
      siteCode: string,
      memberId: bigint,
      direction: 'increase' | 'decrease',
      tx: DbOrTx = db,
    ) {
      const at = now();
      const row = await repository.insertLimitChange(tx, { siteCode, memberId, direction, createdAt: at });
      if (direction !== 'increase') return;
      const from = new Date(at.getTime() - RISK_RULES.limitWindowMs);
      const recent = await repository.recentLimitChanges(tx, siteCode, memberId, from, 100);
      const streak = recent.findIndex((c) => c.direction !== 'increase');
      const inRow = streak < 0 ? recent.length : streak;
      if (inRow === 0 || inRow % RISK_RULES.limitIncreasesInRow !== 0) return;
      await alerts.raise(
        'risk.limit_increases',
        `member:${memberId}:${row.id}`,
        `${inRow} limit increases in a row within 30 days`,
        tx,
        { siteCode, memberId, once: true },
      );
    },

    async list(
      siteCode: string,
      query: { page: number; size: number; state: 'open' | 'all'; signal?: RiskSignal | undefined },
    ) {
      const { rows, total } = await repository.alerts(db, siteCode, {
        open: query.state === 'open',
        job: query.signal ? `risk.${query.signal}` : undefined,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return { list: rows.map((r) => present(r.alert, r.username ?? '')), total };
    },

    /** Records what was done about an open alert of the brand and closes it; audited in the same commit. */
    async resolve(siteCode: string, operator: OperatorIdentity, input: { id: string; note: string }) {
      return db.transaction(async (tx) => {
        const row = await repository.resolve(tx, siteCode, BigInt(input.id), {
          note: input.note,
          by: operator.id,
          at: now(),
        });
        if (!row) throw new AppError('RISK_ALERT_NOT_FOUND');
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'risk.alert.resolve',
          target: `member:${row.memberId ?? ''}`,
          detail: { alert: input.id, signal: row.job },
          after: { note: input.note },
        });
        return present(row, await repository.username(tx, row.memberId));
      });
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
