import { describe, expect, it } from 'vitest';
import { customerServiceLink } from './customer-link.ts';

const origin = 'https://m.heguang.example';

describe('customer-service link (SPEC.md §6)', () => {
  it('is the plain link for guests', () => {
    expect(customerServiceLink('/app/customer?site=hgtyc', null, origin)).toBe('/app/customer?site=hgtyc');
  });

  it('carries the username as CUSTOM!name=<username> for members', () => {
    expect(customerServiceLink('/app/customer?site=hgtyc', 'demo888', origin)).toBe(
      '/app/customer?site=hgtyc&CUSTOM!name=demo888',
    );
  });

  it('keeps an external link absolute and encodes the name', () => {
    expect(customerServiceLink('https://chat.example/c#x', 'a b', origin)).toBe(
      'https://chat.example/c?CUSTOM!name=a%20b#x',
    );
  });

  it('replaces a CUSTOM!name already in the link rather than sending two', () => {
    expect(customerServiceLink('/cs?CUSTOM!name=old&x=1', 'demo888', origin)).toBe(
      '/cs?x=1&CUSTOM!name=demo888',
    );
  });

  it('is empty when there is no link', () => {
    expect(customerServiceLink('', 'demo888', origin)).toBe('');
  });
});
