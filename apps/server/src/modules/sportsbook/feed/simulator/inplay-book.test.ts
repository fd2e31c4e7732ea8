import type { MarketType, Outcome } from '@houseline/shared/sportsbook/markets';
import { describe, expect, it } from 'vitest';
import { grade, type MatchResult } from '../../grading.ts';
import type { FeedEvent } from '../feed-adapter.ts';
import { type Fixture, fixturesBetween } from './fixtures.ts';
import { playState } from './play.ts';
import { createSimulator } from './simulator.ts';

/**
 * The in-play book's invariants (issue 28), checked at every one-second tick while the simulator
 * plays whole matches of every sport. The test keeps its own model of the catalogue from the
 * events, as the ingest applies them, and judges the open markets with the settlement's grading:
 * - no open market quotes a selection that can no longer win (over 3.5 with four goals, a +1.5
 *   the leader cannot lose, over 1.5 maps in a best of three), nor a decided market;
 * - prices stay within sensible bounds per market type (never 1.01 or 200);
 * - at most one main line per market type and period, and a main handicap or total near evens;
 * - a price moves by at most a few points of probability between two ticks while open (bigger
 *   moves suspend the market first);
 * - lines move: the main total of some football match changes during play.
 */
const COMPRESSION = 7.5;
const SEED = 'inplay-book';
const T0 = Date.UTC(2026, 10, 24, 11, 0, 0);

/** Bounds a real book would quote, independent of the simulator's own constants. */
const BOUNDS: Record<MarketType, [number, number]> = {
  '1x2': [1.05, 34],
  ml: [1.05, 21],
  ah: [1.25, 4.5],
  map_ah: [1.25, 4.5],
  ou: [1.25, 4.5],
  oe: [1.6, 2.4],
  cs: [3, 151],
};
const MAIN_BAND: [number, number] = [1.4, 3.2];
const MAX_MOVE = 0.06;

interface ModelMarket {
  type: MarketType;
  period: 'ft' | '1h';
  lineQ: number;
  main: boolean;
  open: boolean;
  odds: Map<string, number>;
}

const keyOf = (e: { type: string; period: string; lineQ: number }) => `${e.type}|${e.period}|${e.lineQ}`;

/** The results a match can still end with (football: up to five more goals a side). */
function reachable(f: Fixture, s: ReturnType<typeof playState>): MatchResult[] {
  const out: MatchResult[] = [];
  if (f.sport === 'football') {
    const inFirst = s.playedGame < 45;
    for (let i = 0; i <= 5; i++) {
      for (let j = 0; j <= 5; j++) {
        const h1Home = inFirst ? (s.h1Home ?? s.home) + i : s.h1Home;
        const h1Away = inFirst ? (s.h1Away ?? s.away) + j : s.h1Away;
        out.push({ ftHome: s.home + i, ftAway: s.away + j, h1Home, h1Away });
      }
    }
    return out;
  }
  const need = Math.ceil(f.bestOf / 2);
  const walk = (h: number, a: number) => {
    if (h >= need || a >= need) out.push({ ftHome: h, ftAway: a, h1Home: null, h1Away: null });
    else {
      walk(h + 1, a);
      walk(h, a + 1);
    }
  };
  walk(s.home, s.away);
  return out;
}

const canWin = (o: Outcome) => o === 'win' || o === 'half_win';

