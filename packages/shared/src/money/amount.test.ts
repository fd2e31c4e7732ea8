import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  MINOR_PER_UNIT,
  minorToDecimalString,
  parseAmountToMinor,
  toDecimalParts,
} from './amount.ts';

describe('MINOR_PER_UNIT', () => {
  it('is 10 000 (four decimals)', () => {
    expect(MINOR_PER_UNIT).toBe(10_000n);
  });
});

describe('parseAmountToMinor', () => {
  it.each([
    ['0', 0n],
    ['12', 120_000n],
    ['12.5', 125_000n],
    ['12.50', 125_000n],
    ['12.5000', 125_000n],
    ['0.0001', 1n],
    ['-3.0001', -30_001n],
    ['-0', 0n],
    ['-0.0000', 0n],
    ['007.1', 71_000n],
    ['1234.5678', 12_345_678n],
    ['1.005', 10_050n],
    ['0.29', 2_900n],
    ['4.35', 43_500n],
    ['99999999999999999999.9999', 999_999_999_999_999_999_999_999n],
  ])('parses %s', (input, expected) => {
    expect(parseAmountToMinor(input)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    ' 12',
    '12 ',
    '1 000',
    '1,000',
    '12.',
    '.5',
    '+12',
    '--1',
    '1e3',
    '1E3',
    '1.5e-2',
    'NaN',
    'Infinity',
    '-Infinity',
    'abc',
    '12abc',
    '0x10',
    '1.2.3',
    '-',
    '１２',
  ])('rejects %j with a RangeError', (input) => {
    expect(() => parseAmountToMinor(input)).toThrow(RangeError);
  });

  it('explains the decimal limit', () => {
    expect(() => parseAmountToMinor('1.00001')).toThrow(/at most 4 decimal places/);
    expect(() => parseAmountToMinor('-0.12345')).toThrow(/at most 4 decimal places/);
  });

  it('names the bad input in the message', () => {
    expect(() => parseAmountToMinor('1e3')).toThrow(/"1e3"/);
  });

  it('rejects non-strings at runtime', () => {
    expect(() => parseAmountToMinor(12 as unknown as string)).toThrow(RangeError);
    expect(() => parseAmountToMinor(undefined as unknown as string)).toThrow(RangeError);
  });
});

describe('minorToDecimalString', () => {
  it.each([
    [0n, '0.0000'],
    [1n, '0.0001'],
    [-1n, '-0.0001'],
    [12_345_000n, '1234.5000'],
    [-12_345_000n, '-1234.5000'],
    [10_000n, '1.0000'],
    [9_999n, '0.9999'],
    [-30_001n, '-3.0001'],
    [123_456_789_012_345_678_901n, '12345678901234567.8901'],
  ])('formats %s', (minor, expected) => {
    expect(minorToDecimalString(minor)).toBe(expected);
  });

  it('round-trips with parseAmountToMinor (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (minor) => {
        expect(parseAmountToMinor(minorToDecimalString(minor))).toBe(minor);
      }),
    );
  });

  it('always writes exactly four decimals (property)', () => {
    fc.assert(
      fc.property(fc.bigInt(), (minor) => {
        expect(minorToDecimalString(minor)).toMatch(/^-?\d+\.\d{4}$/);
      }),
    );
  });

  it('parse then format normalises any valid wire string (property)', () => {
    const wire = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{1,20}$/),
        fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }),
      )
      .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`);
    fc.assert(
      fc.property(wire, (input) => {
        const minor = parseAmountToMinor(input);
        const normalised = minorToDecimalString(minor);
        expect(parseAmountToMinor(normalised)).toBe(minor);
        // Same numeric value: compare after scaling both to four decimals.
        const [int = '', frac = ''] = input.replace('-', '').split('.');
        const abs = BigInt(int) * 10_000n + BigInt(frac.padEnd(4, '0'));
        expect(minor).toBe(input.startsWith('-') ? -abs : abs);
      }),
    );
  });
});

describe('formatAmount', () => {
  describe('truncates toward zero, never rounds', () => {
    it.each([
      [1234.567, '1,234.56'],
      [-1234.567, '-1,234.56'],
      [0.999, '0.99'],
      [-0.999, '-0.99'],
      [1.005, '1.00'],
      [0.29, '0.29'],
      [4.35, '4.35'],
      [1.1, '1.10'],
      [8.675, '8.67'],
      [0.07, '0.07'],
      [9.995, '9.99'],
      [19.99, '19.99'],
      [1.13, '1.13'],
      [0.1 + 0.2, '0.30'],
      [999.9999, '999.99'],
    ])('number %s → %s', (input, expected) => {
      expect(formatAmount(input)).toBe(expected);
    });

    it.each([
      ['1234.567', '1,234.56'],
      ['-1234.567', '-1,234.56'],
      ['0.999', '0.99'],
      ['1.005', '1.00'],
      ['0.29', '0.29'],
      ['4.35', '4.35'],
      ['1234.5000', '1,234.50'],
      ['0.0099', '0.00'],
      ['2.9999999999999999999999', '2.99'],
      ['12345678901234567890.129', '12,345,678,901,234,567,890.12'],
    ])('string %s → %s', (input, expected) => {
      expect(formatAmount(input)).toBe(expected);
    });
  });

  describe('thousands separators', () => {
    it.each([
      [0, '0.00'],
      [1, '1.00'],
      [12, '12.00'],
      [123, '123.00'],
      [1234, '1,234.00'],
      [12345, '12,345.00'],
      [123456, '123,456.00'],
      [1234567, '1,234,567.00'],
      [-1234567.891, '-1,234,567.89'],
      [1000000000, '1,000,000,000.00'],
    ])('%s → %s', (input, expected) => {
      expect(formatAmount(input)).toBe(expected);
    });
  });

  describe('exponent notation', () => {
    // Decision: accepted, for strings as well as numbers, because Number.prototype.toString
    // itself writes exponents and display code should not show 0.00 for a real value.
    it.each([
      ['1e3', '1,000.00'],
      ['1E3', '1,000.00'],
      ['1.5e3', '1,500.00'],
      ['-2.5e-1', '-0.25'],
      ['1e-7', '0.00'],
      ['1.23456e2', '123.45'],
      ['5e+2', '500.00'],
    ])('string %s → %s', (input, expected) => {
      expect(formatAmount(input)).toBe(expected);
    });

    it('expands numbers that toString writes with an exponent', () => {
      expect(formatAmount(1e21)).toBe('1,000,000,000,000,000,000,000.00');
      expect(formatAmount(1.5e21)).toBe('1,500,000,000,000,000,000,000.00');
      expect(formatAmount(-1e21)).toBe('-1,000,000,000,000,000,000,000.00');
      expect(formatAmount(1e-7)).toBe('0.00');
      expect(formatAmount(-1e-7)).toBe('0.00');
      // 1.7976931348623157e308: 17 significant digits followed by 292 zeros.
      expect(formatAmount(Number.MAX_VALUE).replace(/,/g, '')).toBe(`17976931348623157${'0'.repeat(292)}.00`);
      expect(formatAmount(Number.MIN_VALUE)).toBe('0.00');
    });

    it('refuses absurd exponents instead of allocating huge strings', () => {
      expect(formatAmount('1e999999999')).toBe('0.00');
      expect(formatAmount('1e-999999999')).toBe('0.00');
    });
  });

  describe('lenient string input', () => {
    it.each([
      ['  12.345  ', '12.34'],
      ['+12.345', '12.34'],
      ['.5', '0.50'],
      ['-.5', '-0.50'],
      ['5.', '5.00'],
      ['00012', '12.00'],
      ['-0012.3', '-12.30'],
    ])('%j → %s', (input, expected) => {
      expect(formatAmount(input)).toBe(expected);
    });
  });

  describe('invalid input gives 0.00', () => {
    it.each([
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-Infinity', Number.NEGATIVE_INFINITY],
      ['string NaN', 'NaN'],
      ['string Infinity', 'Infinity'],
      ['empty string', ''],
      ['blank string', '   '],
      ['garbage', 'abc'],
      ['trailing garbage', '12abc'],
      ['thousands separators', '1,234.56'],
      ['two dots', '1.2.3'],
      ['lone dot', '.'],
      ['lone sign', '-'],
      ['hex', '0x10'],
      ['inner space', '1 000'],
      ['null at runtime', null as unknown as string],
      ['undefined at runtime', undefined as unknown as string],
      ['object at runtime', {} as unknown as string],
    ])('%s', (_label, input) => {
      expect(formatAmount(input)).toBe('0.00');
    });
  });

  describe('zero has no sign', () => {
    it.each([
      [-0, '0.00'],
      ['-0', '0.00'],
      ['-0.00', '0.00'],
      [-0.001, '0.00'],
      ['-0.009', '0.00'],
      [-0n, '0.00'],
      [-1n, '-1.00'],
    ])('%s → %s', (input, expected) => {
      expect(formatAmount(input)).toBe(expected);
    });
  });

  describe('bigint', () => {
    it('is whole units by default', () => {
      expect(formatAmount(0n)).toBe('0.00');
      expect(formatAmount(1234n)).toBe('1,234.00');
      expect(formatAmount(-1234567n)).toBe('-1,234,567.00');
      expect(formatAmount(10n ** 24n)).toBe('1,000,000,000,000,000,000,000,000.00');
    });

    it('is minor units (1/10 000) with { minor: true }', () => {
      expect(formatAmount(12_345_000n, { minor: true })).toBe('1,234.50');
      expect(formatAmount(12_345_678n, { minor: true })).toBe('1,234.56');
      expect(formatAmount(-12_345_678n, { minor: true })).toBe('-1,234.56');
      expect(formatAmount(99n, { minor: true })).toBe('0.00');
      expect(formatAmount(-99n, { minor: true })).toBe('0.00');
      expect(formatAmount(100n, { minor: true })).toBe('0.01');
      expect(formatAmount(9_999n, { minor: true })).toBe('0.99');
      expect(formatAmount(10_000n, { minor: true })).toBe('1.00');
      expect(formatAmount(0n, { minor: true })).toBe('0.00');
    });

    it('{ minor: false } is the default', () => {
      expect(formatAmount(5n, { minor: false })).toBe('5.00');
    });
  });

  it('{ minor: true } also reads numbers and strings as minor units', () => {
    expect(formatAmount(12_345_678, { minor: true })).toBe('1,234.56');
    expect(formatAmount('12345678', { minor: true })).toBe('1,234.56');
    expect(formatAmount('-1', { minor: true })).toBe('0.00');
    expect(formatAmount('abc', { minor: true })).toBe('0.00');
  });

  it('agrees with the wire format of the ledger', () => {
    const minor = parseAmountToMinor('-98765.4321');
    expect(formatAmount(minorToDecimalString(minor))).toBe('-98,765.43');
    expect(formatAmount(minor, { minor: true })).toBe('-98,765.43');
  });

  describe('properties', () => {
    // Parses "1,234.56" back into hundredths without floats.
    const toHundredths = (formatted: string): bigint => BigInt(formatted.replace(/[,.]/g, ''));

    // An arbitrary decimal string with a random number of fraction digits.
    const decimalString = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,25}$/), fc.stringMatching(/^\d{0,12}$/))
      .map(([neg, int, frac]) => ({ neg, int, frac, text: `${neg ? '-' : ''}${int}.${frac}` }));

    it('never rounds up: |formatted| ≤ |input| and the difference is < 0.01', () => {
      fc.assert(
        fc.property(decimalString, ({ neg, int, frac, text }) => {
          const out = formatAmount(text);
          const scale = 10n ** BigInt(frac.length);
          const inputAbs = BigInt(int) * scale + (frac === '' ? 0n : BigInt(frac)); // × 10^-len
          const outAbs = toHundredths(out.replace('-', '')) * scale; // × 10^-(len+2)
          const inputAbs100 = inputAbs * 100n;
          expect(outAbs <= inputAbs100).toBe(true);
          expect(inputAbs100 - outAbs < scale).toBe(true);
          // The sign is kept unless the truncated value is zero.
          expect(out.startsWith('-')).toBe(neg && outAbs !== 0n);
        }),
      );
    });

    it('never rounds up for any finite double either', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (n) => {
          const out = formatAmount(n);
          const shown = Number(out.replace(/,/g, ''));
          expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(n));
          // A float tolerance is fine here: this only checks the size of the gap, exactness is
          // covered by the string property above.
          expect(Math.abs(n) - Math.abs(shown)).toBeLessThan(0.01 + Math.abs(n) * 1e-15);
        }),
      );
    });

    it('matches Intl.NumberFormat with roundingMode "trunc" on decimal strings (oracle)', () => {
      // Intl reads a string argument as an exact decimal, so it is an independent reference.
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        roundingMode: 'trunc',
        signDisplay: 'negative',
      });
      fc.assert(
        fc.property(decimalString, ({ text }) => {
          expect(formatAmount(text)).toBe(intl.format(text as `${number}`));
        }),
      );
    });

    it('gives the same result for a number and its literal (no float error on e.g. 4.35)', () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
          const sign = cents < 0 ? '-' : '';
          const abs = Math.abs(cents);
          const text = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
          expect(formatAmount(Number(text))).toBe(formatAmount(text));
          expect(formatAmount(text).replace(/,/g, '')).toBe(cents === 0 ? '0.00' : text);
        }),
      );
    });

    it('is consistent between minor bigints and their wire strings', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (minor) => {
          expect(formatAmount(minor, { minor: true })).toBe(formatAmount(minorToDecimalString(minor)));
        }),
      );
    });

    it('output always has the display shape', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.double(), fc.bigInt()), (value) => {
          expect(formatAmount(value)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        }),
      );
    });
  });
});

describe('toDecimalParts', () => {
  it('splits without rounding', () => {
    expect(toDecimalParts('-0012.34500')).toEqual({ negative: true, integer: '12', fraction: '34500' });
    expect(toDecimalParts(1.005)).toEqual({ negative: false, integer: '1', fraction: '005' });
    expect(toDecimalParts(123n)).toEqual({ negative: false, integer: '123', fraction: '' });
  });

  it('moves the decimal point for exponents and shifts', () => {
    expect(toDecimalParts('1.5e-3')).toEqual({ negative: false, integer: '0', fraction: '0015' });
    expect(toDecimalParts('1.5e3')).toEqual({ negative: false, integer: '1500', fraction: '' });
    expect(toDecimalParts(12_345n, 4)).toEqual({ negative: false, integer: '1', fraction: '2345' });
    expect(toDecimalParts(5n, 4)).toEqual({ negative: false, integer: '0', fraction: '0005' });
  });

  it('returns null for invalid input', () => {
    expect(toDecimalParts(Number.NaN)).toBeNull();
    expect(toDecimalParts('e5')).toBeNull();
    expect(toDecimalParts('1e')).toBeNull();
  });
});
