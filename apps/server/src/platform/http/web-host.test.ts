import { describe, expect, it } from 'vitest';
import { siteForHost } from './web-host.ts';

describe('siteForHost', () => {
  it('serves the default brand to shared local hosts and unknown hosts', () => {
    for (const host of [undefined, 'localhost', 'localhost:8080', '127.0.0.1:8080', 'example.org']) {
      expect(siteForHost(host, 'hgtyc')).toBe('hgtyc');
    }
  });

  it('serves a brand on its <code>.localhost sub-domain', () => {
    expect(siteForHost('hgty.localhost:8080', 'hgtyc')).toBe('hgty');
    expect(siteForHost('10001.localhost', 'hgtyc')).toBe('10001');
    expect(siteForHost('HGTY.LOCALHOST', 'hgtyc')).toBe('hgty');
  });

  it('does not let a look-alike prefix or a real domain label pick a brand', () => {
    expect(siteForHost('hgtyx.localhost', 'hgtyc')).toBe('hgtyc');
    expect(siteForHost('ky.heguang.example', 'hgtyc')).toBe('hgtyc');
    expect(siteForHost('by.example.com', 'hgtyc')).toBe('hgtyc');
  });
});
