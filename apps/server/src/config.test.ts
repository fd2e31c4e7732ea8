import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('never trusts every proxy hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
  });

  it('refuses a DATABASE_URL that is not Postgres', () => {
    expect(() => loadConfig({ DATABASE_URL: 'pg://x' })).toThrow(/postgres:\/\//);
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
  });

  it('keeps the sandbox and the demo member out of production', () => {
    const secrets = {
      GATEWAY_SECRET: 'g'.repeat(32),
      VENUE_SECRET: 'v'.repeat(32),
      DEPOSIT_ADDRESS_SEED: 's'.repeat(32),
    };
    expect(loadConfig({}).sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: '1' })).toThrow(/refused/);
  });

  it('needs real payment and venue secrets outside the sandbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET/);
    expect(loadConfig({}).gatewaySecret).toMatch(/^sandbox-/);
  });
});
