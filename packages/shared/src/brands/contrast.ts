// WCAG 2.x contrast maths, used to keep every brand palette readable (AA: 4.5 for body text,
// 3 for large text) and by the art generator to pick a legible text colour on a gradient.

const HEX_COLOR = /^#([0-9a-fA-F]{6})$/;

/** WCAG AA minimum for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;
/** WCAG AA minimum for large text (18pt, or 14pt bold) and UI graphics. */
export const AA_LARGE_TEXT = 3;

/** Parses `#rrggbb` into 0–255 channels; throws on anything else so a typo cannot pass silently. */
export function parseHexColor(hex: string): [number, number, number] {
  const match = HEX_COLOR.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function linearChannel(channel255: number): number {
  const c = channel255 / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 = black, 1 = white) as WCAG defines it. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la >= lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** True when `foreground` on `background` meets WCAG AA (normal text unless `large`). */
export function meetsAA(foreground: string, background: string, large = false): boolean {
  return contrastRatio(foreground, background) >= (large ? AA_LARGE_TEXT : AA_NORMAL_TEXT);
}

/** The candidate with the highest contrast against `background` (first wins a tie). */
export function mostReadable(background: string, candidates: readonly [string, ...string[]]): string {
  let best = candidates[0];
  let bestRatio = contrastRatio(best, background);
  for (const candidate of candidates.slice(1)) {
    const ratio = contrastRatio(candidate, background);
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

/** Linear blend of two colours in sRGB space; `t` = 0 gives `a`, 1 gives `b`. */
export function mixHexColors(a: string, b: string, t: number): string {
  const ca = parseHexColor(a);
  const cb = parseHexColor(b);
  const weight = Math.min(1, Math.max(0, t));
  const channels = ca.map((value, i) => Math.round(value + ((cb[i] ?? 0) - value) * weight));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
