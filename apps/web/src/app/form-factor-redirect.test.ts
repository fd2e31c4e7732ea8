import { describe, expect, it } from 'vitest';
import { formFactorRedirect, homePath } from './form-factor-redirect.ts';

describe('form-factor redirects (SPEC.md §2)', () => {
  it('sends a phone from /home to /app/home keeping the query string', () => {
    expect(formFactorRedirect('/home', '?invite_code=ab12&x=1', 'phone')).toBe(
      '/app/home?invite_code=ab12&x=1',
    );
  });

  it('sends a desktop from /app/home to /home keeping the query string', () => {
    expect(formFactorRedirect('/app/home', '?a=1', 'desktop')).toBe('/home?a=1');
    expect(formFactorRedirect('/app/home', '', 'desktop')).toBe('/home');
  });

  it('leaves the right home and every other path alone', () => {
    expect(formFactorRedirect('/app/home', '', 'phone')).toBeNull();
    expect(formFactorRedirect('/home', '', 'desktop')).toBeNull();
    expect(formFactorRedirect('/app/center', '', 'desktop')).toBeNull();
  });

  it('names the home of each form factor', () => {
    expect(homePath('phone')).toBe('/app/home');
    expect(homePath('desktop')).toBe('/home');
  });
});
