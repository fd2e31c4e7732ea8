import type { BrandTheme } from '@houseline/shared/brands/types';

/**
 * The brand theme as CSS custom properties. Our own variables are `--hl-*`; antd-mobile reads
 * `--adm-*`, so the H5 components pick up the brand colours without a theme provider. The build
 * writes these into index.html (see build/brand-plugin.ts), so the first paint is already branded.
 */
export function themeCssVars(theme: BrandTheme): Record<string, string> {
  const dark = theme.mode === 'dark';
  const border = dark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.07)';
  const raised = dark ? 'rgba(255, 255, 255, 0.05)' : 'rgba(0, 0, 0, 0.035)';
  return {
    '--hl-primary': theme.primary,
    '--hl-on-primary': theme.onPrimary,
    '--hl-accent': theme.accent,
    '--hl-bg': theme.background,
    '--hl-surface': theme.surface,
    '--hl-surface-raised': raised,
    '--hl-text': theme.text,
    '--hl-text-muted': theme.textMuted,
    '--hl-header-from': theme.headerFrom,
    '--hl-header-to': theme.headerTo,
    '--hl-border': border,
    '--hl-shadow': dark ? '0 4px 14px rgba(0, 0, 0, 0.45)' : '0 4px 14px rgba(40, 20, 10, 0.08)',
    '--adm-color-primary': theme.primary,
    '--adm-color-text': theme.text,
    '--adm-color-text-secondary': theme.textMuted,
    '--adm-color-weak': theme.textMuted,
    '--adm-color-background': theme.surface,
    '--adm-color-box': theme.background,
    '--adm-color-border': border,
    '--adm-color-text-light-solid': theme.onPrimary,
  };
}

/** Serialises the variables as one CSS rule with enough specificity to beat antd-mobile's `:root`. */
export function themeCssRule(theme: BrandTheme): string {
  const body = Object.entries(themeCssVars(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `html:root:root{${body};color-scheme:${theme.mode}}`;
}
