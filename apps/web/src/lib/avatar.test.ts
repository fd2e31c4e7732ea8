import { describe, expect, it } from 'vitest';
import { avatarUrl, DEFAULT_AVATAR_URL } from './avatar.ts';

describe('avatar (SPEC.md §4)', () => {
  it("is the member's qq when a username and qq exist", () => {
    expect(avatarUrl({ username: 'demo888', qq: '/static/img/a.svg' })).toBe('/static/img/a.svg');
  });

  it('is the default image otherwise', () => {
    expect(avatarUrl(null)).toBe(DEFAULT_AVATAR_URL);
    expect(avatarUrl({ username: 'demo888', qq: '' })).toBe(DEFAULT_AVATAR_URL);
    expect(avatarUrl({ qq: '/x.svg' })).toBe(DEFAULT_AVATAR_URL);
  });
});
