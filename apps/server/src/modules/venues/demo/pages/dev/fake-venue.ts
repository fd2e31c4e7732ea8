// The dev harness's in-memory play API: one wallet per session, outcomes from the engines. It is
// not the provider (no books, no wallet calls); it only lets the pages be seen and clicked.
import { dealDragonTiger, dtPayout } from '../../games/dt.ts';
import { FISH_TYPES, shootFish } from '../../games/fish.ts';
import { K3_PAY_TABLE, k3DiceFromSeed, k3Payout, k3SeedHash } from '../../games/k3.ts';
import { cryptoRng } from '../../games/rng.ts';
import { playSlotRound } from '../../games/slot.ts';
import type { DtBetSide, K3Bet, K3BetType, SlotSpin } from '../../games/types.ts';
import { formatMinor, toMinor } from '../lib/money.ts';

const fmt = (minor: bigint) => `${formatMinor(minor, false)}00`;
const rng = cryptoRng();
type Json = Record<string, unknown>;

interface Seat {
  gameCode: string;
  /** A launch token ending in `-fs` makes the first spin one that triggers free spins. */
  forceFreeSpins: boolean;
  expiresAfterOne: boolean;
  balance: bigint;
  rounds: Json[];
}
interface Draw {
  drawNo: string;
  seed: string;
  seedHash: string;
  closesAt: number;
  drawsAt: number;
}
interface OpenBet extends K3Bet {
  roundId: string;
  drawNo: string;
  token: string;
  payout: bigint;
  status: 'open' | 'settled';
}

function seedHex(): string {
  return Array.from({ length: 32 }, () => rng.int(256).toString(16).padStart(2, '0')).join('');
}

