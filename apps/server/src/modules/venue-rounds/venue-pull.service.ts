import { createHash } from 'node:crypto';
import { CATEGORY_PRODUCT } from '@houseline/shared/api/contract/casino';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books } from '../books/books.service.ts';
import type { VenueAdapter, VenueRegistry } from '../venues/venue-registry.service.ts';
import { parsePlayer, type VenueAccounts, venueHouseKind } from './seamless.service.ts';
import type { CatalogueGame, NewVenueBet, VenueRoundsRepository } from './venue-rounds.repository.ts';

export const VENUE_PULL_JOB = 'venue-rounds.pull';
export const PULL = {
  everyMs: 60_000,
  /** Rounds settle at the venue a little before they show in its export. */
  lagMs: 30_000,
  /** A first run starts this far back. */
  firstWindowMs: 60 * 60_000,
  /** At most this much of a venue's history per run (a long outage catches up run by run). */
  maxWindowMs: 60 * 60_000,
  /** An operator re-pull covers at most this much. */
  maxRepullMs: 24 * 60 * 60_000,
  pageSize: 200,
  /** Pages of one window before the pull gives up (a venue answering pages forever). */
  maxPages: 5_000,
  /** Failed runs in a row before a venue raises an alert. */
  alertAfter: 3,
  /** A member's sync starts this far before the job's cursor (rounds late into the export). */
  syncOverlapMs: 10 * 60_000,
} as const;

/** The ledger key of a pulled round's result: once per venue and round id (hashed if too long). */
export function venueResultKey(venue: string, roundId: string): string {
  const key = `vr:${venue}:${roundId}`;
  if (key.length <= 128) return key;
  return `vr:${venue}:#${createHash('sha256').update(roundId).digest('hex').slice(0, 40)}`;
}

type VenueBetRecord = Awaited<ReturnType<VenueAdapter['games']['betRecords']>>['records'][number];

export interface PullResult {
  venue: string;
  pages: number;
  fetched: number;
  added: number;
}

export interface VenuePullDeps {
  db: Db;
  repository: VenueRoundsRepository;
  venues: VenueRegistry;
  /** Pulled results are booked between the member's venue account and `game_pnl:<venue>`. */
  books: Books;
  accounts: VenueAccounts;
  alerts: { raise(job: string, subject: string, detail: string): Promise<void> };
  log: FastifyBaseLogger;
  now?: () => Date;
}

function when(text: string, what: string): Date {
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) throw new Error(`venue gave a bad ${what}: ${text}`);
  return d;
}

/**
 * Venue bet pulls (decision 0025): every minute, for each transfer venue, the rounds settled in
 * [cursor, now − lag) — at most an hour per run — paged through the provider's bet-record export
 * and booked once each (venue_bets unique per venue and round id, ON CONFLICT DO NOTHING), with
 * turnover progress and the result (payout − stake, member venue account ⇄ `game_pnl:<venue>`,
 * decision 0029) for the rounds this pull added, in the page's transaction. The cursor moves
 * only after every page of the window was booked; a venue that fails keeps its cursor, and after
 * repeated failures raises an alert.
 */
