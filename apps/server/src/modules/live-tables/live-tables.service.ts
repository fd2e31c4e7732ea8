import type { VenueBet } from '@houseline/shared/api/contract/casino';
import type { LiveBetRequest, LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { Locale } from '@houseline/shared/api/headers';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { parseAmountToMinor, minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type Books, translateLedgerError } from '../books/books.service.ts';
import { LIVE_HOUSE_KIND, liveCurrency } from './live-catalog.ts';
import type { LiveAccounts, LiveDealer, LiveTimings } from './live-dealer.service.ts';
import type { BetRow, LiveTablesRepository, RoundRow, TableRow } from './live-tables.repository.ts';
import {
  type LiveCards,
  presentMyBets,
  presentRound,
  presentShoe,
  presentTable,
  type RoundLimits,
  roundLimits,
} from './present.ts';

export interface LiveTablesServiceDeps {
  db: Db;
  repository: LiveTablesRepository;
  books: Books;
  accounts: LiveAccounts;
  dealer: Pick<LiveDealer, 'ensureShoe'>;
  timings: LiveTimings;
  now?: () => Date;
}

const SIDE_WORDS: Record<Locale, Record<string, string>> = {
  'zh-CN': { player: '闲', banker: '庄', tie: '和', player_pair: '闲对', banker_pair: '庄对' },
  'en-US': {
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    player_pair: 'Player pair',
    banker_pair: 'Banker pair',
  },
};
const WIN_WORDS: Record<Locale, Record<string, string>> = {
  'zh-CN': { player: '闲赢', banker: '庄赢', tie: '和局' },
  'en-US': { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' },
};
const HOUSE_NAME: Record<Locale, string> = { 'zh-CN': '自营真人', 'en-US': 'House live' };

/** Each side's stake of a request within the round's minimum and maximum. */
function checkStakes(stakes: ReadonlyMap<string, bigint>, limits: RoundLimits): void {
  for (const stake of stakes.values()) {
    if (stake < limits.minBet) throw new AppError('STAKE_TOO_LOW', { params: { min: wire(limits.minBet) } });
    if (stake > limits.maxBet) throw new AppError('STAKE_TOO_HIGH', { params: { max: wire(limits.maxBet) } });
  }
}

/**
 * The live tables' member side: the lobby, a table, bets (all or nothing, in one transaction with
 * their ledger entry, under the round's share lock so none lands after the close), game recall,
 * shoes for verification, and the bet-record rows of live bets.
 */
export function createLiveTablesService(deps: LiveTablesServiceDeps) {
  const { db, repository: repo, accounts, books } = deps;
  const now = deps.now ?? (() => new Date());

  async function tableOf(siteCode: string, id: number): Promise<TableRow> {
    const table = await repo.table(db, siteCode, id);
    if (!table) throw new AppError('TABLE_NOT_FOUND');
    return table;
  }

  async function view(table: TableRow): Promise<{ view: LiveTable; round: RoundRow | undefined }> {
    // A closed table opens no shoe: it shows its last one (a table never dealt gets its first).
    const last = table.active ? undefined : await repo.currentShoe(db, table.id);
    const shoe =
      last ??
      (await deps.dealer.ensureShoe(table).catch(async (error: unknown) => {
        const current = await repo.currentShoe(db, table.id);
        if (!current) throw error;
        return current;
      }));
    const [round, hands] = [await repo.latestRound(db, table.id), await repo.shoeHands(db, shoe.id)];
    const outcomes = hands.map((h) => h.outcome as HandOutcome);
    const seconds = table.bettingSeconds || deps.timings.bettingSeconds;
    return { view: presentTable(table, seconds, round, shoe, outcomes), round };
  }

  async function centerAccount(siteCode: string, memberId: bigint): Promise<bigint> {
    return accounts.member(siteCode, memberId, { accountKind: 'center', currency: liveCurrency(siteCode) });
  }

  function sameRequest(rows: readonly BetRow[], roundId: bigint, stakes: Map<string, bigint>): boolean {
    if (rows.some((r) => r.roundId !== roundId) || rows.length !== stakes.size) return false;
    return rows.every((r) => stakes.get(r.side) === r.stake);
  }

  return {
    async lobby(siteCode: string): Promise<{ list: LiveTable[] }> {
      const list: LiveTable[] = [];
      for (const table of await repo.tables(db, siteCode)) list.push((await view(table)).view);
      return { list };
    },

    async table(siteCode: string, id: number, memberId: bigint | undefined) {
      const { view: table, round } = await view(await tableOf(siteCode, id));
      const myBets = memberId !== undefined && round ? await repo.memberBets(db, [round.id], memberId) : [];
      return { table, myBets: presentMyBets(myBets) };
    },

    async bet(siteCode: string, memberId: bigint, input: LiveBetRequest) {
      const table = await tableOf(siteCode, input.tableId);
      const roundId = BigInt(input.roundId);
      // One line per side: two chips of one side in a request add up.
      const stakes = new Map<string, bigint>();
      for (const b of input.bets)
        stakes.set(b.side, (stakes.get(b.side) ?? 0n) + parseAmountToMinor(b.amount));
      let total = 0n;
      for (const stake of stakes.values()) total += stake;
      const currency = liveCurrency(siteCode);
      const center = await centerAccount(siteCode, memberId);
      const house = await accounts.house(siteCode, LIVE_HOUSE_KIND, currency);
      const at = now();
      let outcome: { kind: 'placed'; balance: bigint } | { kind: 'replay'; rows: BetRow[] };
      try {
        outcome = await books.transaction(async (tx) => {
          // The table's row in share mode first: an operator closing it waits for this bet, and a
          // bet after the close sees it closed (decision 0084).
          if (!(await repo.shareTable(tx, table.id))?.active) throw new AppError('TABLE_CLOSED');
          const round = await repo.shareRound(tx, roundId, table.id);
          if (!round) throw new AppError('BETTING_CLOSED');
          // The round's own limits: what the table had when it opened (a change waits for the next).
          const limits = roundLimits(round, table);
          checkStakes(stakes, limits);
          // The member's wallet row first: their bets (and a replay of one) queue here.
          await repo.lockAccount(tx, center);
          const earlier = await repo.betsByRequest(tx, siteCode, memberId, input.requestId);
          if (earlier.length) return { kind: 'replay' as const, rows: earlier };
          if (round.phase !== 'betting' || at.getTime() >= round.bettingClosesAt.getTime()) {
            throw new AppError('BETTING_CLOSED');
          }
          const already = await repo.memberRoundTotal(tx, roundId, memberId);
          if (already + total > limits.maxPerRound) {
            throw new AppError('ROUND_LIMIT', { params: { limit: wire(limits.maxPerRound) } });
          }
          // A side's maximum holds for the member's total on it in the round (issue 23 item 9):
          // their account row, locked above, makes concurrent bets of theirs read these in turn.
          const onSide = await repo.memberSideTotals(tx, roundId, memberId);
          for (const [side, stake] of stakes) {
            if ((onSide.get(side) ?? 0n) + stake > limits.maxBet) {
              throw new AppError('SIDE_LIMIT', { params: { max: wire(limits.maxBet) } });
            }
          }
          await repo.insertBets(
            tx,
            [...stakes].map(([side, stake]) => ({
              siteCode,
              memberId,
              tableId: table.id,
              roundId,
              side,
              currency,
              stake,
              status: 'open',
              requestId: input.requestId,
              placedAt: at,
            })),
          );
          const posted = await books.move(tx, {
            purpose: 'stake',
            memberId,
            siteCode,
            kind: 'live_bet',
            idempotencyKey: `live_bet:${siteCode}:${memberId}:${input.requestId}`,
            reference: `live:${roundId}`,
            memo: `${table.name} #${round.handNo}`,
            lines: [
              { accountId: center, currency, amount: -total },
              { accountId: house, currency, amount: total },
            ],
          });
          const mine = posted.postings.find((p) => p.accountId === center);
          return { kind: 'placed' as const, balance: mine?.balanceAfter ?? 0n };
        });
      } catch (error) {
        throw translateLedgerError(error);
      }
      if (outcome.kind === 'replay' && !sameRequest(outcome.rows, roundId, stakes)) {
        throw new AppError('IDEMPOTENCY_CONFLICT');
      }
      const balance = outcome.kind === 'placed' ? outcome.balance : await repo.balance(db, center);
      return {
        roundId: input.roundId,
        myBets: presentMyBets(await repo.memberBets(db, [roundId], memberId)),
        balance: wire(balance),
      };
    },

    async recall(siteCode: string, memberId: bigint, q: { tableId: number; page: number; size: number }) {
      await tableOf(siteCode, q.tableId);
      const { rounds, total } = await repo.recallRounds(
        db,
        siteCode,
        memberId,
        q.tableId,
        q.size,
        (q.page - 1) * q.size,
      );
      const bets = await repo.memberBets(
        db,
        rounds.map((r) => r.id),
        memberId,
      );
      const list = rounds.map((r) => {
        const mine = bets.filter((b) => b.roundId === r.id);
        const stake = mine.reduce((s, b) => s + b.stake, 0n);
        const payout = mine.reduce((s, b) => s + (b.payout ?? 0n), 0n);
        // A round still under way shows no cards yet beyond what the table shows everyone.
        const snapshot = presentRound(r);
        return {
          roundId: snapshot.roundId,
          shoeId: snapshot.shoeId,
          handNo: r.handNo,
          settledAt: r.settledAt?.toISOString() ?? null,
          phase: snapshot.phase,
          cards: r.cards as LiveCards,
          outcome: snapshot.outcome,
          bets: presentMyBets(mine),
          stake: wire(stake),
          payout: wire(payout),
        };
      });
      return { list, page: q.page, size: q.size, total };
    },

    async shoe(siteCode: string, id: number) {
      const shoe = await repo.shoe(db, BigInt(id));
      const table = shoe ? await repo.table(db, siteCode, shoe.tableId) : undefined;
      if (!shoe || !table) throw new AppError('SHOE_NOT_FOUND');
      const hands = await repo.shoeHands(db, shoe.id);
      return {
        shoe: presentShoe(shoe),
        tableId: table.id,
        hands: hands.map((h) => ({
          handNo: h.handNo,
          cards: h.cards as LiveCards,
          outcome: h.outcome as HandOutcome,
        })),
      };
    },

    /** Live bets of a member as bet-record rows (product `live`), in the order asked. */
    async records(
      siteCode: string,
      memberId: bigint,
      ids: readonly bigint[],
      locale: Locale,
    ): Promise<VenueBet[]> {
      const rows = await repo.betsWithRounds(db, siteCode, memberId, ids);
      const side = SIDE_WORDS[locale] ?? SIDE_WORDS['zh-CN'];
      const win = WIN_WORDS[locale] ?? WIN_WORDS['zh-CN'];
      return ids.flatMap((id) =>
        rows
          .filter((r) => r.bet.id === id)
          .map(({ bet, round, tableName }): VenueBet => {
            const outcome = round.outcome as HandOutcome | null;
            const settled = bet.status === 'settled';
            const result = outcome
              ? ` · ${win[outcome.winner]} ${outcome.playerTotal}:${outcome.bankerTotal}`
              : '';
            return {
              id: Number(bet.id),
              betNo: `L${bet.id.toString().padStart(10, '0')}`,
              product: 'live',
              venue: 'house',
              venueName: HOUSE_NAME[locale] ?? HOUSE_NAME['zh-CN'],
              gameId: null,
              gameName: tableName,
              roundId: `${round.shoeId}-${round.handNo}`,
              status: bet.status as VenueBet['status'],
              currency: bet.currency,
              stake: wire(bet.stake),
              validStake: wire(bet.validStake),
              payout: wire(bet.payout ?? 0n),
              winLoss: wire(settled ? (bet.payout ?? 0n) - bet.stake : 0n),
              placedAt: bet.placedAt.toISOString(),
              settledAt: bet.settledAt?.toISOString() ?? null,
              detail: `${side[bet.side] ?? bet.side}${result}`,
            };
          }),
      );
    },
  };
}

export type LiveTablesService = ReturnType<typeof createLiveTablesService>;
