import type { MarketType, Outcome, Period } from '@houseline/shared/sportsbook/markets';
import { netValidStakes } from '@houseline/shared/turnover/hedge';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books, EventBatch } from '../books/books.service.ts';
import type { SportsAccounts } from './bet.service.ts';
import { grade, type MatchResult } from './grading.ts';
import { betOutcome, parlayPayout, singlePayout, validStake } from './payout.ts';
import type { SettlementRepository } from './settlement.repository.ts';
import { HOUSE_KIND } from './sportsbook-config.ts';

export interface SettlementServiceDeps {
  db: Db;
  repository: SettlementRepository;
  books: Books;
  accounts: SportsAccounts;
  /** Where a downward correction the member cannot cover is reported to operators. */
  alerts?: { raise(job: string, subject: string, detail: string): Promise<void> } | undefined;
  now?: () => Date;
}

export interface MatchAction {
  matchId: number;
  status: 'finished' | 'cancelled';
  betsAffected: number;
  resultVersion: number;
}

const sameResult = (a: MatchResult, b: MatchResult) =>
  a.ftHome === b.ftHome && a.ftAway === b.ftAway && a.h1Home === b.h1Home && a.h1Away === b.h1Away;

/**
 * Settlement (decision 0017): a result (or a correction: a new result version) grades every leg
 * on the match, then each bet whose legs are all graded is settled in its own transaction — the
 * bet row, an sb_settlements row, the ledger entry `sb:settle:<betId>:<v>` and the turnover
 * progress commit together. A re-settlement moves only the difference from what was paid so far.
 */
