import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './login-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/cards/addBankCard?x=1')).toBe('/cards/addBankCard?x=1');
    expect(safeRedirect('/personalInfo')).toBe('/personalInfo');
  });

  it('refuses other origins and odd forms (no open redirect)', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });

  it('never returns to an entry page', () => {
    expect(safeRedirect('/entry/login')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect('/forgetPassword')).toBeNull();
    expect(safeRedirect('/setting/success')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('adds the page to come back to', () => {
    expect(loginPathFor('/cards?type=virtual')).toBe('/entry/login?redirect=%2Fcards%3Ftype%3Dvirtual');
    expect(loginPathFor(null)).toBe('/entry/login');
    expect(loginPathFor('https://evil.example')).toBe('/entry/login');
  });
});
