import { describe, expect, it } from 'vitest';
import { themeCssRule, themeCssVars } from './theme-vars.ts';

const theme = {
  primary: '#B91C1C',
  onPrimary: '#FFFFFF',
  accent: '#F59E0B',
  background: '#FBF6F4',
  surface: '#FFFFFF',
  text: '#221312',
  textMuted: '#6A514E',
  headerFrom: '#991B1B',
  headerTo: '#DC2626',
  mode: 'light' as const,
};

describe('brand theme as CSS variables', () => {
  it("feeds both our variables and antd-mobile's", () => {
    const vars = themeCssVars(theme);
    expect(vars['--hl-primary']).toBe('#B91C1C');
    expect(vars['--adm-color-primary']).toBe('#B91C1C');
    expect(vars['--adm-color-text']).toBe('#221312');
  });

  it("writes one rule that outranks antd-mobile's :root", () => {
    const rule = themeCssRule({ ...theme, mode: 'dark' });
    expect(rule.startsWith('html:root:root{')).toBe(true);
    expect(rule).toContain('color-scheme:dark');
  });
});
