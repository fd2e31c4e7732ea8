import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  meetsAA,
  mixHexColors,
  mostReadable,
  parseHexColor,
  relativeLuminance,
} from './contrast.ts';

describe('contrast', () => {
  it('parses #rrggbb in either case and rejects anything else', () => {
    expect(parseHexColor('#FF8000')).toEqual([255, 128, 0]);
    expect(parseHexColor('#ff8000')).toEqual([255, 128, 0]);
    for (const bad of ['FF8000', '#F80', '#GG0000', '#FF800000', '']) {
      expect(() => parseHexColor(bad)).toThrow();
    }
  });

  it('gives the WCAG luminance of the extremes and of mid grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    // sRGB 0x80 is 0.2158605 linear.
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
  });

  it('computes ratios from 1 to 21, independent of order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#3366CC', '#3366CC')).toBe(1);
    // Published reference values: #777 on white just fails AA, #767676 just passes.
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('applies the AA thresholds for normal and large text', () => {
    expect(meetsAA('#767676', '#FFFFFF')).toBe(true);
    expect(meetsAA('#777777', '#FFFFFF')).toBe(false);
    expect(meetsAA('#949494', '#FFFFFF')).toBe(false);
    expect(meetsAA('#949494', '#FFFFFF', true)).toBe(true);
    expect(meetsAA('#959595', '#FFFFFF', true)).toBe(false);
  });

  it('picks the most readable candidate', () => {
    expect(mostReadable('#111111', ['#000000', '#FFFFFF'])).toBe('#FFFFFF');
    expect(mostReadable('#FFEE00', ['#FFFFFF', '#000000'])).toBe('#000000');
    expect(mostReadable('#FFFFFF', ['#123456'])).toBe('#123456');
  });

  it('mixes colours linearly and clamps the weight', () => {
    expect(mixHexColors('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mixHexColors('#102030', '#FFFFFF', 0)).toBe('#102030');
    expect(mixHexColors('#102030', '#FFFFFF', 2)).toBe('#ffffff');
  });
});
