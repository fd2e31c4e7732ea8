import { describe, expect, it } from 'vitest';
import { createPageViewGuard } from './page-view-guard.ts';

describe('page-view guard', () => {
  it('sends the initial path once even when the effect runs twice (StrictMode)', () => {
    const guard = createPageViewGuard();
    const location = { key: 'default', pathname: '/app/home', search: '?a=1' };
    expect(guard.next(location, 'https://search.example/')).toEqual({
      path: '/app/home?a=1',
      kind: 'initial',
      referrer: 'https://search.example/',
    });
    expect(guard.next(location, 'https://search.example/')).toBeNull();
  });

  it('sends one navigate view per route change, with the previous path as referrer', () => {
    const guard = createPageViewGuard();
    guard.next({ key: 'default', pathname: '/app/home', search: '' }, '');
    const view = guard.next({ key: 'k2', pathname: '/app/center', search: '' }, '');
    expect(view).toEqual({ path: '/app/center', kind: 'navigate', referrer: '/app/home' });
    expect(guard.next({ key: 'k2', pathname: '/app/center', search: '' }, '')).toBeNull();
  });

  it('leaves out an empty referrer and clips long paths', () => {
    const guard = createPageViewGuard();
    const view = guard.next({ key: 'a', pathname: `/${'x'.repeat(600)}`, search: '' }, '');
    expect(view).not.toHaveProperty('referrer');
    expect(view!.path).toHaveLength(512);
  });
});
