import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '../brands/types.ts';
import { currencyCodeForWallet, isTrueTypeId, TRUE_TYPE_IDS } from './currency-code.ts';

describe('currencyCodeForWallet', () => {
  describe('brand hgty', () => {
    it.each([
      [1, 'USDT'],
      [2, 'USD'],
      [3, 'USDT'],
      [4, 'HHB'],
      [9, 'BOB'],
      [17, 'JPB'],
    ])('wallet type %s → %s', (walletType, expected) => {
      expect(currencyCodeForWallet(walletType, 'hgty')).toBe(expected);
    });

    it.each([0, 5, 6, 7, 8, 10, 16, 18, 99, -1, 1.5, Number.NaN])(
      'other wallet type %s → USDT',
      (walletType) => {
        expect(currencyCodeForWallet(walletType, 'hgty')).toBe('USDT');
      },
    );

    it('any unmapped integer type gives USDT (property)', () => {
      fc.assert(
        fc.property(
          fc.integer().filter((n) => ![2, 4, 9, 17].includes(n)),
          (walletType) => {
            expect(currencyCodeForWallet(walletType, 'hgty')).toBe('USDT');
          },
        ),
      );
    });
  });

  describe('other brands', () => {
    it('every other site code gives CNY for every mapped wallet type', () => {
      for (const site of SITE_CODES.filter((s) => s !== 'hgty')) {
        for (const walletType of [1, 2, 3, 4, 9, 17, 42]) {
          expect(currencyCodeForWallet(walletType, site)).toBe('CNY');
        }
      }
    });

    it('hgtyc is a different brand', () => {
      expect(currencyCodeForWallet(2, 'hgtyc')).toBe('CNY');
    });

    it('matches the site code exactly', () => {
      expect(currencyCodeForWallet(2, 'HGTY')).toBe('CNY');
      expect(currencyCodeForWallet(2, ' hgty')).toBe('CNY');
      expect(currencyCodeForWallet(2, '')).toBe('CNY');
    });

    it('an omitted site code gives CNY', () => {
      expect(currencyCodeForWallet(2)).toBe('CNY');
      expect(currencyCodeForWallet(1, undefined)).toBe('CNY');
    });
  });
});

describe('TRUE_TYPE_IDS / isTrueTypeId', () => {
  it('is exactly 2, 4..9 and 11..25', () => {
    const expected = [2];
    for (let id = 4; id <= 9; id++) expected.push(id);
    for (let id = 11; id <= 25; id++) expected.push(id);
    expect([...TRUE_TYPE_IDS]).toEqual(expected);
    expect(TRUE_TYPE_IDS).toHaveLength(22);
  });

  it.each([...TRUE_TYPE_IDS])('%s counts as true', (id) => {
    expect(isTrueTypeId(id)).toBe(true);
  });

  it.each([0, 1, 3, 10, 26, 100, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    '%s does not count',
    (id) => {
      expect(isTrueTypeId(id)).toBe(false);
    },
  );

  it('rejects non-numbers at runtime', () => {
    expect(isTrueTypeId('2' as unknown as number)).toBe(false);
    expect(isTrueTypeId(null as unknown as number)).toBe(false);
  });

  it('agrees with the range definition for every integer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (id) => {
        const inRanges = id === 2 || (id >= 4 && id <= 9) || (id >= 11 && id <= 25);
        expect(isTrueTypeId(id)).toBe(inRanges);
      }),
    );
  });
});
