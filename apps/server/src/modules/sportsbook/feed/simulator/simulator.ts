import { LINED_MARKETS } from '@houseline/shared/sportsbook/markets';
import type { FeedAdapter, FeedEvent, FeedMarketKey } from '../feed-adapter.ts';
import { impliedMove, JUMP_SUSPEND_S, JUMP_THRESHOLD } from './book.ts';
import { BASE_HORIZON_MS, type Fixture, fixturesAnnounced, fixturesBetween } from './fixtures.ts';
import { SIM_LEAGUES } from './names.ts';
import { endMsOf, firstHalfOver, type PlayState, POSTPONE_NOTICE_MS, playState } from './play.ts';
import { type PricedMarket, priceMarkets } from './price-markets.ts';
import { rand } from './rng.ts';

export interface SimulatorOptions {
  seed: string;
  /** Game time runs this many times faster than the wall clock (7.5: a football match in 12 minutes). */
  compression: number;
  /** Markets stay suspended this long after a goal, set or map. */
  suspendAfterScoreMs?: number;
}

/** The longest a simulated match lasts in game minutes (a best-of-five of 40-minute maps). */
const MAX_GAME_MIN = 200;
/** After a restart, results of matches that ended this long ago are still sent (the ingest skips known ones). */
const RESULT_LOOKBACK_MS = 24 * 3_600_000;
/** Pre-match odds move at most once per this period, each fixture at its own phase. */
const PREMATCH_DRIFT_MS = 60_000;
const PREMATCH_DRIFT_AHEAD_MS = 2 * 3_600_000;

/**
 * The built-in provider (sandbox): a deterministic world computed from the seed and the clock.
 * It keeps only the time of its last poll; any instance, fresh or restarted, computes the same
 * matches, scores and prices, and its first poll re-sends a snapshot the ingest deduplicates.
 */
