import { describe, expect, it } from 'vitest';
import { webpUrl } from './game-image.ts';

describe('webpUrl', () => {
  it('swaps the extension of raster art and keeps the version query', () => {
    expect(webpUrl('/static/games/301.png?v=1a2b3c4d')).toBe('/static/games/301.webp?v=1a2b3c4d');
    expect(webpUrl('/static/games/301.PNG')).toBe('/static/games/301.webp');
    expect(webpUrl('https://cdn.example/g/7.png#x')).toBe('https://cdn.example/g/7.webp#x');
  });

  it('gives null for anything that is not a png', () => {
    expect(webpUrl('/static/games/301.svg')).toBeNull();
    expect(webpUrl('/static/games/301.svg?v=1')).toBeNull();
    expect(webpUrl('/static/games/png/301.jpg')).toBeNull();
    expect(webpUrl('/static/games/301.svg?file=a.png')).toBeNull();
  });
});
