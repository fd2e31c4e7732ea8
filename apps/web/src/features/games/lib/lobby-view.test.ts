import type { Game, GameCategory } from '@houseline/shared/api/contract/games';
import { describe, expect, it } from 'vitest';
import { FAVORITES_TAB, parseLobbyTab, tabGames } from './lobby-view.ts';

const game = (id: number, name: string): Game => ({
  id,
  name,
  seq: id,
  wallet_code: 'demo',
  imgUrl: `/static/games/${id}.svg`,
  desc: '',
  official: false,
  iconUrl: '',
  maintenance: false,
  walletMode: 'transfer',
  badge: '',
});
const category = (id: number, games: Game[]): GameCategory => ({
  id,
  name: `c${id}`,
  sort: id,
  state: 1,
  icon_nor: '',
  icon_sel: '',
  title: '',
  bigImgUrl: '',
  games,
});
const categories = [
  category(3, [game(301, '幻彩转轮'), game(302, '宝石矿工'), game(303, '星际转轮')]),
  category(4, [game(401, '极速快三'), game(402, '三分快三')]),
];

describe('parseLobbyTab', () => {
  it('takes a shown category, else the first', () => {
    expect(parseLobbyTab('4', categories, false)).toBe(4);
    expect(parseLobbyTab('99', categories, false)).toBe(3);
    expect(parseLobbyTab(null, categories, true)).toBe(3);
    expect(parseLobbyTab('4', [], false)).toBeNull();
  });

  it('opens the favourites only for a member', () => {
    expect(parseLobbyTab(FAVORITES_TAB, categories, true)).toBe(FAVORITES_TAB);
    expect(parseLobbyTab(FAVORITES_TAB, categories, false)).toBe(3);
  });
});

describe('tabGames', () => {
  const none = new Set<number>();
  it('lists a category, filtered by the search', () => {
    expect(tabGames(3, categories, none, '').map((p) => p.game.id)).toEqual([301, 302, 303]);
    expect(tabGames(3, categories, none, '转轮').map((p) => p.game.id)).toEqual([301, 303]);
    expect(tabGames(3, categories, none, '快三')).toEqual([]);
  });

  it('lists the favourites across categories with the category each opens in', () => {
    const favs = new Set([402, 302]);
    const placed = tabGames(FAVORITES_TAB, categories, favs, '');
    expect(placed.map((p) => [p.game.id, p.category.id])).toEqual([
      [302, 3],
      [402, 4],
    ]);
    expect(tabGames(FAVORITES_TAB, categories, favs, '快三').map((p) => p.game.id)).toEqual([402]);
  });
});
