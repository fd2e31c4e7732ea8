import type { VenueBet } from '@houseline/shared/api/contract/casino';
import type { BetRecord, BetRecords } from '@houseline/shared/api/contract/sportsbook';
import type { Locale } from '@houseline/shared/api/headers';
import { type DateRangePreset, dateRangePreset } from '@houseline/shared/dates/date-range-preset';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { BetService } from '../sportsbook/bet.service.ts';
import type { VenueRegistry } from '../venues/venue-registry.service.ts';
import type { BetRecordsRepository, VenueBetRecordRow } from './bet-records.repository.ts';

const STATUS_FILTER: Record<string, readonly string[] | undefined> = {
  all: undefined,
  unsettled: ['open'],
  settled: ['settled', 'cashed_out'],
  cancelled: ['void'],
};

/** Live-table bets of a member as record rows, in the order asked. */
export interface LiveRecordsPort {
  byIds(siteCode: string, memberId: bigint, ids: readonly bigint[], locale: Locale): Promise<VenueBet[]>;
}

export interface BetRecordsQuery {
  product: string;
  status: string;
  preset: number;
  page: number;
  size: number;
}

/** A venue round as the member sees it ("V" + id zero padded, the venue's and game's names). */
export function presentVenueBet(row: VenueBetRecordRow, venueName: (code: string) => string): VenueBet {
  const settled = row.status === 'settled';
  return {
    id: Number(row.id),
    betNo: `V${row.id.toString().padStart(10, '0')}`,
    product: row.product as VenueBet['product'],
    venue: row.venue,
    venueName: venueName(row.venue),
    gameId: row.gameId,
    gameName: row.gameName ?? row.gameCode,
    roundId: row.roundId,
    status: row.status as VenueBet['status'],
    currency: row.currency,
    stake: wire(row.stake),
    validStake: wire(row.validStake),
    payout: wire(row.payout),
    winLoss: wire(settled ? row.payout - row.stake : 0n),
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    detail: row.detail,
  };
}

/**
 * Bet records across products (issue 11): the sportsbook's bets and the venues' rounds in one page
 * ordered by placed time, with totals of the whole filter. The sportsbook presents its own bets
 * (legs, odds, cash-out); venue rounds are presented here.
 */
export function createBetRecordsService(deps: {
  db: Db;
  /** The page and its totals read from the read replica with read-your-writes (issue 27). */
  reads?: Pick<ReadRouter, 'forMember'> | undefined;
  repository: BetRecordsRepository;
  sportsbook: Pick<BetService, 'byIds'>;
  venues: VenueRegistry;
  /** The house's live tables present their own bets (issue 12). */
  live?: LiveRecordsPort | undefined;
  now?: () => Date;
}) {
  const { repository, sportsbook, venues } = deps;
  const readDb = (siteCode: string, memberId: bigint) => deps.reads?.forMember(siteCode, memberId) ?? deps.db;
  const now = deps.now ?? (() => new Date());
  const nameOf = (locale: Locale) => (code: string) => venues.venue(code)?.names[locale] ?? code;

  return {
    async records(
      siteCode: string,
      memberId: bigint,
      locale: Locale,
      q: BetRecordsQuery,
    ): Promise<BetRecords> {
      const range = dateRangePreset(q.preset as DateRangePreset, now());
      const all = q.product === 'all';
      const db = readDb(siteCode, memberId);
      const page = await repository.page(db, {
        siteCode,
        memberId,
        sports: all || q.product === 'sports',
        venues: all || (q.product !== 'sports' && q.product !== 'live'),
        live: deps.live !== undefined && (all || q.product === 'live'),
        product: all ? undefined : q.product,
        statuses: STATUS_FILTER[q.status],
        from: range?.start,
        to: range?.end,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      const sbIds = page.keys.filter((k) => k.src === 'sb').map((k) => k.id);
      const vIds = page.keys.filter((k) => k.src === 'v').map((k) => k.id);
      const lIds = page.keys.filter((k) => k.src === 'l').map((k) => k.id);
      const [bets, rounds, live] = [
        await sportsbook.byIds(siteCode, memberId, sbIds),
        await repository.venueBets(db, siteCode, memberId, vIds),
        lIds.length && deps.live ? await deps.live.byIds(siteCode, memberId, lIds, locale) : [],
      ];
      const name = nameOf(locale);
      const list = page.keys.flatMap((k): BetRecord[] => {
        if (k.src === 'sb') return bets.filter((b) => BigInt(b.id) === k.id);
        if (k.src === 'l') return live.filter((b) => BigInt(b.id) === k.id);
        return rounds.filter((r) => r.id === k.id).map((r) => presentVenueBet(r, name));
      });
      return {
        list,
        page: q.page,
        size: q.size,
        total: page.total,
        totals: { stake: wire(page.stake), validStake: wire(page.validStake), winLoss: wire(page.winLoss) },
      };
    },

    /** One venue round of the member; another member's round and none at all: the same answer. */
    async venueDetail(siteCode: string, memberId: bigint, locale: Locale, id: number): Promise<VenueBet> {
      const [row] = await repository.venueBets(readDb(siteCode, memberId), siteCode, memberId, [BigInt(id)]);
      if (!row) throw new AppError('BET_NOT_FOUND');
      return presentVenueBet(row, nameOf(locale));
    },
  };
}

export type BetRecordsService = ReturnType<typeof createBetRecordsService>;
