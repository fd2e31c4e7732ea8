import type { LiveTableState } from '@houseline/shared/api/contract/live-tables';
import type {
  AdminLiveRoundRow,
  AdminLiveShoe,
  AdminLiveShoeVerify,
  AdminLiveTable,
  AdminLiveTables,
  AdminLiveTableUpdateRequest,
} from '@houseline/shared/api/contract/live-tables-admin';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { parseAmountToMinor, minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import { liveCurrency } from './live-catalog.ts';
import type { LiveTimings } from './live-dealer.service.ts';
import type { LiveTablesRepository, RoundRow, ShoeRow, TableRow } from './live-tables.repository.ts';
import type {
  LiveTablesAdminRepository,
  RoundStakes,
  TableSettings,
} from './live-tables-admin.repository.ts';
import { verifyShoe } from './live-verify.ts';
import type { LiveCards } from './present.ts';

const NO_STAKES: RoundStakes = { betsCount: 0, staked: 0n, paid: 0n };

/** The audit's picture of a table's settings (amounts as wire strings: JSON has no bigint). */
const audited = (t: TableSettings) => ({
  active: t.active,
  minBet: wire(t.minBet),
  maxBet: wire(t.maxBet),
  maxPerRound: wire(t.maxPerRound),
  bettingSeconds: t.bettingSeconds,
});

const settingsOf = (t: TableRow): TableSettings => ({
  active: t.active,
  minBet: t.minBet,
  maxBet: t.maxBet,
  maxPerRound: t.maxPerRound,
  bettingSeconds: t.bettingSeconds,
});

function presentAdminShoe(row: ShoeRow): AdminLiveShoe {
  const ended = row.status === 'ended';
  return {
    id: Number(row.id),
    tableId: row.tableId,
    shoeNo: row.shoeNo,
    status: ended ? 'ended' : 'playing',
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    handsDealt: row.handsDealt,
    seedHash: row.seedHash,
    nonce: row.nonce,
    // The seed of a shoe in play would let anyone read the hands to come.
    seed: ended ? row.seed : null,
  };
}

function presentRoundRow(row: RoundRow, stakes: RoundStakes): AdminLiveRoundRow {
  const cards = row.cards as LiveCards;
  return {
    roundId: Number(row.id),
    handNo: row.handNo,
    phase: row.phase as AdminLiveRoundRow['phase'],
    playerCards: cards.filter((c) => c.to === 'player').map((c) => c.card),
    bankerCards: cards.filter((c) => c.to === 'banker').map((c) => c.card),
    outcome: (row.outcome as HandOutcome | null) ?? null,
    betsCount: stakes.betsCount,
    staked: wire(stakes.staked),
    paid: wire(stakes.paid),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** A new setting in minor units (the contract checked the format and 0 < min ≤ max ≤ per round). */
function settingsFrom(edit: AdminLiveTableUpdateRequest): TableSettings {
  return {
    active: edit.active,
    minBet: parseAmountToMinor(edit.minBet),
    maxBet: parseAmountToMinor(edit.maxBet),
    maxPerRound: parseAmountToMinor(edit.maxPerRound),
    bettingSeconds: edit.bettingSeconds,
  };
}

/**
 * The brand's live tables in the console (issue 24, decision 0084): read them with their round and
 * shoe; open, close or change the limits of one under its row lock, audited with before and after
 * in the same commit; page the shoe history and a shoe's rounds; verify an ended shoe. Closing a
 * table stops new bets at once (a bet holds the table's row in share mode) and the dealer opens no
 * round after the one under way, which is dealt and settled as usual; new limits and countdown are
 * copied into the next round when it opens.
 */
export function createLiveTablesAdmin(deps: {
  db: Db;
  repository: LiveTablesRepository;
  admin: LiveTablesAdminRepository;
  audit: AuditPort;
  timings: Pick<LiveTimings, 'bettingSeconds'>;
  /** After the commit of a change: the table's new settings for its members' pages (the `live` topic). */
  publishTable: (siteCode: string, state: LiveTableState) => void;
  now: () => Date;
}) {
  const { db, repository: repo, admin, audit } = deps;

  async function present(tables: readonly TableRow[]): Promise<AdminLiveTable[]> {
    const ids = tables.map((t) => t.id);
    const [rounds, shoes] = [await admin.latestRounds(db, ids), await admin.latestShoes(db, ids)];
    const stakes = await admin.roundStakes(
      db,
      rounds.map((r) => r.id),
    );
    return tables.map((t) => {
      const round = rounds.find((r) => r.tableId === t.id);
      const shoe = shoes.find((s) => s.tableId === t.id);
      const onRound = round ? (stakes.get(round.id) ?? NO_STAKES) : NO_STAKES;
      return {
        id: t.id,
        code: t.code,
        name: t.name,
        noCommission: t.noCommission,
        currency: liveCurrency(t.siteCode),
        active: t.active,
        minBet: wire(t.minBet),
        maxBet: wire(t.maxBet),
        maxPerRound: wire(t.maxPerRound),
        bettingSeconds: t.bettingSeconds,
        effectiveBettingSeconds: t.bettingSeconds || deps.timings.bettingSeconds,
        round: round
          ? {
              roundId: Number(round.id),
              handNo: round.handNo,
              phase: round.phase as NonNullable<AdminLiveTable['round']>['phase'],
              bettingClosesAt: round.bettingClosesAt.toISOString(),
              betsCount: onRound.betsCount,
              staked: wire(onRound.staked),
            }
          : null,
        shoe: shoe
          ? {
              id: Number(shoe.id),
              shoeNo: shoe.shoeNo,
              status: shoe.status === 'ended' ? 'ended' : 'playing',
              handsDealt: shoe.handsDealt,
              seedHash: shoe.seedHash,
            }
          : null,
      };
    });
  }

  async function tableOf(siteCode: string, id: number): Promise<TableRow> {
    const table = await repo.table(db, siteCode, id);
    if (!table) throw new AppError('TABLE_NOT_FOUND');
    return table;
  }

  /** A shoe of the brand's tables; another brand's is not found. */
  async function shoeOf(siteCode: string, id: number): Promise<ShoeRow> {
    const shoe = await repo.shoe(db, BigInt(id));
    if (!shoe || !(await repo.table(db, siteCode, shoe.tableId))) throw new AppError('SHOE_NOT_FOUND');
    return shoe;
  }

  return {
    async list(siteCode: string): Promise<AdminLiveTables> {
      const list = await present(await repo.tables(db, siteCode));
      return { list, total: list.length };
    },

    async update(
      operator: AuditActor,
      siteCode: string,
      edit: AdminLiveTableUpdateRequest,
    ): Promise<AdminLiveTable> {
      const values = settingsFrom(edit);
      const saved = await db.transaction(async (tx) => {
        const before = await admin.lockTable(tx, siteCode, edit.id);
        if (!before) throw new AppError('TABLE_NOT_FOUND');
        const row = await admin.updateTable(tx, before.id, values);
        if (!row) throw new AppError('TABLE_NOT_FOUND');
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'live.table.update',
          target: before.code,
          before: audited(settingsOf(before)),
          after: audited(settingsOf(row)),
        });
        return row;
      });
      deps.publishTable(siteCode, {
        tableId: Number(saved.id),
        open: saved.active,
        minBet: wire(saved.minBet),
        maxBet: wire(saved.maxBet),
        maxPerRound: wire(saved.maxPerRound),
        bettingSeconds: saved.bettingSeconds || deps.timings.bettingSeconds,
        at: deps.now().getTime(),
      });
      const [table] = await present([saved]);
      return table!;
    },

    async shoes(siteCode: string, q: { tableId: number; page: number; size: number }) {
      await tableOf(siteCode, q.tableId);
      const { rows, total } = await admin.shoesPage(db, q.tableId, q.size, (q.page - 1) * q.size);
      return { list: rows.map(presentAdminShoe), page: q.page, size: q.size, total };
    },

    async rounds(siteCode: string, q: { shoeId: number; page: number; size: number }) {
      const shoe = await shoeOf(siteCode, q.shoeId);
      const { rows, total } = await admin.roundsPage(db, shoe.id, q.size, (q.page - 1) * q.size);
      const stakes = await admin.roundStakes(
        db,
        rows.map((r) => r.id),
      );
      const list = rows.map((r) => presentRoundRow(r, stakes.get(r.id) ?? NO_STAKES));
      return { list, page: q.page, size: q.size, total };
    },

    async verify(siteCode: string, shoeId: number): Promise<AdminLiveShoeVerify> {
      const shoe = await shoeOf(siteCode, shoeId);
      if (shoe.status !== 'ended') throw new AppError('SHOE_NOT_ENDED');
      return verifyShoe(shoe, await admin.settledRounds(db, shoe.id));
    },
  };
}

export type LiveTablesAdmin = ReturnType<typeof createLiveTablesAdmin>;
