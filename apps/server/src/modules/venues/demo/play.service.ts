import { createHash, randomBytes } from 'node:crypto';
import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import type { Db } from '../../../platform/db/client.ts';
import type { Job } from '../../../platform/jobs/scheduler.ts';
import { VenueUnknownOutcome } from '../venue-client.ts';
import { createDemoVenueRepository } from './demo-venue.repository.ts';
import { createProviderRepository, type DemoRoundRow } from './provider.repository.ts';
import { PlayRefusal, type ProviderGame, providerGame } from './provider-games.ts';
import type { SeamlessCaller, SeamlessOutbox } from './seamless.ts';

const repo = createProviderRepository();
const wallets = createDemoVenueRepository();

export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
export const PLAY_SESSION_TTL_MS = 30 * 60_000;
/** A seamless round still open this long after its debit was sent is given up (voided, rolled back). */
export const STALE_ROUND_MS = 2 * 60_000;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A round id: time-ordered, unguessable, letters and digits. */
export function newRoundId(): string {
  return `R${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export interface PlaySessionInfo {
  venue: string;
  player: string;
  game: ProviderGame;
  locale: string;
  currency: string;
}

/** What a game decides for one round: the payout, the venue's words, the answer to replay. */
export interface Decided {
  payout: bigint;
  detail: string;
  result: Record<string, unknown>;
}

export interface Booked {
  roundId: string;
  result: Record<string, unknown>;
  balance: string;
}

/** The stake in minor units when it is a decimal within the game's limits; else a `stake` refusal. */
export function stakeWithin(game: ProviderGame, text: string): bigint {
  let stake: bigint;
  try {
    stake = parseAmountToMinor(text);
  } catch {
    throw new PlayRefusal('input');
  }
  if (stake < game.minStake || stake > game.maxStake) throw new PlayRefusal('stake');
  return stake;
}

/**
 * The play side of the provider: launch tokens traded once for sliding play sessions, balances,
 * and the booking of a round — in the venue's own wallet (transfer venues: stake and payout in one
 * transaction with the round) or over the site's seamless wallet (debit, outcome, credit).
 */
export function createPlayService(deps: {
  db: Db;
  now: () => Date;
  seamless: SeamlessCaller;
  outbox: SeamlessOutbox;
}) {
  const { db, now, seamless, outbox } = deps;

  async function seamlessBalance(venue: string, player: string): Promise<string> {
    try {
      const answer = await seamless('balance', { venue, player });
      if (answer.status === 'ok') return answer.balance;
      throw new PlayRefusal(answer.reason === 'maintenance' ? 'maintenance' : 'session');
    } catch (error) {
      if (error instanceof VenueUnknownOutcome) throw new PlayRefusal('busy');
      throw error;
    }
  }

  function replay(seen: DemoRoundRow, balance: string): Booked {
    if (seen.status !== 'settled' || !seen.result) throw new PlayRefusal('busy');
    return { roundId: seen.roundId, result: seen.result as Record<string, unknown>, balance };
  }

  async function bookTransfer(s: PlaySessionInfo, requestId: string, stake: bigint, decide: () => Decided) {
    const t = now();
    return db.transaction(async (tx) => {
      // Upserting the wallet row locks it: the player's rounds go one at a time (never overdrawn).
      const wallet = (await wallets.lockWallet(tx, s.venue, s.player))!;
      const [seen] = await repo.roundsOfRequest(tx, s.venue, s.player, requestId);
      if (seen) return replay(seen, minorToDecimalString(wallet.balance));
      if (wallet.balance < stake) throw new PlayRefusal('insufficient');
      const decided = decide();
      const roundId = newRoundId();
      await repo.insertRounds(tx, [
        {
          roundId,
          venue: s.venue,
          player: s.player,
          gameCode: s.game.gameCode,
          walletMode: 'transfer',
          stake,
          payout: decided.payout,
          status: 'settled',
          detail: decided.detail,
          requestId,
          result: decided.result,
          placedAt: t,
          settledAt: t,
        },
      ]);
      const after = await wallets.addToBalance(tx, s.venue, s.player, decided.payout - stake);
      return { roundId, result: decided.result, balance: minorToDecimalString(after!.balance) };
    });
  }

  /** Voids an open seamless round and rolls its debit back (queued, sent at once, retried). */
  async function voidAndRollBack(
    base: { venue: string; player: string; roundId: string; gameCode: string },
    debitTxn: string,
    detail: string,
  ) {
    const rollbackTxn = `${base.roundId}-r`;
    await db.transaction(async (tx) => {
      await repo.closeRound(tx, base.roundId, { status: 'void', detail });
      await repo.enqueue(tx, {
        txnId: rollbackTxn,
        kind: 'rollback',
        roundId: base.roundId,
        body: { ...base, txnId: rollbackTxn, refTxnId: debitTxn },
        nextAt: now(),
      });
    });
    await outbox.send(rollbackTxn);
  }

  async function bookSeamless(s: PlaySessionInfo, requestId: string, stake: bigint, decide: () => Decided) {
    const [seen] = await repo.roundsOfRequest(db, s.venue, s.player, requestId);
    if (seen) return replay(seen, await seamlessBalance(s.venue, s.player));
    const roundId = newRoundId();
    const base = { venue: s.venue, player: s.player, roundId, gameCode: s.game.gameCode };
    const inserted = await repo.insertRounds(db, [
      { ...base, walletMode: 'seamless', stake, status: 'open', requestId, placedAt: now() },
    ]);
    if (!inserted) throw new PlayRefusal('busy');
    const debitTxn = `${roundId}-d`;
    let debit: Awaited<ReturnType<SeamlessCaller>>;
    try {
      debit = await seamless('debit', { ...base, txnId: debitTxn, amount: minorToDecimalString(stake) });
    } catch (error) {
      if (!(error instanceof VenueUnknownOutcome)) throw error;
      // No clear answer: the debit may have happened. The round is void and the debit rolled back.
      await voidAndRollBack(base, debitTxn, '扣款未确认，已撤销');
      throw new PlayRefusal('busy');
    }
    if (debit.status === 'refused') {
      // Nothing moved: no round.
      await repo.deleteRound(db, roundId);
      throw new PlayRefusal(
        debit.reason === 'insufficient'
          ? 'insufficient'
          : debit.reason === 'maintenance'
            ? 'maintenance'
            : debit.reason === 'no_session'
              ? 'session'
              : 'busy',
      );
    }
    let decided: Decided;
    try {
      decided = decide();
    } catch (error) {
      // The game could not play the round after the debit: hand the stake back.
      await voidAndRollBack(base, debitTxn, '未能开局，已退还投注');
      throw error;
    }
    const creditTxn = `${roundId}-c`;
    await db.transaction(async (tx) => {
      await repo.closeRound(tx, roundId, {
        status: 'settled',
        payout: decided.payout,
        detail: decided.detail,
        result: decided.result,
        settledAt: now(),
      });
      await repo.enqueue(tx, {
        txnId: creditTxn,
        kind: 'credit',
        roundId,
        body: {
          ...base,
          txnId: creditTxn,
          amount: minorToDecimalString(decided.payout),
          detail: decided.detail,
        },
        nextAt: now(),
      });
    });
    const credit = await outbox.send(creditTxn);
    const balance =
      credit?.status === 'ok'
        ? credit.balance
        : minorToDecimalString(parseAmountToMinor(debit.balance) + decided.payout);
    return { roundId, result: decided.result, balance };
  }

  return {
    /** A one-time launch token for a game at a venue; undefined when the venue does not run it. */
    async launch(input: {
      venue: string;
      gameCode: string;
      player: string;
      platform: string;
      locale: string;
      currency: string;
    }): Promise<{ token: string; expiresAt: Date } | undefined> {
      const game = providerGame(input.gameCode);
      if (!game || game.venue !== input.venue || !/^[A-Za-z0-9_-]{1,64}$/.test(input.player))
        return undefined;
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + LAUNCH_TOKEN_TTL_MS);
      await repo.insertToken(db, { tokenHash: tokenHash(token), kind: 'launch', ...input, expiresAt });
      return { token, expiresAt };
    },

    /** Trades a launch token (once, before it expires) for a play session token. */
    async openSession(
      launchToken: string,
    ): Promise<{ sessionToken: string; session: PlaySessionInfo } | undefined> {
      const t = now();
      const launch = await repo.consumeLaunch(db, tokenHash(launchToken), t);
      const game = launch && providerGame(launch.gameCode);
      if (!launch || !game) return undefined;
      const sessionToken = randomBytes(24).toString('base64url');
      await repo.insertToken(db, {
        tokenHash: tokenHash(sessionToken),
        kind: 'session',
        venue: launch.venue,
        player: launch.player,
        gameCode: launch.gameCode,
        platform: launch.platform,
        locale: launch.locale,
        currency: launch.currency,
        expiresAt: new Date(t.getTime() + PLAY_SESSION_TTL_MS),
      });
      const session = {
        venue: launch.venue,
        player: launch.player,
        game,
        locale: launch.locale,
        currency: launch.currency,
      };
      return { sessionToken, session };
    },

    /** The live session of a token (its expiry slides on); undefined when expired or unknown. */
    async session(token: string): Promise<PlaySessionInfo | undefined> {
      if (!token || token.length > 512) return undefined;
      const t = now();
      const row = await repo.touchSession(
        db,
        tokenHash(token),
        t,
        new Date(t.getTime() + PLAY_SESSION_TTL_MS),
      );
      const game = row && providerGame(row.gameCode);
      if (!row || !game) return undefined;
      return { venue: row.venue, player: row.player, game, locale: row.locale, currency: row.currency };
    },

    async balance(s: PlaySessionInfo): Promise<string> {
      if (s.game.walletMode === 'seamless') return seamlessBalance(s.venue, s.player);
      const wallet = await wallets.wallet(db, s.venue, s.player);
      return minorToDecimalString(wallet?.balance ?? 0n);
    },

    /** Books one round of the session's game (once per request id) with the outcome `decide` gives. */
    book(s: PlaySessionInfo, requestId: string, stake: bigint, decide: () => Decided): Promise<Booked> {
      return s.game.walletMode === 'seamless'
        ? bookSeamless(s, requestId, stake, decide)
        : bookTransfer(s, requestId, stake, decide);
    },

    /**
     * Housekeeping: tokens expired for an hour go; a seamless round left open for two minutes (the
     * process stopped between its debit and its outcome) is voided and its debit rolled back.
     */
    job(): Job {
      return {
        name: 'demo-provider-housekeeping',
        everyMs: 60_000,
        run: async () => {
          await repo.purgeTokens(db, new Date(now().getTime() - 60 * 60_000));
          for (const round of await repo.staleSeamless(db, new Date(now().getTime() - STALE_ROUND_MS))) {
            const base = {
              venue: round.venue,
              player: round.player,
              roundId: round.roundId,
              gameCode: round.gameCode,
            };
            await voidAndRollBack(base, `${round.roundId}-d`, '对局中断，已退还投注');
          }
        },
      };
    },

    recentRounds(s: PlaySessionInfo, limit: number) {
      return repo.recentRounds(db, s.venue, s.player, limit);
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
