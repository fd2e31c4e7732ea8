import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';

const SECRETS = { GATEWAY_SECRET: 'g', VENUE_SECRET: 'v', DEPOSIT_ADDRESS_SEED: 'd' };

describe('feed settings', () => {
  it('runs the simulator only in the sandbox, by default outside tests, and reads its clock settings', () => {
    expect(loadConfig({ NODE_ENV: 'development', SANDBOX: '1' }).feed).toEqual({
      simulator: true,
      tickMs: 1_000,
      timeCompression: 7.5,
      seed: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'development', SANDBOX: '0', ...SECRETS }).feed.simulator).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', SANDBOX: '0', FEED_SIMULATOR: '1', ...SECRETS }).feed.simulator,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SANDBOX: '1' }).feed.simulator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SANDBOX: '1', FEED_SIMULATOR: '1' }).feed.simulator).toBe(true);
    const custom = loadConfig({
      NODE_ENV: 'development',
      SANDBOX: '1',
      FEED_TICK_MS: '500',
      FEED_TIME_COMPRESSION: '15',
      FEED_SEED: 'demo-2',
      ODDS_TICK_MS: '100',
    });
    expect(custom.feed).toMatchObject({ tickMs: 500, timeCompression: 15, seed: 'demo-2' });
    expect(custom.oddsTickMs).toBe(100);
    expect(() => loadConfig({ SANDBOX: '1', FEED_TIME_COMPRESSION: 'fast' })).toThrow(
      /FEED_TIME_COMPRESSION/,
    );
    expect(() => loadConfig({ SANDBOX: '1', FEED_TICK_MS: '0' })).toThrow(/FEED_TICK_MS/);
  });
});
