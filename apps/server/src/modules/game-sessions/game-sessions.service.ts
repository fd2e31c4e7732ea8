import { createHash, randomBytes } from 'node:crypto';
import type {
  GamePlatform,
  GameSettings,
  LaunchRequest,
  LaunchResult,
  VenueBackResult,
  WalletMode,
} from '@houseline/shared/api/contract/casino';
import type { Locale } from '@houseline/shared/api/headers';
import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type GamesService, SPORTSBOOK_CATEGORIES } from '../games/games.service.ts';
import type { VenueRegistry } from '../venues/venue-registry.service.ts';
import { type TransferService, venuePlayer } from '../wallet/transfer.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { GameSessionRow, GameSessionsRepository } from './game-sessions.repository.ts';

/** Heartbeats come every 30 s; a session silent for three of them is idle. */
export const HEARTBEAT_MS = 30_000;
export const IDLE_AFTER_MS = 3 * HEARTBEAT_MS;
/** The wallet code of games the house runs itself (mode 'app', no venue). */
export const HOUSE_VENUE = 'house';
const HOUSE_LAUNCH_TTL_MS = 10 * 60_000;
const IDLE_BATCH = 200;
const ZERO = '0.0000';

export interface GameSessionsServiceDeps {
  db: Db;
  repository: GameSessionsRepository;
  games: Pick<GamesService, 'gameById'>;
  venues: Pick<VenueRegistry, 'get' | 'venue'>;
  transfers: Pick<TransferService, 'transfer' | 'recoverAll' | 'byRequest'>;
  wallets: Pick<WalletService, 'wallets' | 'balance'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** A short, stable request id derived from a member's request id (wallet request ids are ≤ 64 chars). */
export function derivedRequestId(prefix: string, requestId: string): string {
  return `${prefix}${createHash('sha256').update(requestId).digest('hex').slice(0, 32)}`;
}

function newSessionId(): string {
  return `GS${randomBytes(12).toString('hex')}`;
}

type RecoverResult = Awaited<ReturnType<TransferService['recoverAll']>>;

/** none: nothing moved or tried; failed beats pending beats succeeded. */
function recoverStatus(result: RecoverResult): VenueBackResult['status'] {
  const statuses = result.results.map((r) => r.status);
  if (statuses.length === 0) return 'none';
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('pending')) return 'pending';
  return 'succeeded';
}

/**
 * Playing a game (decision 0024): a launch opens a game session (one per member request id) after
 * moving the whole center balance into a transfer venue when auto-transfer is on; heartbeats keep it
 * alive; venue back ends it and brings venue balances home; sessions whose heartbeats stopped are
 * ended by the idle job, which brings the money home too.
 */
