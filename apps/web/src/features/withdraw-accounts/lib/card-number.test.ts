import { maskCardNo } from '@houseline/shared/validation/mask';
import { describe, expect, it } from 'vitest';
import { formatCardNumber, maskCardNumber } from './card-number.ts';

describe('card number input', () => {
  it('groups digits by 4 as the member types, dropping anything else', () => {
    expect(formatCardNumber('6222')).toBe('6222');
    expect(formatCardNumber('62220')).toBe('6222 0');
    expect(formatCardNumber('6222-0212 3456x7890')).toBe('6222 0212 3456 7890');
    expect(formatCardNumber('6222 0212 3456 7890 1234')).toBe('6222 0212 3456 7890 123');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('masking', () => {
  it('shows only the last 4 digits of a card', () => {
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('**** **** **** 7890');
    expect(maskCardNumber('62')).toBe('**** **** **** **62');
    expect(maskCardNumber('')).toBe('**** **** **** ****');
  });

  it('looks like the masked number the server sends once saved', () => {
    expect(maskCardNumber('6222 0212 3456 7890')).toBe(maskCardNo('6222021234567890'));
  });
});
