import { describe, expect, it } from 'vitest';
import { parseVenueMessage } from './venue-message.ts';

describe('venue messages', () => {
  it('reads back and balance from the demo venue', () => {
    expect(parseVenueMessage({ source: 'demo-venue', type: 'back' })).toEqual({ type: 'back' });
    expect(parseVenueMessage({ source: 'demo-venue', type: 'balance', balance: '123.4500' })).toEqual({
      type: 'balance',
      balance: '123.4500',
    });
    expect(parseVenueMessage({ source: 'demo-venue', type: 'balance', balance: 12.5 })).toEqual({
      type: 'balance',
      balance: '12.5',
    });
  });

  it('refuses anything else', () => {
    for (const data of [
      null,
      'back',
      42,
      [],
      { type: 'back' },
      { source: 'other-venue', type: 'back' },
      { source: 'demo-venue', type: 'navigate', url: 'https://evil.example' },
      { source: 'demo-venue', type: 'balance' },
      { source: 'demo-venue', type: 'balance', balance: '1e9' },
      { source: 'demo-venue', type: 'balance', balance: '<img src=x>' },
      { source: 'demo-venue', type: 'balance', balance: '1.23456' },
      { source: 'demo-venue', type: 'balance', balance: Number.NaN },
    ]) {
      expect(parseVenueMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
