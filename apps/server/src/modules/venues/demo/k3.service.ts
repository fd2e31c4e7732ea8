import { randomBytes } from 'node:crypto';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import type { Db } from '../../../platform/db/client.ts';
import type { Job } from '../../../platform/jobs/scheduler.ts';
import { createDemoVenueRepository } from './demo-venue.repository.ts';
import { K3_PAY_TABLE, k3BetValid, k3Describe, k3DiceFromSeed, k3Payout, k3SeedHash } from './games/k3.ts';
import type { K3Bet, K3BetType, K3Dice } from './games/types.ts';
import { newRoundId, type PlaySessionInfo, stakeWithin } from './play.service.ts';
import { createProviderRepository, type DemoDrawRow } from './provider.repository.ts';
import { K3_CLOSE_BEFORE_MS, K3_INTERVAL_SEC, PlayRefusal, PROVIDER_GAMES } from './provider-games.ts';

const repo = createProviderRepository();
const wallets = createDemoVenueRepository();
const money = minorToDecimalString;

const K3_TYPE_NAMES: Record<K3BetType, (selection: number) => string> = {
  big: () => '大',
  small: () => '小',
  odd: () => '单',
  even: () => '双',
  sum: (n) => `和值 ${n}`,
  anyTriple: () => '任意豹子',
  triple: (n) => `豹子 ${n}${n}${n}`,
};

/** Draw `index` of a game: it opens at index × interval and draws one interval later. */
export function k3DrawTimes(gameCode: string, index: number) {
  const intervalMs = (K3_INTERVAL_SEC[gameCode] ?? 60) * 1000;
  const opensAt = new Date(index * intervalMs);
  const drawsAt = new Date((index + 1) * intervalMs);
  return {
    drawNo: String(index).padStart(10, '0'),
    opensAt,
    drawsAt,
    closesAt: new Date(drawsAt.getTime() - K3_CLOSE_BEFORE_MS),
  };
}

function parseDice(text: string | null): K3Dice | undefined {
  if (!text) return undefined;
  const dice = text.split(',').map(Number);
  return dice.length === 3 ? (dice as K3Dice) : undefined;
}

/**
 * 快三 draws: one draw per interval per game, its seed drawn at opening and only its hash shown
 * until the draw; betting closes K3_CLOSE_BEFORE_MS before. The job opens the current draw, then
 * draws every due draw (one missed while the process was down included) from its seed and settles
 * its open bet lines — each exactly once: the draw is marked drawn in the same transaction, and
 * only the run that marks it settles.
 */
