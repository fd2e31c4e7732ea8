import { randomUUID } from 'node:crypto';
import type { Bet, CashoutQuote } from '@houseline/shared/api/contract/sportsbook';
import type { Outcome } from '@houseline/shared/sportsbook/markets';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books } from '../books/books.service.ts';
import type { BetRepository } from './bet.repository.ts';
import type { SportsAccounts } from './bet.service.ts';
import type { CashoutLeg, CashoutRepository } from './cashout.repository.ts';
import { cashoutPrice } from './payout.ts';
import { presentBet, wire } from './present.ts';
import { CASHOUT_MARGIN_BP, CASHOUT_QUOTE_MS, HOUSE_KIND } from './sportsbook-config.ts';

export interface CashoutServiceDeps {
  db: Db;
  repository: CashoutRepository;
  bets: BetRepository;
  books: Books;
  accounts: SportsAccounts;
  now?: () => Date;
}

const takesBets = (l: CashoutLeg) =>
  l.marketStatus === 'open' &&
  !l.matchSuspended &&
  (l.matchStatus === 'scheduled' || l.matchStatus === 'live');

/** Versions of the open legs' markets, as the quote stores them. */
const versionsOf = (legs: readonly CashoutLeg[]): Record<string, number> =>
  Object.fromEntries(legs.filter((l) => l.outcome === null).map((l) => [l.marketId.toString(), l.version]));

/**
 * Cash-out: a quote priced from the settled legs' factors and the open legs' price moves less a
 * margin, valid 10 s and tied to the market versions it used; accepting it settles the bet at
 * that amount in one transaction (bet, quote, ledger `sb:cashout:<betId>`, turnover).
 */
export function createCashoutService(deps: CashoutServiceDeps) {
  const { db, repository, bets, books, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(betId: bigint): Promise<Bet> {
    const rows = await bets.byIds(db, [betId]);
    const [v] = await bets.views(db, rows);
    return presentBet(v!);
  }

  return {
    async quote(siteCode: string, memberId: bigint, betId: number): Promise<CashoutQuote> {
      const bet = await bets.memberBet(db, siteCode, memberId, BigInt(betId));
      if (!bet) throw new AppError('BET_NOT_FOUND');
      if (bet.status !== 'open') throw new AppError('CASHOUT_UNAVAILABLE');
      const legs = await repository.legs(db, bet.id);
      const open = legs.filter((l) => l.outcome === null);
      if (open.length === 0 || !open.every(takesBets)) throw new AppError('CASHOUT_UNAVAILABLE');
      const amount = cashoutPrice({
        stake: bet.stake,
        legs: legs.map((l) => ({
          oddsKBet: l.oddsK,
          oddsKNow: l.outcome === null ? l.nowOddsK : null,
          outcome: l.outcome as Outcome | null,
        })),
        marginBp: CASHOUT_MARGIN_BP,
      });
      if (amount === null || amount <= 0n) throw new AppError('CASHOUT_UNAVAILABLE');
      const id = randomUUID();
      const expiresAt = new Date(now().getTime() + CASHOUT_QUOTE_MS);
      await repository.insertQuote(db, {
        id,
        betId: bet.id,
        siteCode,
        memberId,
        amount,
        versions: versionsOf(legs),
        expiresAt,
        createdAt: now(),
      });
      return { quoteId: id, betId: Number(bet.id), amount: wire(amount), expiresAt: expiresAt.toISOString() };
    },

    async accept(siteCode: string, memberId: bigint, quoteId: string): Promise<Bet> {
      const quote = await repository.quote(db, quoteId);
      // Another member's quote and no quote at all: the same answer.
      if (!quote || quote.siteCode !== siteCode || quote.memberId !== memberId) {
        throw new AppError('CASHOUT_UNAVAILABLE');
      }
      const bet = await bets.memberBet(db, siteCode, memberId, quote.betId);
      if (!bet) throw new AppError('CASHOUT_UNAVAILABLE');
      if (quote.usedAt) {
        // The same acceptance again answers the cashed-out bet.
        if (bet.status === 'cashed_out' && bet.cashoutAmount === quote.amount) return view(bet.id);
        throw new AppError('QUOTE_USED');
      }
      const center = await accounts.member(siteCode, memberId, {
        accountKind: 'center',
        currency: bet.currency,
      });
      const house = await accounts.house(siteCode, HOUSE_KIND, bet.currency);
      const usedMeanwhile = await books.transaction(async (tx) => {
        const q = await repository.lockQuote(tx, quoteId);
        if (!q) throw new AppError('QUOTE_USED');
        // Used while this acceptance waited for the lock (the same one sent twice at once):
        // answered below as the replay above is, not as a refusal.
        if (q.usedAt) return true;
        if (q.expiresAt.getTime() <= now().getTime()) throw new AppError('CASHOUT_QUOTE_EXPIRED');
        const locked = await repository.lockBet(tx, q.betId);
        if (locked?.status !== 'open') throw new AppError('CASHOUT_UNAVAILABLE');
        const legs = await repository.legs(tx, q.betId);
        const versions = q.versions as Record<string, number>;
        const current = versionsOf(legs);
        const same =
          Object.keys(current).length === Object.keys(versions).length &&
          Object.entries(current).every(([k, v]) => versions[k] === v);
        if (!same || !legs.filter((l) => l.outcome === null).every(takesBets)) {
          throw new AppError('CASHOUT_QUOTE_EXPIRED');
        }
        if (!(await repository.cashOut(tx, q.betId, q.amount, now())))
          throw new AppError('CASHOUT_UNAVAILABLE');
        await repository.useQuote(tx, quoteId, now());
        await books.move(tx, {
          purpose: 'settlement',
          memberId,
          siteCode,
          kind: 'bet_settle',
          idempotencyKey: `sb:cashout:${q.betId}`,
          reference: `sb:${q.betId}`,
          memo: 'sportsbook cash-out',
          lines: [
            { accountId: center, currency: bet.currency, amount: q.amount },
            { accountId: house, currency: bet.currency, amount: -q.amount },
          ],
          turnover: { kind: 'progress', amount: bet.stake, reference: `sb:${q.betId}:cashout` },
        });
        return false;
      });
      if (usedMeanwhile) {
        const after = await bets.memberBet(db, siteCode, memberId, quote.betId);
        if (after?.status === 'cashed_out' && after.cashoutAmount === quote.amount) return view(after.id);
        throw new AppError('QUOTE_USED');
      }
      return view(bet.id);
    },
  };
}

export type CashoutService = ReturnType<typeof createCashoutService>;
