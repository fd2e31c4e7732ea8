import { describe, expect, it } from 'vitest';
import { filterGames, normalizeSearch } from './search-games.ts';

const games = [{ name: '幻彩转轮' }, { name: '星际转轮' }, { name: '极速快三' }, { name: 'Ｋ３ 快三' }];

describe('filterGames', () => {
  it('keeps every game, in order, for an empty or blank query', () => {
    expect(filterGames(games, '')).toEqual(games);
    expect(filterGames(games, '   ')).toEqual(games);
  });

  it('matches a Chinese substring of the name', () => {
    expect(filterGames(games, '转轮').map((g) => g.name)).toEqual(['幻彩转轮', '星际转轮']);
    expect(filterGames(games, '快三').map((g) => g.name)).toEqual(['极速快三', 'Ｋ３ 快三']);
    expect(filterGames(games, '捕鱼')).toEqual([]);
  });

  it('ignores white space, width and case', () => {
    expect(filterGames(games, ' 转 轮 ').map((g) => g.name)).toEqual(['幻彩转轮', '星际转轮']);
    expect(filterGames(games, 'k3').map((g) => g.name)).toEqual(['Ｋ３ 快三']);
    expect(filterGames(games, 'K3快三').map((g) => g.name)).toEqual(['Ｋ３ 快三']);
  });

  it('normalises full-width forms', () => {
    expect(normalizeSearch('ＡＢＣ　１２')).toBe('abc12');
  });
});