export function createVenuePullService(deps: VenuePullDeps) {
  const { db, repository, venues, books, accounts, alerts, log } = deps;
  const now = deps.now ?? (() => new Date());
  const failures = new Map<string, number>();

  /** Books one page; how many rounds were new. Unknown players are skipped with a warning. */
  async function book(adapter: VenueAdapter, venue: string, records: readonly VenueBetRecord[]) {
    const games = new Map<string, CatalogueGame | undefined>();
    const known = new Map<string, boolean>();
    const rows: NewVenueBet[] = [];
    for (const r of records) {
      const who = parsePlayer(r.player);
      const key = who ? `${who.siteCode}|${who.memberId}` : '';
      if (who && !known.has(key)) {
        known.set(key, await repository.memberExists(db, who.siteCode, who.memberId));
      }
      if (!who || !known.get(key) || r.venue !== venue) {
        log.warn({ venue, player: r.player, roundId: r.roundId }, 'venue round of an unknown player skipped');
        continue;
      }
      const gameKey = `${who.siteCode}|${r.gameCode}`;
      if (!games.has(gameKey)) games.set(gameKey, await repository.game(db, who.siteCode, venue, r.gameCode));
      const game = games.get(gameKey);
      const settled = r.status === 'settled';
      rows.push({
        siteCode: who.siteCode,
        memberId: who.memberId,
        provider: adapter.provider,
        venue,
        roundId: r.roundId,
        gameCode: r.gameCode,
        gameId: game?.id ?? null,
        product: (game && CATEGORY_PRODUCT[game.categoryId]) || 'slot',
        currency: currencyCodeForWallet(1, who.siteCode),
        stake: parseAmountToMinor(r.stake),
        validStake: settled ? parseAmountToMinor(r.validStake) : 0n,
        payout: settled ? parseAmountToMinor(r.payout) : 0n,
        status: r.status,
        detail: r.detail,
        placedAt: when(r.placedAt, 'placedAt'),
        settledAt: when(r.settledAt, 'settledAt'),
        bookedAt: now(),
      });
    }
    if (rows.length === 0) return 0;
    // Account ids first: the accounts are found (or made) outside the page's transaction.
    const ids = new Map<string, { member: bigint; house: bigint }>();
    for (const r of rows) {
      const key = `${r.siteCode}|${r.memberId}`;
      if (ids.has(key) || r.status !== 'settled' || r.payout === r.stake) continue;
      ids.set(key, {
        member: await accounts.member(r.siteCode, r.memberId, {
          accountKind: `venue:${venue}`,
          currency: r.currency,
        }),
        house: await accounts.house(r.siteCode, venueHouseKind(venue), r.currency),
      });
    }
    return books.transaction(async (tx) => {
      const added = await repository.insertPulled(tx, rows);
      for (const a of added) {
        await books.turnover(tx, a.siteCode, a.memberId, {
          kind: 'progress',
          amount: a.validStake,
          reference: `vr:${a.id}`,
        });
      }
      // Each new round's result moves between the member's venue account (our mirror of the money
      // at the venue) and the house (decision 0029) — only rounds this pull added, so once each, in
      // the export's order. A refusal (the account would go below zero) aborts the whole page.
      const fresh = new Set(added.map((a) => a.roundId));
      for (const row of rows) {
        const net = (row.payout ?? 0n) - row.stake;
        if (!fresh.has(row.roundId) || row.status !== 'settled' || net === 0n) continue;
        const account = ids.get(`${row.siteCode}|${row.memberId}`)!;
        // What the venue says the round did: booked whatever the member's state is now.
        await books.move(tx, {
          purpose: 'settlement',
          memberId: row.memberId,
          siteCode: row.siteCode,
          kind: 'venue_result',
          idempotencyKey: venueResultKey(venue, row.roundId),
          reference: `vr:${venue}:${row.roundId}`.slice(0, 200),
          memo: `${venue} round result`,
          lines: [
            { accountId: account.member, currency: row.currency, amount: net },
            { accountId: account.house, currency: row.currency, amount: -net },
          ],
        });
      }
      return added.length;
    });
  }

  /**
   * Every page of [from, to) of one venue (of one player when given); throws when a page fails or
   * the window moves under it.
   */
  async function pullWindow(
    adapter: VenueAdapter,
    venue: string,
    from: Date,
    to: Date,
    player?: string,
  ): Promise<PullResult> {
    const result: PullResult = { venue, pages: 0, fetched: 0, added: 0 };
    let total: number | undefined;
    for (let page = 1; page <= PULL.maxPages; page += 1) {
      const answer = await adapter.games.betRecords({
        venue,
        from,
        to,
        page,
        pageSize: PULL.pageSize,
        ...(player ? { player } : {}),
      });
      // Pages are offsets into one ordering (settle time, round id): a total that changes between
      // pages means rows moved across a boundary, so the window is pulled again on the next run.
      if (total !== undefined && answer.total !== total) {
        throw new Error(`venue ${venue} window changed while paging (${total} → ${answer.total})`);
      }
      total = answer.total;
      result.pages += 1;
      result.fetched += answer.records.length;
      result.added += await book(adapter, venue, answer.records);
      if (answer.records.length < PULL.pageSize || page * PULL.pageSize >= answer.total) return result;
    }
    throw new Error(`venue ${venue} gave more than ${PULL.maxPages} pages`);
  }

  function transferVenues(): { adapter: VenueAdapter; venue: string }[] {
    return venues
      .adapters()
      .flatMap((adapter) =>
        adapter.venues.filter((v) => v.walletMode === 'transfer').map((v) => ({ adapter, venue: v.code })),
      );
  }

  return {
    /** One run of the pull job over every transfer venue; a failing venue does not stop the others. */
    async pullAll(): Promise<PullResult[]> {
      const results: PullResult[] = [];
      for (const { adapter, venue } of transferVenues()) {
        const at = now();
        const end = new Date(at.getTime() - PULL.lagMs);
        const from = (await repository.cursor(db, venue)) ?? new Date(at.getTime() - PULL.firstWindowMs);
        const to = new Date(Math.min(end.getTime(), from.getTime() + PULL.maxWindowMs));
        if (to <= from) continue;
        try {
          const result = await pullWindow(adapter, venue, from, to);
          await repository.saveCursor(db, venue, to, at);
          failures.delete(venue);
          results.push(result);
        } catch (error) {
          const n = (failures.get(venue) ?? 0) + 1;
          failures.set(venue, n);
          const detail = error instanceof Error ? error.message : String(error);
          log.warn({ venue, failures: n, err: detail }, 'venue bet pull failed; the cursor stays');
          if (n >= PULL.alertAfter) {
            await alerts.raise(
              VENUE_PULL_JOB,
              venue,
              `${n} failed pulls in a row from ${from.toISOString()}: ${detail}`,
            );
          }
        }
      }
      return results;
    },

    /**
     * Brings one member's rounds at a transfer venue up to date before money leaves it (decision
     * 0029): the window [job cursor − 10 min, now) — with no cursor yet, from the member's last
     * booked round there (or an hour back, as the job's first run) — of that player only, every
     * page, booked exactly as the job books (by round id, so overlapping the job is harmless). The
     * cursor stays. Throws when the venue fails; the caller decides what that means.
     */
    async syncMember(siteCode: string, memberId: bigint, venue: string): Promise<PullResult | undefined> {
      const adapter = venues.get(venue);
      if (!adapter || venues.venue(venue)?.walletMode !== 'transfer') return undefined;
      const at = now();
      const start =
        (await repository.cursor(db, venue)) ??
        (await repository.lastSettled(db, siteCode, memberId, venue)) ??
        new Date(at.getTime() - PULL.firstWindowMs);
      const from = new Date(start.getTime() - PULL.syncOverlapMs);
      if (at <= from) return undefined;
      return pullWindow(adapter, venue, from, at, `${siteCode}_${memberId}`);
    },

    /** An operator's re-pull of a window (≤ 24 h); idempotent, the cursor stays where it is. */
    async repull(venue: string, from: Date, to: Date): Promise<PullResult> {
      const span = to.getTime() - from.getTime();
      if (!(span > 0 && span <= PULL.maxRepullMs)) throw new AppError('VENUE_WINDOW');
      const adapter = venues.get(venue);
      if (!adapter || venues.venue(venue)?.walletMode !== 'transfer') throw new AppError('VENUE_WINDOW');
      try {
        return await pullWindow(adapter, venue, from, to);
      } catch (error) {
        log.warn(
          { venue, err: error instanceof Error ? error.message : String(error) },
          'venue re-pull failed',
        );
        throw new AppError('VENUE_UNAVAILABLE');
      }
    },
  };
}

export type VenuePullService = ReturnType<typeof createVenuePullService>;
