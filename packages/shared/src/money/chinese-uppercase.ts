import { toDecimalParts } from './amount.ts';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACE_UNITS = ['', '拾', '佰', '仟'] as const;
const FRACTION_UNITS = ['角', '分', '厘', '毫'] as const;
// 15 integer digits is the most an amount below 1e15 can have.
const MAX_INTEGER_DIGITS = 15;

/**
 * Chinese financial uppercase amounts (大写金额), as printed on deposit and withdrawal slips
 * (SPEC.md §9: supported below 1e15, reading four decimal digits).
 *
 * Conventions followed (those of the PBoC 支付结算办法 for writing amounts):
 * - digits 零壹贰叁肆伍陆柒捌玖, place units 拾佰仟, section units 万 and 亿; from 1e12 the 亿 count
 *   itself has a 万 in it, giving 万亿 (1e12 → 壹万亿元整, 1e12 + 1e8 → 壹万零壹亿元整);
 * - a leading ten is written 壹拾 (10 → 壹拾元整, 100000 → 壹拾万元整);
 * - a run of zeros between non-zero digits, including across a 万/亿 boundary or an all-zero
 *   section, is written as a single 零 (1001 → 壹仟零壹元整, 100010000 → 壹亿零壹万元整);
 *   trailing zeros are not written;
 * - fractional digits use 角 (1/10), 分 (1/100), 厘 (1/1000), 毫 (1/10 000); a zero between 元 and
 *   the first non-zero fractional digit, or between two of them, is written as 零 (10.05 →
 *   壹拾元零伍分). When the 角 digit is non-zero no 零 is added after 元 even if the units digit is
 *   zero (10.5 → 壹拾元伍角; the rules allow both forms and this is the shorter, common one);
 * - with no integer part the 元 is omitted (0.5 → 伍角); "整" is appended only when there is no
 *   fractional part; zero is 零元整; negative amounts are prefixed with 负.
 *
 * Digits beyond the fourth decimal are dropped (truncated, like formatAmount, never rounded).
 * Input is read as exact decimal digits (numbers via their shortest round-trip string), never via
 * float arithmetic.
 *
 * Returns "" for amounts whose absolute value is 1e15 or more and for invalid input (NaN,
 * Infinity, non-numeric strings), so callers can simply hide the line.
 */
export function toChineseUppercase(value: string | number): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const parts = toDecimalParts(value);
  if (!parts) return '';
  if (parts.integer.length > MAX_INTEGER_DIGITS) return '';

  const integerText = parts.integer === '0' ? '' : integerToChinese(parts.integer);
  const fractionText = fractionToChinese(parts.fraction.slice(0, FRACTION_UNITS.length), integerText !== '');

  if (integerText === '' && fractionText === '') return '零元整';
  const sign = parts.negative ? '负' : '';
  const yuan = integerText === '' ? '' : `${integerText}元`;
  return `${sign}${yuan}${fractionText === '' ? '整' : fractionText}`;
}

function digit(char: string): string {
  return DIGITS[Number(char)] ?? '';
}

/** Up to four digits, e.g. "1001" → 壹仟零壹, "0010" → 壹拾. Leading and trailing zeros are silent. */
function sectionToChinese(section: string): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < section.length; i++) {
    const char = section[i] ?? '0';
    const place = section.length - 1 - i;
    if (char === '0') {
      // Only a zero between two written digits is spoken; remember it until the next non-zero.
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += digit(char) + (PLACE_UNITS[place] ?? '');
  }
  return out;
}

/**
 * Joins a high part and a low part of `lowWidth` digits with a section unit (万 or 亿), writing a
 * single 零 when the low part does not fill its top place (100000001 → 壹亿零壹) and nothing when
 * the low part is all zeros (100000000 → 壹亿).
 */
function joinSections(
  digits: string,
  lowWidth: number,
  unit: string,
  convert: (part: string) => string,
): string {
  if (digits.length <= lowWidth) return convert(digits);
  const high = digits.slice(0, -lowWidth);
  const low = digits.slice(-lowWidth);
  const highText = `${convert(high)}${unit}`;
  if (/^0+$/.test(low)) return highText;
  const lowText = convert(low.replace(/^0+/, ''));
  return low.startsWith('0') ? `${highText}零${lowText}` : `${highText}${lowText}`;
}

/** Up to eight digits: [万 section][units section]. */
function upTo8ToChinese(digits: string): string {
  return joinSections(digits, 4, '万', sectionToChinese);
}

/**
 * The integer part (no leading zeros, not "0"). Above eight digits the number of 亿 is itself
 * converted with 万, which is where 万亿 comes from; below 1e15 that count has at most 7 digits.
 */
function integerToChinese(digits: string): string {
  return joinSections(digits, 8, '亿', upTo8ToChinese);
}

/**
 * Up to four fractional digits. `afterYuan` says whether an integer part was written: a zero
 * between 元 and the first non-zero fractional digit is then spoken (10.05 → 零伍分), but not when
 * there is no integer part (0.05 → 伍分).
 */
function fractionToChinese(fraction: string, afterYuan: boolean): string {
  let out = '';
  let written = afterYuan;
  let pendingZero = false;
  for (let i = 0; i < fraction.length; i++) {
    const char = fraction[i] ?? '0';
    if (char === '0') {
      if (written) pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    written = true;
    out += digit(char) + (FRACTION_UNITS[i] ?? '');
  }
  return out;
}
