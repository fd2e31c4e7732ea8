import { describe, expect, it } from 'vitest';
import { normalizeLoginAccount, normalizePhone } from './identity.ts';

const AREAS = ['+86', '+852', '+853', '+886', '+1', '+44'];

describe('normalizePhone', () => {
  it('gives one national number for every spelling of a mainland mobile', () => {
    for (const spelling of [
      '13800138000',
      '138 0013 8000',
      '138-0013-8000',
      '+8613800138000',
      '+86 138 0013 8000',
      '008613800138000',
      '8613800138000',
    ]) {
      expect(normalizePhone('+86', spelling)).toBe('13800138000');
    }
  });
  it('strips a repeated area code elsewhere only when the rest still fits', () => {
    expect(normalizePhone('+852', '+852 9123 4567')).toBe('91234567');
    expect(normalizePhone('+852', '91234567')).toBe('91234567');
  });
});

describe('normalizeLoginAccount', () => {
  it('reaches one key from every spelling of a phone', () => {
    const keys = [
      '13800138000',
      '+8613800138000',
      '+86-138-0013-8000',
      '+86 138 0013 8000',
      '138 0013 8000',
    ].map((a) => normalizeLoginAccount(a, AREAS).key);
    expect(new Set(keys)).toEqual(new Set(['p:+8613800138000']));
  });
  it('lower-cases e-mail and names', () => {
    expect(normalizeLoginAccount(' Foo@Example.COM ', AREAS)).toEqual({
      kind: 'email',
      email: 'foo@example.com',
      key: 'e:foo@example.com',
    });
    expect(normalizeLoginAccount('Alice88', AREAS).key).toBe('u:alice88');
    expect(normalizeLoginAccount('12345678', AREAS).key).toBe('u:12345678');
  });
  it('picks the longest offered area code that fits', () => {
    expect(normalizeLoginAccount('+85291234567', AREAS)).toMatchObject({
      areaCode: '+852',
      phone: '91234567',
    });
  });
});
