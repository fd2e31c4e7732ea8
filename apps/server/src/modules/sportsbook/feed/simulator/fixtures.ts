import type { Sport } from '@houseline/shared/sportsbook/markets';
import { leaguesOf, type SimLeague } from './names.ts';
import { rand, randInt } from './rng.ts';

/**
 * The simulator's schedule, a pure function of the seed and the clock (decision 0018):
 * - the base tier: a realistic programme, kick-offs on quarter hours, dozens of football matches a
 *   day and fewer of the rest, announced three days ahead;
 * - the rolling tier: one match of a sport every few minutes, announced two hours ahead, so that
 *   with the demo's time compression several matches are in play at any moment.
 * A fixture's ref names its tier, sport, kick-off and index, so it is the same on every instance.
 */
export const BASE_HORIZON_MS = 3 * 24 * 3_600_000;
export const ROLLING_HORIZON_MS = 2 * 3_600_000;
const HOUR_MS = 3_600_000;

/** Base kick-offs per hour on average, per sport. */
const BASE_PER_HOUR: Record<Sport, number> = {
  football: 1.6,
  basketball: 0.5,
  tennis: 0.4,
  lol: 0.2,
  dota2: 0.15,
  cs: 0.2,
  hok: 0.15,
};

/** Rolling tier: one kick-off of the sport every this many minutes (with an offset per sport). */
const ROLLING_EVERY_MIN: Partial<Record<Sport, number>> = {
  football: 6,
  basketball: 12,
  tennis: 20,
  lol: 24,
  cs: 24,
  dota2: 48,
  hok: 48,
};

export interface Fixture {
  ref: string;
  sport: Sport;
  league: SimLeague;
  home: string;
  away: string;
  kickoffMs: number;
  /** When the fixture is first published. */
  announceMs: number;
  /** Strength: football expected goals, basketball expected points, others a unit win probability. */
  strengthHome: number;
  strengthAway: number;
  /** Tennis sets / e-sports maps: best of. */
  bestOf: number;
  /** Rarely: postponed before kick-off, or cancelled (abandoned) in play. */
  fate: 'normal' | 'postponed' | 'cancelled';
  recommendSort: number | null;
}

function buildFixture(seed: string, ref: string, sport: Sport, kickoffMs: number, horizon: number): Fixture {
  const leagues = leaguesOf(sport);
  const league = leagues[randInt(leagues.length, seed, ref, 'league')]!;
  const h = randInt(league.teams.length, seed, ref, 'home');
  const a = (h + 1 + randInt(league.teams.length - 1, seed, ref, 'away')) % league.teams.length;
  const r = rand(seed, ref, 'strength');
  const fateDraw = rand(seed, ref, 'fate');
  const fate = fateDraw < 0.015 ? 'postponed' : fateDraw < 0.02 ? 'cancelled' : 'normal';
  let strengthHome = 0.5;
  let strengthAway = 0.5;
  if (sport === 'football') {
    strengthHome = 0.8 + 1.3 * r;
    strengthAway = 0.7 + 1.1 * rand(seed, ref, 'strength-away');
  } else if (sport === 'basketball') {
    strengthHome = 100 + 20 * r;
    strengthAway = 98 + 20 * rand(seed, ref, 'strength-away');
  } else {
    strengthHome = 0.25 + 0.5 * r;
    strengthAway = 1 - strengthHome;
  }
  const recommended = sport === 'football' && ref.includes(':base:') && rand(seed, ref, 'rec') < 0.2;
  return {
    ref,
    sport,
    league,
    home: league.teams[h]!,
    away: league.teams[a]!,
    kickoffMs,
    announceMs: kickoffMs - horizon,
    strengthHome,
    strengthAway,
    bestOf: sport === 'tennis' || sport === 'cs' || sport === 'hok' ? 3 : rand(seed, ref, 'bo') < 0.2 ? 5 : 3,
    fate,
    recommendSort: recommended ? randInt(1000, seed, ref, 'rec-sort') : null,
  };
}

/** Base-tier fixtures kicking off in [fromMs, toMs). */
function baseFixtures(seed: string, fromMs: number, toMs: number): Fixture[] {
  const out: Fixture[] = [];
  for (let hour = Math.floor(fromMs / HOUR_MS) * HOUR_MS; hour < toMs; hour += HOUR_MS) {
    // Fewer kick-offs in the small hours (UTC+8 night), more in the evening.
    const local = (new Date(hour).getUTCHours() + 8) % 24;
    const weight = local < 9 ? 0.3 : local >= 18 ? 1.6 : 1;
    for (const [sport, perHour] of Object.entries(BASE_PER_HOUR) as [Sport, number][]) {
      const expected = perHour * weight;
      const count = Math.floor(expected) + (rand(seed, 'base', sport, hour) < expected % 1 ? 1 : 0);
      for (let i = 0; i < count; i++) {
        const kickoffMs = hour + randInt(4, seed, 'base', sport, hour, i) * 15 * 60_000;
        if (kickoffMs < fromMs || kickoffMs >= toMs) continue;
        const ref = `sim:base:${sport}:${kickoffMs}:${i}`;
        out.push(buildFixture(seed, ref, sport, kickoffMs, BASE_HORIZON_MS));
      }
    }
  }
  return out;
}

/** Rolling-tier fixtures kicking off in [fromMs, toMs). */
function rollingFixtures(seed: string, fromMs: number, toMs: number): Fixture[] {
  const out: Fixture[] = [];
  let offset = 0;
  for (const [sport, everyMin] of Object.entries(ROLLING_EVERY_MIN) as [Sport, number][]) {
    const every = everyMin * 60_000;
    const shift = (offset++ * 60_000) % every;
    const first = Math.ceil((fromMs - shift) / every) * every + shift;
    for (let kickoffMs = first; kickoffMs < toMs; kickoffMs += every) {
      const ref = `sim:roll:${sport}:${kickoffMs}:0`;
      out.push(buildFixture(seed, ref, sport, kickoffMs, ROLLING_HORIZON_MS));
    }
  }
  return out;
}

/** Every fixture (both tiers) kicking off in [fromMs, toMs), in kick-off order. */
export function fixturesBetween(seed: string, fromMs: number, toMs: number): Fixture[] {
  if (toMs <= fromMs) return [];
  return [...baseFixtures(seed, fromMs, toMs), ...rollingFixtures(seed, fromMs, toMs)].sort(
    (x, y) => x.kickoffMs - y.kickoffMs || (x.ref < y.ref ? -1 : 1),
  );
}

/** Fixtures first published in (fromMs, toMs]: each tier's announce time is its kick-off minus its horizon. */
export function fixturesAnnounced(seed: string, fromMs: number, toMs: number): Fixture[] {
  const base = baseFixtures(seed, fromMs + BASE_HORIZON_MS, toMs + BASE_HORIZON_MS + 1);
  const rolling = rollingFixtures(seed, fromMs + ROLLING_HORIZON_MS, toMs + ROLLING_HORIZON_MS + 1);
  return [...base, ...rolling].filter((f) => f.announceMs > fromMs && f.announceMs <= toMs);
}