export function createSimulator(options: SimulatorOptions): FeedAdapter {
  const { seed, compression } = options;
  const suspendMs = options.suspendAfterScoreMs ?? 5_000;
  const maxPlayMs = (MAX_GAME_MIN * 60_000) / compression;
  let lastPollMs: number | undefined;

  const keyOf = (
    f: Fixture,
    m: { type: FeedMarketKey['type']; period: FeedMarketKey['period']; lineQ: number },
  ) => ({
    matchRef: f.ref,
    type: m.type,
    period: m.period,
    lineQ: m.lineQ,
  });

  function driftAt(f: Fixture, s: PlayState, nowMs: number): number {
    const bucket =
      s.status === 'live'
        ? `g${Math.floor(s.playedGame)}`
        : `p${Math.floor((nowMs + rand(seed, f.ref, 'phase') * PREMATCH_DRIFT_MS) / PREMATCH_DRIFT_MS)}`;
    return 1 + 0.06 * (rand(seed, f.ref, 'drift', bucket) - 0.5);
  }

  const marketKey = (m: { type: string; period: string; lineQ: number }) =>
    `${m.type}|${m.period}|${m.lineQ}`;

  /**
   * What the book quotes for a fixture at a moment: nothing around a goal, set or map, no
   * first-half market once the first half is over; the rest as `priceMarkets` bounds it.
   */
  function quoted(f: Fixture, atMs: number): PricedMarket[] {
    const s = playState(seed, f, atMs, compression);
    if (s.status !== 'scheduled' && s.status !== 'live') return [];
    if (s.lastMajorMs !== null && atMs - s.lastMajorMs < suspendMs) return [];
    const half = firstHalfOver(f, s);
    return priceMarkets(f, s, driftAt(f, s, atMs)).filter((m) => !(half && m.period === '1h'));
  }

  /**
   * Keys of markets whose price jumped by more than the threshold between two one-second samples
   * in the last `JUMP_SUSPEND_S` seconds: they stay suspended for that long (stateless, so every
   * instance agrees).
   */
  function jumped(f: Fixture, nowMs: number, current: PricedMarket[]): Set<string> {
    const out = new Set<string>();
    const second = Math.floor(nowMs / 1000) * 1000;
    let newer = current;
    for (let k = 1; k <= JUMP_SUSPEND_S; k++) {
      const older = new Map(
        quoted(f, (second === nowMs ? nowMs : second + 1000) - k * 1000).map((m) => [marketKey(m), m]),
      );
      for (const m of newer) {
        const before = older.get(marketKey(m));
        if (!before) continue;
        if (m.selections.some((x, i) => impliedMove(x.oddsK, before.selections[i]!.oddsK) > JUMP_THRESHOLD))
          out.add(marketKey(m));
      }
      newer = [...older.values()];
    }
    return out;
  }

  /**
   * The quotes of a fixture as events: markets, which are open, and the rest suspended. A market
   * event (which creates a line and carries its main flag) where a line may be new or change its
   * flag: at announcement, and for lined markets in play (their lines move); odds otherwise, which
   * keeps the pre-match drift of thousands of fixtures a cheap update.
   */
  function quote(f: Fixture, nowMs: number, out: FeedEvent[], mode: 'announce' | 'drift' | 'live') {
    const markets = quoted(f, nowMs);
    const held = mode === 'live' ? jumped(f, nowMs, markets) : new Set<string>();
    for (const m of markets) {
      const full = mode === 'announce' || (mode === 'live' && LINED_MARKETS.includes(m.type));
      if (full)
        out.push({ kind: 'market', ...keyOf(f, m), main: m.main, sort: m.sort, selections: m.selections });
      else out.push({ kind: 'odds', ...keyOf(f, m), selections: m.selections });
    }
    const open = markets.filter((m) => !held.has(marketKey(m))).map((m) => keyOf(f, m));
    out.push({ kind: 'offered', matchRef: f.ref, markets: open });
  }

  function announce(f: Fixture, nowMs: number, out: FeedEvent[]) {
    out.push({
      kind: 'fixture',
      ref: f.ref,
      leagueRef: f.league.ref,
      sport: f.sport,
      home: f.home.split('|')[0]!,
      away: f.away.split('|')[0]!,
      kickoffAt: new Date(f.kickoffMs),
      recommendSort: f.recommendSort,
    });
    quote(f, nowMs, out, 'announce');
  }

  function live(f: Fixture, s: PlayState, nowMs: number, out: FeedEvent[]) {
    const { period, clockSeconds, home, away, h1Home, h1Away } = s;
    out.push({
      kind: 'live',
      matchRef: f.ref,
      status: 'live',
      period,
      clockSeconds,
      home,
      away,
      h1Home,
      h1Away,
    });
    quote(f, nowMs, out, 'live');
  }

  return {
    name: 'simulator',
    rewind() {
      lastPollMs = undefined;
    },
    async poll(now: Date): Promise<FeedEvent[]> {
      const nowMs = now.getTime();
      const first = lastPollMs === undefined;
      const since = lastPollMs ?? nowMs - RESULT_LOOKBACK_MS;
      if (lastPollMs !== undefined && nowMs <= lastPollMs) return [];
      lastPollMs = nowMs;
      const out: FeedEvent[] = [];

      if (first) {
        for (const l of SIM_LEAGUES) {
          const { ref, sport, name, nameEn, region, sort } = l;
          out.push({ kind: 'league', ref, sport, name, nameEn, region, sort });
        }
        // A snapshot of everything published and not over yet.
        for (const f of fixturesBetween(seed, nowMs - maxPlayMs, nowMs + BASE_HORIZON_MS + 1)) {
          if (f.announceMs <= nowMs && endMsOf(seed, f, compression) > nowMs) announce(f, nowMs, out);
        }
      } else {
        for (const f of fixturesAnnounced(seed, since, nowMs)) announce(f, nowMs, out);
      }

      // In play: live state, live odds, market status. Then endings since the last poll.
      for (const f of fixturesBetween(
        seed,
        Math.min(since, nowMs - maxPlayMs) - maxPlayMs,
        nowMs + POSTPONE_NOTICE_MS + 1,
      )) {
        const s = playState(seed, f, nowMs, compression);
        const notice = f.kickoffMs - POSTPONE_NOTICE_MS;
        if (s.status === 'live') live(f, s, nowMs, out);
        else if (s.status === 'postponed' && notice > since) {
          out.push({
            kind: 'cancel',
            matchRef: f.ref,
            status: 'postponed',
            reason: 'postponed by the organiser',
          });
        } else if (s.status === 'cancelled' && s.endMs > since) {
          out.push({ kind: 'cancel', matchRef: f.ref, status: 'cancelled', reason: 'abandoned' });
        } else if (s.status === 'finished' && s.endMs > since) {
          const { home, away, h1Home, h1Away } = s;
          out.push({ kind: 'result', matchRef: f.ref, ftHome: home, ftAway: away, h1Home, h1Away });
        }
      }

      // Pre-match drift: fixtures in the next hours, each when its own drift period turns over.
      for (const f of fixturesBetween(seed, nowMs + 1, nowMs + PREMATCH_DRIFT_AHEAD_MS)) {
        if (f.announceMs > nowMs || f.fate === 'postponed') continue;
        const phase = rand(seed, f.ref, 'phase') * PREMATCH_DRIFT_MS;
        const turned =
          first ||
          Math.floor((nowMs + phase) / PREMATCH_DRIFT_MS) !== Math.floor((since + phase) / PREMATCH_DRIFT_MS);
        if (turned) quote(f, nowMs, out, 'drift');
      }
      return out;
    },
  };
}