export function createK3Service(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const k3Games = PROVIDER_GAMES.filter((g) => g.kind === 'k3');

  async function currentDraw(gameCode: string): Promise<DemoDrawRow> {
    const intervalMs = (K3_INTERVAL_SEC[gameCode] ?? 60) * 1000;
    const times = k3DrawTimes(gameCode, Math.floor(now().getTime() / intervalMs));
    const seed = randomBytes(32).toString('hex');
    await repo.insertDraw(db, { gameCode, ...times, seed, seedHash: k3SeedHash(seed) });
    return (await repo.draw(db, gameCode, times.drawNo))!;
  }

  async function settleDraw(draw: DemoDrawRow): Promise<number> {
    const dice = k3DiceFromSeed(draw.seed);
    const drawn = k3Describe(dice);
    return db.transaction(async (tx) => {
      if (!(await repo.markDrawn(tx, draw.gameCode, draw.drawNo, dice.join(','), now()))) return 0;
      let settled = 0;
      for (const { bet, round } of await repo.openBetsOfDraw(tx, draw.gameCode, draw.drawNo)) {
        const line: K3Bet = { type: bet.betType as K3BetType, selection: bet.selection, stake: round.stake };
        const payout = k3Payout(line, dice);
        const name = K3_TYPE_NAMES[line.type](line.selection);
        const detail = `第 ${draw.drawNo} 期 · ${name} ${money(round.stake)} · 开奖 ${drawn} · 派彩 ${money(payout)}`;
        const closed = await repo.closeRound(tx, round.roundId, {
          status: 'settled',
          payout,
          detail,
          settledAt: now(),
        });
        if (!closed) continue;
        settled += 1;
        if (payout > 0n) {
          await wallets.lockWallet(tx, round.venue, round.player);
          await wallets.addToBalance(tx, round.venue, round.player, payout);
        }
      }
      return settled;
    });
  }

  /** Opens the current draws and settles every due one; the number of bet lines settled. */
  async function run(): Promise<number> {
    for (const game of k3Games) await currentDraw(game.gameCode);
    let settled = 0;
    for (const draw of await repo.dueDraws(db, now())) settled += await settleDraw(draw);
    return settled;
  }

  return {
    run,
    currentDraw,
    job(): Job {
      return {
        name: 'demo-provider-k3-draws',
        everyMs: 1_000,
        run: async () => {
          await run();
        },
      };
    },

    async state(s: PlaySessionInfo) {
      const gameCode = s.game.gameCode;
      const current = await currentDraw(gameCode);
      const history = await repo.drawnHistory(db, gameCode, 20);
      const mine = await repo.myK3Bets(db, s.venue, s.player, gameCode, 30);
      return {
        intervalSec: K3_INTERVAL_SEC[gameCode] ?? 60,
        current: {
          drawNo: current.drawNo,
          seedHash: current.seedHash,
          closesAt: current.closesAt.toISOString(),
          drawsAt: current.drawsAt.toISOString(),
        },
        history: history.map((d) => ({
          drawNo: d.drawNo,
          seedHash: d.seedHash,
          seed: d.seed,
          dice: parseDice(d.dice) ?? ([1, 1, 1] as K3Dice),
          drawnAt: (d.drawnAt ?? d.drawsAt).toISOString(),
        })),
        myBets: mine.map(({ bet, round }) => ({
          roundId: round.roundId,
          drawNo: bet.drawNo,
          type: bet.betType as K3BetType,
          selection: bet.selection,
          stake: money(round.stake),
          status: round.status === 'open' ? ('open' as const) : ('settled' as const),
          payout: money(round.payout),
        })),
        payTable: K3_PAY_TABLE.map((p) => ({ type: p.type, selection: p.selection, pays: p.pays })),
      };
    },

    /**
     * Bets on an open draw: every line checked (type, selection, limits), the whole stake taken
     * from the venue wallet with the rounds in one transaction, under a lock on the draw row so a
     * draw closing at the same moment sees either all of the bet or none. Once per request id.
     */
    async bet(
      s: PlaySessionInfo,
      input: {
        drawNo: string;
        requestId: string;
        bets: { type: K3BetType; selection: number; stake: string }[];
      },
    ): Promise<{ roundIds: string[]; balance: string }> {
      const gameCode = s.game.gameCode;
      const lines = input.bets.map((b) => ({
        type: b.type,
        selection: b.selection,
        stake: stakeWithin(s.game, b.stake),
      }));
      if (!lines.every((line) => k3BetValid(line))) throw new PlayRefusal('input');
      const total = lines.reduce((sum, l) => sum + l.stake, 0n);
      await currentDraw(gameCode);
      const t = now();
      return db.transaction(async (tx) => {
        const wallet = (await wallets.lockWallet(tx, s.venue, s.player))!;
        const seen = await repo.roundsOfRequest(tx, s.venue, s.player, input.requestId);
        if (seen.length > 0) return { roundIds: seen.map((r) => r.roundId), balance: money(wallet.balance) };
        const draw = await repo.draw(tx, gameCode, input.drawNo, true);
        if (!draw || draw.drawnAt || draw.closesAt.getTime() <= t.getTime() || draw.opensAt > t) {
          throw new PlayRefusal('closed');
        }
        if (s.game.walletMode !== 'transfer') throw new PlayRefusal('maintenance');
        if (wallet.balance < total) throw new PlayRefusal('insufficient');
        const rounds = lines.map((line, i) => ({
          roundId: newRoundId(),
          venue: s.venue,
          player: s.player,
          gameCode,
          walletMode: 'transfer',
          stake: line.stake,
          status: 'open',
          detail: `第 ${draw.drawNo} 期 · ${K3_TYPE_NAMES[line.type](line.selection)} ${money(line.stake)} · 待开奖`,
          requestId: input.requestId,
          line: i,
          placedAt: t,
        }));
        await repo.insertRounds(tx, rounds);
        await repo.insertK3Bets(
          tx,
          rounds.map((r, i) => ({
            roundId: r.roundId,
            gameCode,
            drawNo: draw.drawNo,
            betType: lines[i]!.type,
            selection: lines[i]!.selection,
          })),
        );
        const after = await wallets.addToBalance(tx, s.venue, s.player, -total);
        return { roundIds: rounds.map((r) => r.roundId), balance: money(after!.balance) };
      });
    },
  };
}

export type K3Service = ReturnType<typeof createK3Service>;
