import { describe, expect, it } from 'vitest';
import { realtimeUrl } from './realtime-url.ts';

describe('realtimeUrl', () => {
  it('uses the page origin, wss behind TLS, and carries only the site code', () => {
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:8080' }, 'hgtyc')).toBe(
      'ws://127.0.0.1:8080/api/ws?site_code=hgtyc',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'hgtyc.example' }, 'hgtyc')).toBe(
      'wss://hgtyc.example/api/ws?site_code=hgtyc',
    );
  });
});
