import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../feed-adapter.ts';
import { fixturesBetween } from './fixtures.ts';
import { SIM_LEAGUES } from './names.ts';
import { playState } from './play.ts';
import { createSimulator } from './simulator.ts';

const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const DAY = 24 * 3_600_000;

async function run(seed: string, times: number[]): Promise<FeedEvent[][]> {
  const sim = createSimulator({ seed, compression: 7.5 });
  const out: FeedEvent[][] = [];
  for (const t of times) out.push(await sim.poll(new Date(t)));
  return out;
}

describe('the simulator', () => {
  it('is deterministic under a seed, and another seed gives another world', async () => {
    const times = [T0, T0 + 1_000, T0 + 60_000, T0 + 600_000];
    const a = await run('seed-a', times);
    const b = await run('seed-a', times);
    expect(b).toEqual(a);
    const c = await run('seed-b', times);
    expect(c).not.toEqual(a);
  });

  it('a restarted simulator reports the same live state as the one that kept running', async () => {
    const times = Array.from({ length: 40 }, (_, i) => T0 + i * 15_000);
    const kept = await run('seed-r', times);
    const fresh = await run('seed-r', [times[times.length - 1]!]);
    const live = (events: FeedEvent[]) =>
      events.filter((e) => e.kind === 'live').sort((x, y) => (x.matchRef < y.matchRef ? -1 : 1));
    expect(live(fresh[0]!)).toEqual(live(kept[kept.length - 1]!));
    expect(live(fresh[0]!).length).toBeGreaterThan(0);
  });

  it('plans dozens of football matches a day, fewer of the rest, and several in play at any moment', () => {
    const day = fixturesBetween('seed-s', T0, T0 + DAY);
    const base = day.filter((f) => f.ref.includes(':base:'));
    const count = (sport: string) => base.filter((f) => f.sport === sport).length;
    expect(count('football')).toBeGreaterThanOrEqual(24);
    expect(count('basketball')).toBeLessThan(count('football'));
    expect(count('tennis')).toBeLessThan(count('football'));
    for (let i = 0; i < 24; i++) {
      const at = T0 + i * 3_600_000 + 17 * 60_000;
      const live = fixturesBetween('seed-s', at - 30 * 60_000, at + 1).filter(
        (f) => playState('seed-s', f, at, 7.5).status === 'live',
      );
      expect(live.length).toBeGreaterThanOrEqual(3);
    }
    // Invented names only, in Chinese for display.
    for (const l of SIM_LEAGUES) expect(l.name).toMatch(/[\u4e00-\u9fff]/);
    expect(base.some((f) => f.recommendSort !== null)).toBe(true);
  });

  it('plays a football match in 12 minutes plus half time with the compression of 7.5, and ends with its score', () => {
    const f = fixturesBetween('seed-f', T0, T0 + DAY).find(
      (x) => x.sport === 'football' && x.fate === 'normal',
    )!;
    const at = (min: number) => playState('seed-f', f, f.kickoffMs + min * 60_000, 7.5);
    expect(at(3)).toMatchObject({ status: 'live', period: '1h', clockSeconds: 1350 });
    expect(at(6.5)).toMatchObject({ status: 'live', period: 'ht' });
    expect(at(10)).toMatchObject({ status: 'live', period: '2h' });
    const end = at(15);
    expect(end.status).toBe('finished');
    expect(end.h1Home).not.toBeNull();
    expect(end.home).toBeGreaterThanOrEqual(end.h1Home!);
  });

  it('suspends a match’s markets for a few seconds after a goal, then reopens them repriced', async () => {
    const seed = 'seed-g';
    const f = fixturesBetween(seed, T0, T0 + DAY).find((x) => {
      if (x.sport !== 'football' || x.fate !== 'normal') return false;
      const s = playState(seed, x, x.kickoffMs + 13 * 60_000, 7.5);
      return s.home + s.away > 0 && s.lastMajorMs !== null;
    })!;
    const goalMs = playState(seed, f, f.kickoffMs + 13 * 60_000, 7.5).lastMajorMs!;
    const sim = createSimulator({ seed, compression: 7.5 });
    await sim.poll(new Date(goalMs - 1_000));
    const during = await sim.poll(new Date(goalMs + 1_000));
    const after = await sim.poll(new Date(goalMs + 6_000));
    // The quoted markets: none around the goal (so every open one is suspended), then repriced ones.
    const offeredOf = (events: FeedEvent[]) =>
      events.flatMap((e) => (e.kind === 'offered' && e.matchRef === f.ref ? [e.markets.length] : []));
    expect(offeredOf(during)).toEqual([0]);
    expect(offeredOf(after)[0]).toBeGreaterThan(0);
  });
});
