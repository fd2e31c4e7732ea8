import { describe, expect, it } from 'vitest';
import { maskAddress, maskAlipay, maskCardNo, maskEmail, maskName, maskPhone } from './mask.ts';

describe('masking', () => {
  it('masks phones keeping the first 3 and last 4 digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12345')).toBe('***45');
  });
  it('masks e-mail local parts', () => {
    expect(maskEmail('demo@example.com')).toBe('de***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
  it('masks names after the first character', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
  });
  it('masks cards, addresses and Alipay accounts', () => {
    expect(maskCardNo('6222020200112345678')).toBe('**** **** **** 5678');
    expect(maskAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHq…gjLj6t');
    expect(maskAlipay('13800138000')).toBe('138****8000');
    expect(maskAlipay('pay@example.com')).toBe('pa***@example.com');
  });
});
