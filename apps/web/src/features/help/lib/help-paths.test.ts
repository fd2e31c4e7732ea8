import { describe, expect, it } from 'vitest';
import { articlePath, slugOfPath, TUTORIAL_ROUTES } from './help-paths.ts';

describe('help paths', () => {
  it('maps every tutorial route to its article and back', () => {
    for (const { route, slug } of TUTORIAL_ROUTES) {
      expect(slugOfPath(`/tutorial/${route}`, '')).toBe(slug);
      expect(articlePath(slug)).toBe(`/tutorial/${route}`);
    }
    expect(articlePath('gamesAnswer')).toBe('/tutorial/games/answer');
  });

  it('sends other articles to techDetail by id, and reads only well-formed ids', () => {
    expect(articlePath('tech-account')).toBe('/tutorial/techDetail?id=tech-account');
    expect(slugOfPath('/tutorial/techDetail', '?id=tech-account')).toBe('tech-account');
    expect(slugOfPath('/tutorial/techDetail', '?id=%3Cscript%3E')).toBeNull();
    expect(slugOfPath('/tutorial/techDetail', '')).toBeNull();
    expect(slugOfPath('/tutorial/unknown', '')).toBeNull();
  });
});