async function playThrough(fromMs: number, toMs: number) {
  const sim = createSimulator({ seed: SEED, compression: COMPRESSION });
  const models = new Map<string, Map<string, ModelMarket>>();
  const problems: string[] = [];
  const mainTotals = new Map<string, Set<number>>();
  const checked = new Set<string>();
  let previous = new Map<string, Map<string, number>>();
  const fixtures = new Map(fixturesBetween(SEED, fromMs - 4 * 3_600_000, toMs).map((f) => [f.ref, f]));
  for (let t = fromMs; t <= toMs; t += 1000) {
    const events: FeedEvent[] = await sim.poll(new Date(t));
    const liveRefs = new Set<string>();
    for (const e of events) {
      if (e.kind === 'live') liveRefs.add(e.matchRef);
      if (e.kind === 'market' || e.kind === 'odds' || e.kind === 'market_status' || e.kind === 'offered') {
        const model = models.get(e.matchRef) ?? new Map<string, ModelMarket>();
        models.set(e.matchRef, model);
        if (e.kind === 'market') {
          const m = model.get(keyOf(e)) ?? {
            type: e.type,
            period: e.period,
            lineQ: e.lineQ,
            main: e.main,
            open: true,
            odds: new Map(),
          };
          m.main = e.main;
          if (e.main)
            for (const other of model.values())
              if (other !== m && other.type === m.type && other.period === m.period) other.main = false;
          for (const s of e.selections) m.odds.set(s.code, s.oddsK / 1000);
          model.set(keyOf(e), m);
        } else if (e.kind === 'odds') {
          const m = model.get(keyOf(e));
          if (m) for (const s of e.selections) m.odds.set(s.code, s.oddsK / 1000);
        } else if (e.kind === 'market_status') {
          const keys = e.markets === 'all' ? [...model.keys()] : e.markets.map(keyOf);
          for (const k of keys) {
            const m = model.get(k);
            if (m) m.open = e.status === 'open';
          }
        } else {
          const keep = new Set(e.markets.map(keyOf));
          for (const [k, m] of model) m.open = keep.has(k);
        }
      }
    }
    const current = new Map<string, Map<string, number>>();
    for (const ref of liveRefs) {
      const f = fixtures.get(ref);
      const model = models.get(ref);
      if (!f || !model) continue;
      const s = playState(SEED, f, t, COMPRESSION);
      const finals = f.sport === 'basketball' ? [] : reachable(f, s);
      const at = `${f.sport} ${ref} ${s.period} ${s.home}-${s.away} @${(t - f.kickoffMs) / 1000}s`;
      const mains = new Map<string, number>();
      for (const [k, m] of model) {
        if (m.main) mains.set(`${m.type}|${m.period}`, (mains.get(`${m.type}|${m.period}`) ?? 0) + 1);
        if (!m.open) continue;
        checked.add(f.sport);
        const [lo, hi] = BOUNDS[m.type];
        for (const [code, o] of m.odds) {
          if (o < lo || o > hi) problems.push(`${at} ${k} ${code} priced ${o}`);
          const before = previous.get(ref)?.get(`${k}|${code}`);
          if (before !== undefined && Math.abs(1 / before - 1 / o) > MAX_MOVE)
            problems.push(`${at} ${k} ${code} moved ${before} → ${o} while open`);
          current.set(ref, current.get(ref) ?? new Map());
          current.get(ref)!.set(`${k}|${code}`, o);
          if (finals.length) {
            const leg = { marketType: m.type, period: m.period, lineQ: m.lineQ, selectionCode: code };
            if (!finals.some((r) => canWin(grade(leg, r))))
              problems.push(`${at} ${k} ${code} cannot win, priced ${o}`);
          }
        }
        if (m.period === '1h' && s.playedGame >= 45) problems.push(`${at} ${k} first-half market open`);
        if (m.main && (m.type === 'ah' || m.type === 'ou' || m.type === 'map_ah')) {
          for (const o of m.odds.values())
            if (o < MAIN_BAND[0] || o > MAIN_BAND[1]) problems.push(`${at} ${k} main line at ${o}`);
          if (f.sport === 'football' && m.type === 'ou' && m.period === 'ft') {
            mainTotals.set(ref, (mainTotals.get(ref) ?? new Set()).add(m.lineQ));
          }
        }
      }
      for (const [k, n] of mains) if (n > 1) problems.push(`${at} ${n} main lines of ${k}`);
    }
    previous = current;
  }
  return { problems, checked, mainTotals };
}

describe('the in-play book over whole matches', () => {
  it('quotes only prices a real book would offer, at every tick of every sport', async () => {
    const { problems, checked, mainTotals } = await playThrough(T0, T0 + 30 * 60_000);
    expect([...checked].sort()).toEqual(['basketball', 'cs', 'dota2', 'football', 'hok', 'lol', 'tennis']);
    // One example of each kind of problem (sport, market, what), so a failure reads at a glance.
    const kinds = new Map<string, string>();
    for (const p of problems) {
      const [sport, , , , , k, , ...what] = p.split(' ');
      const kind = `${sport} ${k?.split('|')[0]} ${what.filter((w) => !/\d/.test(w)).join(' ')}`;
      if (!kinds.has(kind)) kinds.set(kind, p);
    }
    expect([...kinds.values()]).toEqual([]);
    // Lines move as the match goes: some football match's main total changed in play.
    expect([...mainTotals.values()].some((lines) => lines.size > 1)).toBe(true);
  }, 240_000);
});
