import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChineseUppercase } from './chinese-uppercase.ts';

describe('toChineseUppercase', () => {
  describe('integers', () => {
    it.each([
      [0, '零元整'],
      [1, '壹元整'],
      [9, '玖元整'],
      [10, '壹拾元整'],
      [11, '壹拾壹元整'],
      [19, '壹拾玖元整'],
      [20, '贰拾元整'],
      [100, '壹佰元整'],
      [101, '壹佰零壹元整'],
      [110, '壹佰壹拾元整'],
      [1001, '壹仟零壹元整'],
      [1010, '壹仟零壹拾元整'],
      [1100, '壹仟壹佰元整'],
      [2024, '贰仟零贰拾肆元整'],
      [9999, '玖仟玖佰玖拾玖元整'],
    ])('%s → %s', (input, expected) => {
      expect(toChineseUppercase(input)).toBe(expected);
    });
  });

  describe('zeros across the 万 boundary', () => {
    it.each([
      [10000, '壹万元整'],
      [10001, '壹万零壹元整'],
      [10010, '壹万零壹拾元整'],
      [10100, '壹万零壹佰元整'],
      [11000, '壹万壹仟元整'],
      [100000, '壹拾万元整'],
      [100001, '壹拾万零壹元整'],
      [101000, '壹拾万壹仟元整'],
      [100100, '壹拾万零壹佰元整'],
      [110000, '壹拾壹万元整'],
      [1000000, '壹佰万元整'],
      [1000001, '壹佰万零壹元整'],
      [1010101, '壹佰零壹万零壹佰零壹元整'],
      [10000000, '壹仟万元整'],
      [10001000, '壹仟万壹仟元整'],
      [10000100, '壹仟万零壹佰元整'],
      [12345678, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整'],
    ])('%s → %s', (input, expected) => {
      expect(toChineseUppercase(input)).toBe(expected);
    });
  });

  describe('zeros across the 亿 boundary', () => {
    it.each([
      [100000000, '壹亿元整'],
      [100000001, '壹亿零壹元整'],
      [100000010, '壹亿零壹拾元整'],
      [100001000, '壹亿零壹仟元整'],
      [100010000, '壹亿零壹万元整'],
      [100010001, '壹亿零壹万零壹元整'],
      [101000000, '壹亿零壹佰万元整'],
      [110000000, '壹亿壹仟万元整'],
      [110000001, '壹亿壹仟万零壹元整'],
      [1000000000, '壹拾亿元整'],
      [1000000001, '壹拾亿零壹元整'],
      [1010000000, '壹拾亿壹仟万元整'],
      [10000000000, '壹佰亿元整'],
      [100000000000, '壹仟亿元整'],
      [100100000000, '壹仟零壹亿元整'],
    ])('%s → %s', (input, expected) => {
      expect(toChineseUppercase(input)).toBe(expected);
    });
  });

  describe('万亿 (1e12 and above)', () => {
    it.each([
      ['1000000000000', '壹万亿元整'],
      ['1000000000001', '壹万亿零壹元整'],
      ['1000000010000', '壹万亿零壹万元整'],
      ['1000100000000', '壹万零壹亿元整'],
      ['1000100000001', '壹万零壹亿零壹元整'],
      ['1100000000000', '壹万壹仟亿元整'],
      ['10000000000000', '壹拾万亿元整'],
      ['100000000000000', '壹佰万亿元整'],
      ['123456789012345', '壹佰贰拾叁万肆仟伍佰陆拾柒亿捌仟玖佰零壹万贰仟叁佰肆拾伍元整'],
      ['999999999999999', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    ])('%s → %s', (input, expected) => {
      expect(toChineseUppercase(input)).toBe(expected);
    });

    it('takes numbers too', () => {
      expect(toChineseUppercase(1e12)).toBe('壹万亿元整');
      expect(toChineseUppercase(1e14)).toBe('壹佰万亿元整');
    });
  });

  describe('fractions (角 分 厘 毫)', () => {
    it.each([
      [0.5, '伍角'],
      [0.05, '伍分'],
      [0.005, '伍厘'],
      [0.0005, '伍毫'],
      [0.1234, '壹角贰分叁厘肆毫'],
      [0.1004, '壹角零肆毫'],
      [1.5, '壹元伍角'],
      [1.0001, '壹元零壹毫'],
      [1.1001, '壹元壹角零壹毫'],
      [10.05, '壹拾元零伍分'],
      [10.5, '壹拾元伍角'],
      [10.005, '壹拾元零伍厘'],
      [325.04, '叁佰贰拾伍元零肆分'],
      [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
      [1409.5, '壹仟肆佰零玖元伍角'],
      [1680.32, '壹仟陆佰捌拾元叁角贰分'],
      [6007.14, '陆仟零柒元壹角肆分'],
      [107000.53, '壹拾万柒仟元伍角叁分'],
      [100000000.01, '壹亿元零壹分'],
    ])('%s → %s', (input, expected) => {
      expect(toChineseUppercase(input)).toBe(expected);
    });

    it('omits 整 only when there is a fractional part', () => {
      expect(toChineseUppercase('1.50')).toBe('壹元伍角');
      expect(toChineseUppercase('1.0000')).toBe('壹元整');
      expect(toChineseUppercase('1.')).toBe('壹元整');
    });

    it('truncates beyond four decimals, never rounds', () => {
      expect(toChineseUppercase('0.12345')).toBe('壹角贰分叁厘肆毫');
      expect(toChineseUppercase('0.99999')).toBe('玖角玖分玖厘玖毫');
      expect(toChineseUppercase('0.00009')).toBe('零元整');
      expect(toChineseUppercase('2.00001')).toBe('贰元整');
      expect(toChineseUppercase('999999999999999.99999')).toBe(
        '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫',
      );
    });

    it('reads decimal strings and numbers exactly (no float error)', () => {
      expect(toChineseUppercase(0.1 + 0.2)).toBe('叁角');
      expect(toChineseUppercase(1.005)).toBe('壹元零伍厘');
      expect(toChineseUppercase(4.35)).toBe('肆元叁角伍分');
      expect(toChineseUppercase(0.29)).toBe('贰角玖分');
      expect(toChineseUppercase('1.005')).toBe('壹元零伍厘');
    });
  });

  describe('signs', () => {
    it.each([
      [-1, '负壹元整'],
      [-1234.5, '负壹仟贰佰叁拾肆元伍角'],
      [-0.5, '负伍角'],
      ['-100010000', '负壹亿零壹万元整'],
      [-0, '零元整'],
      ['-0', '零元整'],
      ['-0.00001', '零元整'],
    ])('%s → %s', (input, expected) => {
      expect(toChineseUppercase(input)).toBe(expected);
    });
  });

  describe('limits and invalid input return ""', () => {
    it.each([
      ['1e15', 1e15],
      ['-1e15', -1e15],
      ['1e15 as string', '1000000000000000'],
      ['above 1e15', '1000000000000000.5'],
      ['1e21 (exponent form)', 1e21],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-Infinity', Number.NEGATIVE_INFINITY],
      ['empty', ''],
      ['garbage', 'abc'],
      ['thousands separators', '1,000'],
      ['two dots', '1.2.3'],
      ['null at runtime', null as unknown as string],
      ['bigint at runtime', 5n as unknown as string],
    ])('%s', (_label, input) => {
      expect(toChineseUppercase(input)).toBe('');
    });

    it('accepts the largest value below 1e15', () => {
      expect(toChineseUppercase(999_999_999_999_999)).not.toBe('');
    });
  });

  describe('lenient strings (same reading as formatAmount)', () => {
    it.each([
      ['00100', '壹佰元整'],
      [' 12 ', '壹拾贰元整'],
      ['+12', '壹拾贰元整'],
      ['1e3', '壹仟元整'],
      ['1.5e-1', '壹角伍分'],
      ['.5', '伍角'],
    ])('%j → %s', (input, expected) => {
      expect(toChineseUppercase(input)).toBe(expected);
    });
  });

  describe('properties', () => {
    // An independent decoder: reads the uppercase text back into 1/10 000 units.
    const DIGIT_VALUE: Record<string, bigint> = {
      零: 0n,
      壹: 1n,
      贰: 2n,
      叁: 3n,
      肆: 4n,
      伍: 5n,
      陆: 6n,
      柒: 7n,
      捌: 8n,
      玖: 9n,
    };
    const PLACE: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };
    const FRACTION: Record<string, bigint> = { 角: 1000n, 分: 100n, 厘: 10n, 毫: 1n };

    function decode(text: string): bigint {
      let rest = text;
      const negative = rest.startsWith('负');
      if (negative) rest = rest.slice(1);
      rest = rest.replace(/整$/, '');
      const yuanAt = rest.indexOf('元');
      const integerText = yuanAt === -1 ? '' : rest.slice(0, yuanAt);
      const fractionText = yuanAt === -1 ? rest : rest.slice(yuanAt + 1);

      let total = 0n;
      let section = 0n;
      let digit = 0n;
      for (const char of integerText) {
        const d = DIGIT_VALUE[char];
        const p = PLACE[char];
        if (d !== undefined) digit = d;
        else if (p !== undefined) {
          section += digit * p;
          digit = 0n;
        } else if (char === '万') {
          section = (section + digit) * 10_000n;
          digit = 0n;
        } else if (char === '亿') {
          total = (total + section + digit) * 100_000_000n;
          section = 0n;
          digit = 0n;
        } else throw new Error(`unexpected ${char} in ${text}`);
      }
      let minor = (total + section + digit) * 10_000n;
      let pending = 0n;
      for (const char of fractionText) {
        const d = DIGIT_VALUE[char];
        const f = FRACTION[char];
        if (d !== undefined) pending = d;
        else if (f !== undefined) minor += pending * f;
        else throw new Error(`unexpected ${char} in ${text}`);
      }
      return negative ? -minor : minor;
    }

    const amount = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), fc.integer({ min: 0, max: 9999 }))
      .map(([negative, integer, fraction]) => ({
        minor: (negative ? -1n : 1n) * (integer * 10_000n + BigInt(fraction)),
        text: `${negative ? '-' : ''}${integer}.${String(fraction).padStart(4, '0')}`,
      }));

    // Amounts whose digits are mostly zeros exercise the 零 rules much harder than uniform ones.
    const sparseAmount = fc
      .array(fc.constantFrom('0', '0', '0', '0', '1', '5'), { minLength: 19, maxLength: 19 })
      .map((digits) => {
        const all = digits.join('');
        const minor = BigInt(all);
        return { minor, text: `${all.slice(0, 15)}.${all.slice(15)}` };
      });

    it('decodes back to the same value', () => {
      fc.assert(
        fc.property(fc.oneof(amount, sparseAmount), ({ minor, text }) => {
          expect(decode(toChineseUppercase(text))).toBe(minor);
        }),
        { numRuns: 500 },
      );
    });

    it('follows the zero rules: no doubled, dangling or misplaced 零', () => {
      fc.assert(
        fc.property(fc.oneof(amount, sparseAmount), ({ text }) => {
          const out = toChineseUppercase(text);
          expect(out).toMatch(/^负?[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分厘毫]+整?$/);
          // Zero itself is written 零元整; every other amount follows the zero rules.
          if (out === '零元整') return;
          expect(out).not.toMatch(/零零|零[拾佰仟万亿元角分厘毫整]|零$/);
          expect(out).not.toMatch(/万万|亿亿|元元/);
          expect(out).not.toMatch(/^负?零/);
          // 整 exactly when there is no fractional part.
          expect(out.endsWith('整')).toBe(text.endsWith('.0000'));
        }),
        { numRuns: 500 },
      );
    });

    it('the sign is written exactly for negative non-zero amounts', () => {
      fc.assert(
        fc.property(amount, ({ minor, text }) => {
          expect(toChineseUppercase(text).startsWith('负')).toBe(minor < 0n);
        }),
      );
    });

    it('numbers and their decimal strings agree', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, min: -1e16, max: 1e16 }), (n) => {
          expect(toChineseUppercase(n)).toBe(toChineseUppercase(n.toString()));
        }),
      );
    });
  });
});
