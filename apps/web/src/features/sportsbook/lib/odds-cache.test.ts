import type { MatchList, MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyOddsUpdate, createPushLog, fetchMerged, mergeMarket, SPORTS_KEYS } from './odds-cache.ts';

const match = (version: number, odds: string): MatchSummary => ({
  id: 5,
  sport: 'football',
  leagueId: 1,
  leagueName: 'L',
  home: 'H',
  away: 'A',
  kickoffAt: '2026-11-23T20:00:00.000Z',
  status: 'live',
  suspended: false,
  live: { clockSeconds: 600, period: '1h', home: 0, away: 0, h1Home: null, h1Away: null },
  markets: [
    {
      id: 50,
      type: '1x2',
      period: 'ft',
      line: null,
      status: 'open',
      version,
      main: true,
      selections: [
        { id: 501, code: 'home', odds },
        { id: 502, code: 'draw', odds: '3.200' },
        { id: 503, code: 'away', odds: '4.000' },
      ],
    },
  ],
  marketCount: 1,
});

const push = (version: number, odds: string, status: 'open' | 'suspended' = 'open') => ({
  at: 1,
  markets: [{ id: 50, matchId: 5, status, version, selections: [{ id: 501, odds }] }],
  matches: [],
});

describe('odds cache', () => {
  it('a push with a newer version wins; an older one is ignored', () => {
    const m = match(3, '1.900').markets[0]!;
    expect(mergeMarket(m, push(4, '2.000').markets[0]).selections[0]!.odds).toBe('2.000');
    expect(mergeMarket(m, push(2, '2.000').markets[0])).toBe(m);
    expect(mergeMarket(m, push(4, '1.900', 'suspended').markets[0]).status).toBe('suspended');
  });

  it('patches every cached list and detail holding the market', () => {
    const qc = new QueryClient();
    const log = createPushLog();
    qc.setQueryData([...SPORTS_KEYS.matches, 'football'], {
      list: [match(3, '1.900')],
      page: 1,
      size: 20,
      total: 1,
    });
    qc.setQueryData([...SPORTS_KEYS.match, 5], match(3, '1.900'));
    applyOddsUpdate(qc, push(4, '2.050'), log);
    const list = qc.getQueryData<MatchList>([...SPORTS_KEYS.matches, 'football'])!;
    expect(list.list[0]!.markets[0]!.selections[0]!.odds).toBe('2.050');
    expect(qc.getQueryData<MatchSummary>([...SPORTS_KEYS.match, 5])!.markets[0]!.version).toBe(4);
  });

  it('an older GET answering after a push never overwrites the pushed version', async () => {
    const qc = new QueryClient();
    const log = createPushLog();
    let answer!: (m: MatchSummary) => void;
    const pending = fetchMerged(() => new Promise<MatchSummary>((r) => (answer = r)), log);
    const live = { ...match(0, '').live, home: 1 };
    applyOddsUpdate(
      qc,
      { ...push(7, '2.300'), matches: [{ id: 5, status: 'live', suspended: true, live }] },
      log,
    );
    answer(match(6, '1.800'));
    const merged = await pending;
    expect(merged.markets[0]!.version).toBe(7);
    expect(merged.markets[0]!.selections[0]!.odds).toBe('2.300');
    expect(merged.live.home).toBe(1);
    expect(merged.suspended).toBe(true);
    // A GET that is newer than the push keeps its own state.
    const fresher = await fetchMerged(async () => match(9, '1.700'), log);
    expect(fresher.markets[0]!.selections[0]!.odds).toBe('1.700');
  });
});