export function createSettlementService(deps: SettlementServiceDeps) {
  const { db, repository, books, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * A single's valid stake: its own (validStake), less what the member's other singles on the same
   * market cover (decision 0050) — the same answer whichever of them settles first.
   */
  async function hedgedValid(tx: DbOrTx, betId: bigint): Promise<bigint> {
    const { codes, bets } = await repository.marketPosition(tx, betId);
    const position = bets.map((b) => ({
      id: b.id,
      outcome: b.code,
      valid: b.outcome === null ? b.stake : validStake('single', b.stake, [b.outcome as Outcome]),
    }));
    return netValidStakes(codes, position).get(betId) ?? 0n;
  }

  /** Settles (or re-settles) one bet; true when money or its state changed. */
  async function settleBet(
    betId: bigint,
    batch?: EventBatch,
  ): Promise<{ changed: boolean; siteCode: string; memberId: bigint }> {
    const pre = await repository.bet(db, betId);
    if (!pre) return { changed: false, siteCode: '', memberId: 0n };
    const who = { siteCode: pre.siteCode, memberId: pre.memberId };
    const center = await accounts.member(pre.siteCode, pre.memberId, {
      accountKind: 'center',
      currency: pre.currency,
    });
    const house = await accounts.house(pre.siteCode, HOUSE_KIND, pre.currency);
    let shortfall = 0n;
    const changed = await books.transaction(async (tx) => {
      const bet = await repository.lockBet(tx, betId);
      if (!bet || bet.status === 'cashed_out') return false;
      const legs = await repository.legOutcomes(tx, betId);
      if (legs.some((l) => l.outcome === null)) return false;
      const graded = legs.map((l) => ({ outcome: l.outcome as Outcome, oddsK: l.oddsK }));
      const kind = bet.kind as 'single' | 'parlay';
      const outcome = betOutcome(graded);
      const payout =
        kind === 'single'
          ? singlePayout(bet.stake, graded[0]!.oddsK, graded[0]!.outcome)
          : parlayPayout(bet.stake, graded);
      const valid =
        kind === 'single'
          ? await hedgedValid(tx, betId)
          : validStake(
              kind,
              bet.stake,
              graded.map((g) => g.outcome),
            );
      if (
        bet.status !== 'open' &&
        bet.outcome === outcome &&
        bet.payout === payout &&
        bet.validStake === valid
      ) {
        return false;
      }
      const version = bet.settleVersion + 1;
      const paid = await repository.paidSoFar(tx, betId);
      let delta = payout - paid;
      if (delta < 0n) {
        // A downward correction takes what the balance allows; the rest is reported to operators.
        const balance = await repository.memberBalance(tx, center);
        if (balance < -delta) {
          shortfall = -delta - balance;
          delta = -balance;
        }
      }
      const saved = await repository.saveSettlement(tx, betId, bet.settleVersion, {
        status: outcome === 'void' ? 'void' : 'settled',
        outcome,
        payout,
        validStake: valid,
        at: now(),
      });
      if (!saved) return false;
      await repository.insertSettlement(tx, {
        betId,
        version,
        outcome,
        payout,
        delta,
        resultVersion: await repository.maxResultVersion(tx, betId),
        createdAt: now(),
      });
      if (delta !== 0n) {
        await books.move(tx, {
          purpose: 'settlement',
          memberId: bet.memberId,
          siteCode: bet.siteCode,
          kind: 'bet_settle',
          idempotencyKey: `sb:settle:${betId}:${version}`,
          reference: `sb:${betId}`,
          memo: version === 1 ? 'sportsbook settlement' : 'sportsbook re-settlement',
          lines: [
            { accountId: center, currency: bet.currency, amount: delta },
            { accountId: house, currency: bet.currency, amount: -delta },
          ],
        });
      }
      // Turnover only grows: a correction that lowers the valid stake leaves the progress (0017).
      const previousValid = bet.status === 'open' ? 0n : bet.validStake;
      if (valid > previousValid) {
        await books.turnover(tx, bet.siteCode, bet.memberId, {
          kind: 'progress',
          amount: valid - previousValid,
          reference: `sb:${betId}:${version}`,
        });
      }
      return true;
    }, batch);
    if (shortfall > 0n && deps.alerts) {
      await deps.alerts.raise(
        'sportsbook.settle',
        `bet ${betId}`,
        `downward correction not covered by the balance: ${shortfall} minor units of ${pre.currency} left with member ${pre.memberId}`,
      );
    }
    return { changed, ...who };
  }

  async function settleGraded(matchId: bigint): Promise<number> {
    return settleAll(await repository.gradedBets(db, matchId));
  }

  /** Settles each bet in turn, pushes the balances it moved, and rethrows the first failure at the end. */
  async function settleAll(ids: readonly bigint[]): Promise<number> {
    let affected = 0;
    const batch = books.eventBatch();
    let failure: unknown;
    for (const id of ids) {
      // One bet failing (a lock timeout) does not hold the others back; entering the result
      // again settles what is left.
      const r = await settleBet(id, batch).catch((error: unknown) => {
        failure ??= error;
        return undefined;
      });
      if (r?.changed) affected += 1;
    }
    batch.publish();
    if (failure !== undefined) throw failure;
    return affected;
  }

  return {
    settleBet,

    /**
     * The settlement sweep (a job): finishes bets whose grading committed but whose settlement a
     * crash cut off, so a result entered once is paid even if the process died halfway through its
     * bets. Each bet settles at most once per result version (locked, versioned), so running this
     * beside a result entry or on two instances pays nothing twice.
     */
    async settleOrphans(limit = 500): Promise<number> {
      return settleAll(await repository.unsettledBets(db, limit));
    },

    /**
     * Enters a result (feed or operator). The same result again adds no version and moves nothing
     * (it only finishes bets a crash left unsettled); a different one is a correction.
     */
    async settleMatch(
      matchId: bigint,
      result: MatchResult,
      source: 'feed' | 'operator',
      operatorId?: bigint,
      audit?: (tx: DbOrTx) => Promise<void>,
    ): Promise<MatchAction> {
      const version = await db.transaction(async (tx) => {
        const match = await repository.lockMatch(tx, matchId);
        if (!match) throw new AppError('MATCH_NOT_FOUND');
        if (match.status === 'cancelled' || match.status === 'postponed') throw new AppError('RESULT_STATE');
        const latest = await repository.latestResult(tx, matchId);
        let v = latest?.version ?? 0;
        if (!latest || !sameResult(latest, result) || match.status !== 'finished') {
          if (!latest || !sameResult(latest, result)) {
            v += 1;
            await repository.insertResult(tx, {
              matchId,
              version: v,
              ...result,
              source,
              operatorId: operatorId ?? null,
              createdAt: now(),
            });
          }
          await repository.finishMatch(tx, matchId, { version: v, ...result });
          const keys = await repository.legKeys(tx, matchId);
          await repository.gradeLegs(
            tx,
            matchId,
            keys.map((k) => ({
              marketId: k.marketId,
              code: k.code,
              outcome: grade(
                {
                  marketType: k.marketType as MarketType,
                  period: k.period as Period,
                  lineQ: k.lineQ,
                  selectionCode: k.code,
                },
                result,
              ),
            })),
          );
        }
        if (audit) await audit(tx);
        return v;
      });
      const betsAffected = await settleGraded(matchId);
      return { matchId: Number(matchId), status: 'finished', betsAffected, resultVersion: version };
    },

    /**
     * Cancels a match: its legs are void (singles refunded, parlays recomputed without them). The
     * reason is the caller's record (the operator audit, the feed's event); `audit` joins the commit.
     */
    async voidMatch(
      matchId: bigint,
      _reason?: string,
      audit?: (tx: DbOrTx) => Promise<void>,
    ): Promise<MatchAction> {
      const version = await db.transaction(async (tx) => {
        const match = await repository.lockMatch(tx, matchId);
        if (!match) throw new AppError('MATCH_NOT_FOUND');
        await repository.cancelMatch(tx, matchId);
        if (audit) await audit(tx);
        return match.resultVersion;
      });
      const betsAffected = await settleGraded(matchId);
      return { matchId: Number(matchId), status: 'cancelled', betsAffected, resultVersion: version };
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
