import { describe, expect, it } from 'vitest';
import { isEthereumAddress, isTronAddress, passesLuhn } from './crypto-addresses.ts';

describe('isTronAddress', () => {
  it('accepts well-formed Base58Check addresses', () => {
    // The TRC20 USDT contract address and the TRON "black hole" address, both public constants.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe(true);
  });
  it('rejects a changed character, wrong length, wrong prefix or alphabet', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isTronAddress('AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t')).toBe(false);
    expect(isTronAddress('')).toBe(false);
  });
});

describe('isEthereumAddress', () => {
  it('accepts EIP-55 checksummed and single-case addresses', () => {
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isEthereumAddress('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(true);
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });
  it('rejects a bad checksum, bad length or non-hex', () => {
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea')).toBe(false);
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beazz')).toBe(false);
    expect(isEthereumAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
  });
});

describe('passesLuhn', () => {
  it('checks the mod-10 digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('12a4')).toBe(false);
  });
});