export function createGameSessionsService(deps: GameSessionsServiceDeps) {
  const { db, repository: repo, games, venues, transfers, wallets, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function settings(siteCode: string, memberId: bigint): Promise<GameSettings> {
    return (await repo.settings(db, siteCode, memberId)) ?? { autoTransfer: true };
  }

  /** Moves the whole center balance into the venue; null when there is nothing to move. */
  async function autoTransferIn(
    siteCode: string,
    locale: Locale,
    memberId: bigint,
    session: GameSessionRow,
    requestId: string,
  ): Promise<LaunchResult['transfer']> {
    const { balance } = await wallets.balance(siteCode, memberId);
    if (parseAmountToMinor(balance) <= 0n) return null;
    try {
      const result = await transfers.transfer(siteCode, locale, memberId, {
        from: 'center',
        to: session.venue,
        amount: balance,
        requestId,
      });
      await repo.setTransfer(db, session.id, result.transferId);
      return { amount: result.amount, status: result.status };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Below the transfer minimum: nothing worth moving. Anything else (above the maximum, a
      // request id clash): the launch goes on and the member sees the venue balance.
      if (error.code === 'AMOUNT_BELOW_MIN') return null;
      log.warn({ sessionId: session.id, err: error.message }, 'auto-transfer refused; launching anyway');
      return { amount: balance, status: 'failed' };
    }
  }

  async function venueBalance(siteCode: string, locale: Locale, memberId: bigint, venue: string) {
    const adapter = venues.get(venue);
    try {
      if (!adapter) throw new Error('no adapter');
      return minorToDecimalString(
        parseAmountToMinor(await adapter.api.balance(venue, venuePlayer(siteCode, memberId))),
      );
    } catch {
      // The venue did not answer: our ledger's view of the venue wallet.
      const list = await wallets.wallets(siteCode, locale, memberId);
      return list.find((w) => w.code === venue)?.balance ?? ZERO;
    }
  }

  async function recover(siteCode: string, locale: Locale, memberId: bigint, requestId: string) {
    const result = await transfers.recoverAll(siteCode, locale, memberId, requestId);
    return { result, status: recoverStatus(result) };
  }

  return {
    settings,

    async updateSettings(siteCode: string, memberId: bigint, input: GameSettings): Promise<GameSettings> {
      await repo.saveSettings(db, siteCode, memberId, input.autoTransfer, now());
      return { autoTransfer: input.autoTransfer };
    },

    async launch(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      input: LaunchRequest,
    ): Promise<LaunchResult> {
      const game = await games.gameById(siteCode, input.gameId);
      // Sportsbook tiles have no venue game: the web opens the sportsbook for them.
      if (!game || SPORTSBOOK_CATEGORIES.includes(game.categoryId) || !game.gameCode) {
        throw new AppError('GAME_NOT_FOUND');
      }
      if (game.maintenance) throw new AppError('GAME_MAINTENANCE');
      const house = game.venue === HOUSE_VENUE;
      const adapter = house ? undefined : venues.get(game.venue);
      const venue = house ? undefined : venues.venue(game.venue);
      if (!house && (!adapter || !venue)) throw new AppError('VENUE_UNAVAILABLE');
      const walletMode: WalletMode = venue?.walletMode ?? 'seamless';

      const at = now();
      const inserted = await repo.insert(db, {
        id: newSessionId(),
        siteCode,
        memberId,
        gameId: game.id,
        venue: game.venue,
        platform: input.platform,
        autoTransfer: input.autoTransfer ?? (await settings(siteCode, memberId)).autoTransfer,
        requestId: input.requestId,
        startedAt: at,
        lastSeenAt: at,
      });
      const session = inserted ?? (await repo.byRequest(db, siteCode, memberId, input.requestId));
      if (!session || session.gameId !== game.id) throw new AppError('IDEMPOTENCY_CONFLICT');
      if (inserted) await repo.endOlder(db, inserted, at);
      const platform = session.platform as GamePlatform;
      const base = { sessionId: session.id, gameid: game.id, platform, venue: game.venue, walletMode };

      if (house) {
        return {
          ...base,
          mode: 'app',
          url: `/house/${encodeURIComponent(game.gameCode)}`,
          expiresAt: new Date(at.getTime() + HOUSE_LAUNCH_TTL_MS).toISOString(),
          autoTransfer: session.autoTransfer,
          transfer: null,
          venueBalance: ZERO,
        };
      }

      // Only the launch that created the session moves money; a replay reports that transfer.
      let transfer: LaunchResult['transfer'] = null;
      if (walletMode === 'transfer' && session.autoTransfer) {
        const transferRequestId = derivedRequestId('GL', input.requestId);
        transfer = inserted
          ? await autoTransferIn(siteCode, locale, memberId, session, transferRequestId)
          : ((await transfers.byRequest(siteCode, memberId, transferRequestId)) ?? null);
      }

      let launched: { url: string; expiresAt: Date };
      try {
        launched = await adapter!.games.launch({
          venue: game.venue,
          gameCode: game.gameCode,
          player: venuePlayer(siteCode, memberId),
          platform,
          locale,
          currency: (await wallets.balance(siteCode, memberId)).currency,
        });
      } catch (error) {
        // Money moved in stays at the venue, in the member's venue wallet: a replayed launch, venue
        // back or the idle job brings it home.
        log.warn({ sessionId: session.id, venue: game.venue, err: String(error) }, 'venue did not launch');
        throw new AppError('VENUE_UNAVAILABLE');
      }
      return {
        ...base,
        mode: 'frame',
        url: launched.url,
        expiresAt: launched.expiresAt.toISOString(),
        autoTransfer: session.autoTransfer,
        transfer,
        venueBalance:
          walletMode === 'transfer' ? await venueBalance(siteCode, locale, memberId, game.venue) : ZERO,
      };
    },

    /**
     * The member's live session at a venue (open, heartbeats not stopped), read in the caller's
     * transaction: a seamless debit needs one (issue 23 item 7), as providers' wallet APIs tie a
     * debit to the player's game session. Undefined when there is none.
     */
    async liveSession(tx: DbOrTx, siteCode: string, memberId: bigint, venue: string) {
      return repo.liveAt(tx, siteCode, memberId, venue, new Date(now().getTime() - IDLE_AFTER_MS));
    },

    /** Keeps the member's open session of the game alive; never an error without one. */
    async heartbeat(
      siteCode: string,
      memberId: bigint,
      input: { gameid: number },
    ): Promise<{ sessionId: string | null; nextMs: number }> {
      const sessionId =
        input.gameid > 0 ? ((await repo.touch(db, siteCode, memberId, input.gameid, now())) ?? null) : null;
      return { sessionId, nextMs: HEARTBEAT_MS };
    },

    async venueBack(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      input: { requestId: string },
    ): Promise<VenueBackResult> {
      const ended = await repo.endOpen(db, siteCode, memberId, 'back', now());
      const autoTransfer =
        ended.length > 0
          ? ended.some((s) => s.autoTransfer)
          : (await settings(siteCode, memberId)).autoTransfer;
      if (!autoTransfer) {
        return {
          recovered: ZERO,
          status: 'none',
          wallets: await wallets.wallets(siteCode, locale, memberId),
        };
      }
      const { result, status } = await recover(
        siteCode,
        locale,
        memberId,
        derivedRequestId('VB', input.requestId),
      );
      return { recovered: result.moved, status, wallets: result.wallets };
    },

    /**
     * Job: ends sessions whose heartbeats stopped (reason idle) and, when auto-transfer was on,
     * brings their venue balances home. Each session is ended by one runner only; its recovery
     * request id is the session's, so it moves money at most once.
     */
    async endIdle(): Promise<number> {
      const at = now();
      const ended = await repo.endIdle(db, new Date(at.getTime() - IDLE_AFTER_MS), at, IDLE_BATCH);
      for (const session of ended) {
        if (!session.autoTransfer || venues.venue(session.venue)?.walletMode !== 'transfer') continue;
        // The member is playing again (a newer session): their money stays where they play.
        if (await repo.openSession(db, session.siteCode, session.memberId)) continue;
        try {
          const { status } = await recover(session.siteCode, 'zh-CN', session.memberId, `IDLE${session.id}`);
          log.info({ sessionId: session.id, status }, 'idle game session ended; venue balances recovered');
        } catch (error) {
          log.error({ sessionId: session.id, err: error }, 'idle game session: recovery failed');
        }
      }
      return ended.length;
    },
  };
}

export type GameSessionsService = ReturnType<typeof createGameSessionsService>;
