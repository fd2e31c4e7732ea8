import type { GameCategory } from '@houseline/shared/api/contract/games';
import { describe, expect, it } from 'vitest';
import { categoryPath, fillerCount, gamePath, orderGameList, tilePath } from './order-games.ts';

function category(id: number, sort: number, gameSeqs: number[], state = 1): GameCategory {
  return {
    id,
    name: `c${id}`,
    sort,
    state,
    icon_nor: '',
    icon_sel: '',
    title: '',
    bigImgUrl: '',
    games: gameSeqs.map((seq, i) => ({
      id: id * 100 + i,
      name: `g${seq}`,
      seq,
      wallet_code: 'w',
      imgUrl: '',
      desc: '',
      official: false,
      iconUrl: '',
      maintenance: false,
      walletMode: 'transfer' as const,
      badge: '' as const,
    })),
  };
}

describe('orderGameList', () => {
  it('orders categories by sort and games by seq, whatever order the server used', () => {
    const list = orderGameList([category(3, 3, [2, 1]), category(2, 1, [5, 3, 4]), category(5, 2, [])]);
    expect(list.map((c) => c.id)).toEqual([2, 5, 3]);
    expect(list[0]!.games.map((g) => g.seq)).toEqual([3, 4, 5]);
    expect(list[2]!.games.map((g) => g.seq)).toEqual([1, 2]);
  });

  it('drops inactive categories', () => {
    expect(orderGameList([category(2, 1, []), category(4, 2, [], 0)]).map((c) => c.id)).toEqual([2]);
  });

  it('puts sports first for the sports home variant', () => {
    const input = [category(2, 1, []), category(1, 5, []), category(3, 2, [])];
    expect(orderGameList(input).map((c) => c.id)).toEqual([2, 3, 1]);
    expect(orderGameList(input, { sportsFirst: true }).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('does not mutate the server data', () => {
    const input = [category(2, 1, [2, 1])];
    orderGameList(input);
    expect(input[0]!.games.map((g) => g.seq)).toEqual([2, 1]);
  });
});

describe('grid and route helpers', () => {
  it('fills a ragged last row', () => {
    expect(fillerCount(5, 5)).toBe(0);
    expect(fillerCount(6, 5)).toBe(4);
    expect(fillerCount(3, 2)).toBe(1);
  });

  it('builds the game page route /games/:id/:title/:code/:gtype', () => {
    expect(gamePath({ id: 201, name: '雷霆 百家乐', wallet_code: 'house' }, 2)).toBe(
      `/games/201/${encodeURIComponent('雷霆 百家乐')}/house/2`,
    );
  });
});

describe('tilePath', () => {
  const game = { id: 101, name: '星河体育', wallet_code: 'demo' };
  it('opens the sportsbook from the sports and e-sports tiles, for guests too', () => {
    expect(tilePath(game, 1, { phone: true, isLogin: false })).toBe('/app/sports');
    expect(tilePath(game, 6, { phone: false, isLogin: false })).toBe('/sports?sport=esports');
    expect(tilePath(game, 2, { phone: true, isLogin: false })).toBe(
      `/entry/login?redirect=${encodeURIComponent('/games/101/%E6%98%9F%E6%B2%B3%E4%BD%93%E8%82%B2/demo/2')}`,
    );
    expect(tilePath(game, 2, { phone: true, isLogin: true })).toBe(
      '/games/101/%E6%98%9F%E6%B2%B3%E4%BD%93%E8%82%B2/demo/2',
    );
  });
});

describe('categoryPath', () => {
  it('leads a category header to its lobby page, sports and e-sports to the sportsbook', () => {
    expect(categoryPath(3, true)).toBe('/app/games?type=3');
    expect(categoryPath(7, false)).toBe('/games?type=7');
    expect(categoryPath(1, true)).toBe('/app/sports');
    expect(categoryPath(6, false)).toBe('/sports?sport=esports');
  });
});
