import type { Plugin as PostcssPlugin } from 'postcss';

/**
 * H5 styles are written in px against a 375 px wide design (DESIGN.md §7). This PostCSS step turns
 * each length into viewport units so the layout scales with the phone, capped at `maxWidthPx`
 * (the H5 column never grows wider than that on a large screen): `16px` -> `min(4.2667vw, 32px)`.
 * Hairlines (|n| <= 1) stay in px, and an upper-case `PX` opts a value out (CSS units are
 * case-insensitive, so `750PX` still works in the browser).
 */
export interface PxToVwOptions {
  designWidthPx: number;
  maxWidthPx: number;
  /** Only files whose path matches are converted (H5 styles are named `*.h5.css`). */
  include: RegExp;
}

const PX_VALUE = /(-?\d*\.?\d+)px\b/g;

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

export function convertPxValue(value: string, { designWidthPx, maxWidthPx }: PxToVwOptions): string {
  return value.replace(PX_VALUE, (match, numberText: string) => {
    const px = Number(numberText);
    if (Math.abs(px) <= 1) return match;
    const vw = round((px / designWidthPx) * 100, 4);
    const capPx = round((px * maxWidthPx) / designWidthPx, 2);
    return px < 0 ? `max(${vw}vw, ${capPx}px)` : `min(${vw}vw, ${capPx}px)`;
  });
}

export function pxToVw(options: PxToVwOptions): PostcssPlugin {
  return {
    postcssPlugin: 'houseline-px-to-vw',
    Once(root) {
      const file = root.source?.input.file ?? '';
      if (!options.include.test(file)) return;
      root.walkDecls((decl) => {
        if (decl.value.includes('px')) decl.value = convertPxValue(decl.value, options);
      });
    },
  };
}
