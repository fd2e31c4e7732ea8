import { describe, expect, it } from 'vitest';
import { embeddedGamePath, lobbyPath, parseGameId, platformOf, webpOf } from './casino-paths.ts';

describe('casino paths', () => {
  it('reads a game id only when it is a positive integer in range', () => {
    expect(parseGameId('301')).toBe(301);
    for (const bad of [null, undefined, '', '0', '-1', '3.5', '301x', '99999999999', '2147483648']) {
      expect(parseGameId(bad), String(bad)).toBeNull();
    }
  });

  it('names the lobby, platform and embedded game of each layout', () => {
    expect(lobbyPath('phone')).toBe('/app/home');
    expect(lobbyPath('desktop')).toBe('/home');
    expect(platformOf('phone')).toBe('h5');
    expect(platformOf('desktop')).toBe('pc');
    expect(embeddedGamePath(301, 'h5')).toBe('/embedded?gameId=301&platform=h5');
  });

  it('finds the webp beside a png, keeping its version query', () => {
    expect(webpOf('/static/games/301.png?v=1a2b3c4d')).toBe('/static/games/301.webp?v=1a2b3c4d');
    expect(webpOf('/static/games/301.png')).toBe('/static/games/301.webp');
    expect(webpOf('/static/games/301.jpg?v=1')).toBeNull();
  });
});
