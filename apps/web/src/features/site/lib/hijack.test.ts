import { describe, expect, it } from 'vitest';
import { detectHijack, isFramedByOtherOrigin, isHostAllowed } from './hijack.ts';

const origin = 'https://m.heguang.example';

describe('hijack detection', () => {
  it('is quiet on an allowed host at the top level', () => {
    expect(
      detectHijack({
        framedByOtherOrigin: false,
        hostname: 'm.heguang.example',
        allowedHosts: ['m.heguang.example'],
      }),
    ).toBeNull();
  });

  it('flags a host that is not in allowedHosts, once the config has loaded', () => {
    expect(
      detectHijack({
        framedByOtherOrigin: false,
        hostname: 'evil.example',
        allowedHosts: ['m.heguang.example'],
      }),
    ).toBe('unknown-host');
    expect(
      detectHijack({ framedByOtherOrigin: false, hostname: 'evil.example', allowedHosts: undefined }),
    ).toBeNull();
  });

  it('flags framing by another origin before anything else', () => {
    expect(
      detectHijack({
        framedByOtherOrigin: true,
        hostname: 'm.heguang.example',
        allowedHosts: ['m.heguang.example'],
      }),
    ).toBe('framed');
  });

  it('compares host names case-insensitively and ignores a trailing dot', () => {
    expect(isHostAllowed('M.HeGuang.Example.', ['m.heguang.example'])).toBe(true);
    expect(isHostAllowed('heguang.example', ['m.heguang.example'])).toBe(false);
  });
});

describe('isFramedByOtherOrigin', () => {
  it('is false at the top level', () => {
    const win = { self: null as unknown, top: null as unknown, location: { origin } };
    win.self = win;
    win.top = win;
    expect(isFramedByOtherOrigin(win as Parameters<typeof isFramedByOtherOrigin>[0])).toBe(false);
  });

  it('is false inside a frame of the same origin', () => {
    const top = { location: { origin } };
    expect(isFramedByOtherOrigin({ self: {}, top, location: { origin } })).toBe(false);
  });

  it('is true when reading the top frame throws (cross-origin)', () => {
    const top = {
      get location(): { origin: string } {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(isFramedByOtherOrigin({ self: {}, top, location: { origin } })).toBe(true);
  });

  it('is true when an ancestor origin differs', () => {
    const top = { location: { origin } };
    const location = { origin, ancestorOrigins: { length: 1, 0: 'https://evil.example' } };
    expect(isFramedByOtherOrigin({ self: {}, top, location })).toBe(true);
  });
});
