import type { Fixture } from './fixtures.ts';
import { rand, randPoisson } from './rng.ts';

/**
 * How a simulated match plays, as a pure function of the fixture, the seed and the clock: a
 * timeline of segments (periods in game minutes) and scoring events fixed in advance from the
 * seed, read at any moment. Game time runs `compression` times faster than the wall clock.
 */
interface Segment {
  period: string;
  from: number;
  to: number;
  /** Clock (seconds of play) at the segment's start, and whether it runs through the segment. */
  clockAt: number | null;
  running: boolean;
}

interface ScoreEvent {
  atGame: number;
  home: number;
  away: number;
  /** Goals, sets and maps suspend the markets for a moment; basketball baskets do not. */
  major: boolean;
}

interface Timeline {
  segments: Segment[];
  events: ScoreEvent[];
  /** Game minute of the first half's end (football, basketball), for the half-time score. */
  halfAt: number | null;
  endGame: number;
  /** Game minute at which a `cancelled` fixture is abandoned. */
  abandonAt: number;
}

const seg = (period: string, from: number, to: number, clockAt: number | null, running = true): Segment => ({
  period,
  from,
  to,
  clockAt,
  running,
});

function football(seed: string, f: Fixture): Timeline {
  const events: ScoreEvent[] = [];
  for (const side of ['home', 'away'] as const) {
    const lambda = side === 'home' ? f.strengthHome : f.strengthAway;
    const goals = randPoisson(lambda, seed, f.ref, side, 'goals');
    for (let i = 0; i < goals; i++) {
      const minute = 0.5 + 89 * rand(seed, f.ref, side, 'goal', i);
      events.push({
        atGame: minute < 45 ? minute : minute + 15,
        home: side === 'home' ? 1 : 0,
        away: side === 'away' ? 1 : 0,
        major: true,
      });
    }
  }
  return {
    segments: [seg('1h', 0, 45, 0), seg('ht', 45, 60, 2700, false), seg('2h', 60, 105, 2700)],
    events,
    halfAt: 45,
    endGame: 105,
    abandonAt: 70,
  };
}

function basketball(seed: string, f: Fixture): Timeline {
  // Quarters of 12 minutes; short breaks after q1 and q3, half time after q2.
  const starts = [0, 14, 36, 50];
  const segments: Segment[] = [];
  const events: ScoreEvent[] = [];
  starts.forEach((start, q) => {
    segments.push(seg(`q${q + 1}`, start, start + 12, q * 720));
    const breakTo = q === 1 ? 36 : q === 0 ? 14 : q === 2 ? 50 : start + 12;
    if (breakTo > start + 12)
      segments.push(seg(q === 1 ? 'ht' : `q${q + 1}`, start + 12, breakTo, (q + 1) * 720, false));
    for (let m = 0; m < 12; m++) {
      const home = Math.max(0, Math.round(f.strengthHome / 48 + (rand(seed, f.ref, 'bh', q, m) - 0.5) * 4));
      const away = Math.max(0, Math.round(f.strengthAway / 48 + (rand(seed, f.ref, 'ba', q, m) - 0.5) * 4));
      events.push({ atGame: start + m + 0.5, home, away, major: false });
    }
  });
  const total = events.reduce((s, e) => ({ home: s.home + e.home, away: s.away + e.away }), {
    home: 0,
    away: 0,
  });
  // No overtime in the simulation: a level game is decided by a last basket.
  if (total.home === total.away) events.push({ atGame: 61.9, home: 2, away: 0, major: false });
  return { segments, events, halfAt: 26, endGame: 62, abandonAt: 40 };
}

/** Tennis sets (40 game minutes each) or e-sports maps (35 minutes and a 5-minute break). */
function series(seed: string, f: Fixture, unit: 'set' | 'map'): Timeline {
  const need = Math.ceil(f.bestOf / 2);
  const length = unit === 'set' ? 40 : 35;
  const gap = unit === 'set' ? 0 : 5;
  const segments: Segment[] = [];
  const events: ScoreEvent[] = [];
  let home = 0;
  let away = 0;
  for (let k = 0; home < need && away < need; k++) {
    const from = k * (length + gap);
    segments.push(seg(`${unit}${k + 1}`, from, from + length, unit === 'map' ? 0 : null));
    if (gap && home + away + 1 < f.bestOf) {
      segments.push(seg(`${unit}${k + 1}`, from + length, from + length + gap, null, false));
    }
    const homeWins = rand(seed, f.ref, unit, k) < f.strengthHome;
    if (homeWins) home++;
    else away++;
    events.push({ atGame: from + length, home: homeWins ? 1 : 0, away: homeWins ? 0 : 1, major: true });
  }
  const last = events[events.length - 1]!;
  return { segments, events, halfAt: null, endGame: last.atGame, abandonAt: length / 2 };
}