export function createFakeVenue() {
  const seats = new Map<string, Seat>();
  const intervalMs = Number(process.env.K3_INTERVAL_MS ?? 60_000);
  let seq = 1;
  const newDraw = (at: number): Draw => {
    const seed = seedHex();
    const drawsAt = Math.ceil((at + 1) / intervalMs) * intervalMs;
    const drawNo = `20261124${String(Math.floor(drawsAt / intervalMs) % 100_000).padStart(5, '0')}`;
    return { drawNo, seed, seedHash: k3SeedHash(seed), closesAt: drawsAt - 5000, drawsAt };
  };
  const history: { drawNo: string; seedHash: string; seed: string; dice: number[]; drawnAt: string }[] = [];
  let current = newDraw(Date.now() - intervalMs * 31);
  const bets: OpenBet[] = [];
  const advance = () => {
    while (Date.now() >= current.drawsAt) {
      const dice = k3DiceFromSeed(current.seed);
      history.unshift({ ...current, dice, drawnAt: new Date(current.drawsAt).toISOString() });
      history.length = Math.min(history.length, 30);
      for (const bet of bets.filter((b) => b.drawNo === current.drawNo && b.status === 'open')) {
        bet.status = 'settled';
        bet.payout = k3Payout(bet, dice);
        const seat = seats.get(bet.token);
        if (seat) seat.balance += bet.payout;
      }
      current = newDraw(current.drawsAt);
    }
  };
  const round = (seat: Seat, stake: bigint, payout: bigint, detail: string): string => {
    const roundId = `R${Date.now()}${seq++}`;
    seat.rounds.unshift({
      roundId,
      gameCode: seat.gameCode,
      stake: fmt(stake),
      payout: fmt(payout),
      status: 'settled',
      detail,
      at: new Date().toISOString(),
    });
    return roundId;
  };
  const spinOut = (s: SlotSpin) => ({
    grid: s.grid,
    lineWins: s.lineWins.map((w) => ({ ...w, win: fmt(w.win) })),
    scatterCount: s.scatterCount,
    freeSpinsAwarded: s.freeSpinsAwarded,
    win: fmt(s.win),
  });
  const fail = (error: string, message: string) => ({ ok: false, error, message });

  function handle(path: string, token: string, body: unknown): Json {
    const input = (body ?? {}) as Json;
    if (path === 'session') {
      const launch = String(input.launchToken ?? '');
      if (!launch.startsWith('dev-')) return fail('session', '会话已过期');
      const gameCode = launch.split('-').slice(1, 3).join('-');
      const kind = gameCode.split('-')[0];
      const sessionToken = `s${seq++}${seedHex().slice(0, 16)}`;
      seats.set(sessionToken, {
        gameCode,
        forceFreeSpins: launch.endsWith('-fs'),
        expiresAfterOne: launch.endsWith('-exp'),
        balance: 1_000_000_000n,
        rounds: [],
      });
      const royal = gameCode === 'dt-royal';
      return {
        ok: true,
        sessionToken,
        venue: 'demo_dev',
        gameCode,
        gameName: `演示 ${gameCode}`,
        kind,
        walletMode: 'transfer',
        currency: 'CNY',
        locale: 'zh-CN',
        balance: fmt(1_000_000_000n),
        chips: royal
          ? ['10.00', '50.00', '100.00', '500.00', '1000.00', '5000.00']
          : ['1.00', '2.00', '5.00', '10.00', '50.00', '100.00'],
        minStake: royal ? '10.00' : '1.00',
        maxStake: royal ? '50000.00' : '5000.00',
      };
    }
    const seat = seats.get(token);
    if (!seat) return fail('session', '会话已过期，请返回大厅重新进入');
    // A launch token ending in `-exp` gives a session that expires after its first round.
    if (seat.expiresAfterOne && path !== 'balance' && path !== 'k3/state') seats.delete(token);
    const stakeOf = (v: unknown) => toMinor(String(v ?? '0'));
    switch (path) {
      case 'balance':
        return { ok: true, balance: fmt(seat.balance) };
      case 'rounds':
        return { ok: true, list: seat.rounds.slice(0, 50) };
      case 'slot/spin': {
        const stake = stakeOf(input.stake);
        if (stake > seat.balance) return fail('insufficient', '余额不足');
        let r = playSlotRound(rng, stake);
        while (seat.forceFreeSpins && r.freeSpins.length === 0) r = playSlotRound(rng, stake);
        seat.forceFreeSpins = false;
        seat.balance += r.totalWin - stake;
        const roundId = round(seat, stake, r.totalWin, 'slot');
        return {
          ok: true,
          roundId,
          stake: fmt(stake),
          base: spinOut(r.base),
          freeSpins: r.freeSpins.map(spinOut),
          totalWin: fmt(r.totalWin),
          balance: fmt(seat.balance),
        };
      }
      case 'k3/state': {
        advance();
        const mine = bets
          .filter((b) => b.token === token)
          .slice(-20)
          .reverse();
        return {
          ok: true,
          intervalSec: intervalMs / 1000,
          current: {
            drawNo: current.drawNo,
            seedHash: current.seedHash,
            closesAt: new Date(current.closesAt).toISOString(),
            drawsAt: new Date(current.drawsAt).toISOString(),
          },
          history,
          myBets: mine.map((b) => ({
            roundId: b.roundId,
            drawNo: b.drawNo,
            type: b.type,
            selection: b.selection,
            stake: fmt(b.stake),
            status: b.status,
            payout: fmt(b.payout),
          })),
          payTable: K3_PAY_TABLE,
          balance: fmt(seat.balance),
        };
      }
      case 'k3/bet': {
        advance();
        if (input.drawNo !== current.drawNo || Date.now() >= current.closesAt)
          return fail('closed', '本期已封盘');
        const list = (input.bets as { type: K3BetType; selection: number; stake: string }[]) ?? [];
        const total = list.reduce((a, b) => a + stakeOf(b.stake), 0n);
        if (total > seat.balance) return fail('insufficient', '余额不足');
        seat.balance -= total;
        const roundIds = list.map((b) => {
          const roundId = `K${Date.now()}${seq++}`;
          bets.push({
            ...b,
            stake: stakeOf(b.stake),
            roundId,
            drawNo: current.drawNo,
            token,
            payout: 0n,
            status: 'open',
          });
          return roundId;
        });
        return { ok: true, roundIds, balance: fmt(seat.balance) };
      }
      case 'dt/deal': {
        const sides = Object.entries((input.bets ?? {}) as Record<DtBetSide, string>);
        const stake = sides.reduce((a, [, v]) => a + stakeOf(v), 0n);
        if (stake > seat.balance) return fail('insufficient', '余额不足');
        const hand = dealDragonTiger(rng);
        const payout = sides.reduce((a, [side, v]) => a + dtPayout(side as DtBetSide, stakeOf(v), hand), 0n);
        seat.balance += payout - stake;
        const roundId = round(seat, stake, payout, 'dt');
        return {
          ok: true,
          roundId,
          ...hand,
          stake: fmt(stake),
          payout: fmt(payout),
          balance: fmt(seat.balance),
        };
      }
      case 'fish/shoot': {
        const stake = stakeOf(input.stake);
        if (stake > seat.balance) return fail('insufficient', '余额不足');
        if (!FISH_TYPES.some((f) => f.id === input.fish)) return fail('input', '未知的鱼');
        const shot = shootFish(rng, String(input.fish), stake);
        seat.balance += shot.win - stake;
        const roundId = round(seat, stake, shot.win, 'fish');
        return {
          ok: true,
          roundId,
          fish: shot.fish,
          hit: shot.hit,
          multiplier: shot.multiplier,
          win: fmt(shot.win),
          balance: fmt(seat.balance),
        };
      }
      default:
        return fail('input', '未知请求');
    }
  }
  return { handle };
}