const timelines = new Map<string, Timeline>();

function timelineOf(seed: string, f: Fixture): Timeline {
  const key = `${seed}|${f.ref}`;
  const hit = timelines.get(key);
  if (hit) return hit;
  const t =
    f.sport === 'football'
      ? football(seed, f)
      : f.sport === 'basketball'
        ? basketball(seed, f)
        : series(seed, f, f.sport === 'tennis' ? 'set' : 'map');
  if (timelines.size > 5_000) timelines.clear();
  timelines.set(key, t);
  return t;
}

export interface PlayState {
  status: 'scheduled' | 'live' | 'finished' | 'postponed' | 'cancelled';
  period: string | null;
  clockSeconds: number | null;
  home: number;
  away: number;
  h1Home: number | null;
  h1Away: number | null;
  /** Game minutes played (0 before kick-off). */
  playedGame: number;
  /** Wall-clock time of the latest goal, set or map, if any. */
  lastMajorMs: number | null;
  /** Wall-clock end of the match (result time). */
  endMs: number;
}

/** Wall-clock ms of a game minute. */
const realAt = (f: Fixture, game: number, compression: number) =>
  f.kickoffMs + Math.round((game * 60_000) / compression);

/** How long before kick-off a postponement is announced. */
export const POSTPONE_NOTICE_MS = 10 * 60_000;

export function endMsOf(seed: string, f: Fixture, compression: number): number {
  const t = timelineOf(seed, f);
  return realAt(f, f.fate === 'cancelled' ? t.abandonAt : t.endGame, compression);
}

/** The state of a simulated match at wall-clock `nowMs`. */
export function playState(seed: string, f: Fixture, nowMs: number, compression: number): PlayState {
  const t = timelineOf(seed, f);
  const endMs = endMsOf(seed, f, compression);
  const base: PlayState = {
    status: 'scheduled',
    period: null,
    clockSeconds: null,
    home: 0,
    away: 0,
    h1Home: null,
    h1Away: null,
    playedGame: 0,
    lastMajorMs: null,
    endMs,
  };
  if (f.fate === 'postponed' && nowMs >= f.kickoffMs - POSTPONE_NOTICE_MS)
    return { ...base, status: 'postponed' };
  if (nowMs < f.kickoffMs) return base;
  const game = Math.min(((nowMs - f.kickoffMs) * compression) / 60_000, t.endGame);
  if (f.fate === 'cancelled' && game >= t.abandonAt) return { ...base, status: 'cancelled' };
  const state = { ...base, status: nowMs >= endMs ? ('finished' as const) : ('live' as const) };
  for (const e of t.events) {
    if (e.atGame > game) continue;
    state.home += e.home;
    state.away += e.away;
    if (e.major) state.lastMajorMs = Math.max(state.lastMajorMs ?? 0, realAt(f, e.atGame, compression));
    if (t.halfAt !== null && e.atGame <= t.halfAt) {
      state.h1Home = (state.h1Home ?? 0) + e.home;
      state.h1Away = (state.h1Away ?? 0) + e.away;
    }
  }
  if (t.halfAt !== null && game >= t.halfAt) {
    state.h1Home ??= 0;
    state.h1Away ??= 0;
  }
  const segment = t.segments.find((s) => game >= s.from && game < s.to) ?? t.segments[t.segments.length - 1]!;
  state.period = segment.period;
  state.clockSeconds =
    segment.clockAt === null
      ? null
      : segment.clockAt +
        (segment.running ? Math.floor((Math.min(game, segment.to) - segment.from) * 60) : 0);
  state.playedGame = game;
  return state;
}

/** Whether the first half (football) is over: its markets close. */
export const firstHalfOver = (f: Fixture, s: PlayState): boolean =>
  f.sport === 'football' && s.status !== 'scheduled' && s.playedGame >= 45;
