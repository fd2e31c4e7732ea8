import { describe, expect, it } from 'vitest';
import { assertSafeConfig, loadConfig } from './config.ts';

describe('config', () => {
  it('trusts only the proxies it is given, as addresses, CIDRs or proxy-addr keywords', () => {
    expect(loadConfig({ SANDBOX: '1' }).trustProxy).toBe(false);
    expect(loadConfig({ SANDBOX: '1', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ SANDBOX: '1', TRUST_PROXY: '127.0.0.1/32,loopback,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1/32',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('refuses a TRUST_PROXY that means nothing, naming the expected form', () => {
    // "1" was the README's advice: this Fastify trusts no proxy with it, so every member behind a
    // balancer shared the balancer's address. A count of hops is not accepted at all.
    for (const value of ['1', '2', 'true', 'yes', 'garbage', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8,,x']) {
      expect(() => loadConfig({ SANDBOX: '1', TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must list the proxies to trust.*e\.g\. TRUST_PROXY=127\.0\.0\.1\/32,10\.0\.0\.0\/8/,
      );
    }
    // Trusting every address would let any client choose its own.
    for (const value of ['0.0.0.0/0', '::/0']) {
      expect(() => loadConfig({ SANDBOX: '1', TRUST_PROXY: value }), value).toThrow(/every address/);
    }
  });

  it('refuses a DATABASE_URL that is not Postgres', () => {
    expect(() => loadConfig({ DATABASE_URL: 'pg://x' })).toThrow(/postgres:\/\//);
    expect(loadConfig({ SANDBOX: '1', DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe(
      'postgresql://u@h/db',
    );
  });

  const secrets = {
    GATEWAY_SECRET: 'g'.repeat(32),
    VENUE_SECRET: 'v'.repeat(32),
    DEPOSIT_ADDRESS_SEED: 's'.repeat(32),
  };

  it('opens the sandbox only with an explicit SANDBOX=1', () => {
    // Unset, staging, a capitalised Production: none of them is a request for the sandbox.
    for (const NODE_ENV of [undefined, 'development', 'staging', 'test', 'Production', ' production ']) {
      const env = NODE_ENV === undefined ? { ...secrets } : { NODE_ENV, ...secrets };
      const config = loadConfig(env);
      expect(config.sandbox, `NODE_ENV=${NODE_ENV}`).toBe(false);
      expect(config.seedDemo, `NODE_ENV=${NODE_ENV}`).toBe(false);
    }
    expect(loadConfig({ SANDBOX: '1' }).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'staging', SANDBOX: '1' }).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX: '0', ...secrets }).sandbox).toBe(false);
    expect(() => loadConfig({ SANDBOX: 'yes' })).toThrow(/SANDBOX must be 1/);
  });

  it('keeps the sandbox and the demo data out of production in any letter case', () => {
    for (const NODE_ENV of ['production', 'Production', 'PRODUCTION']) {
      expect(loadConfig({ NODE_ENV, ...secrets }).production).toBe(true);
      expect(() => loadConfig({ NODE_ENV, SANDBOX: '1' })).toThrow(/refused/);
      expect(() => loadConfig({ NODE_ENV, SEED_DEMO: '1', ...secrets })).toThrow(/refused/);
      expect(() => assertSafeConfig({ ...loadConfig({ NODE_ENV, ...secrets }), sandbox: true })).toThrow(
        /refused/,
      );
      expect(() => assertSafeConfig({ ...loadConfig({ NODE_ENV, ...secrets }), seedDemo: true })).toThrow(
        /refused/,
      );
    }
    expect(loadConfig({ NODE_ENV: 'staging', ...secrets }).production).toBe(false);
  });

  it('needs real payment and venue secrets outside the sandbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GATEWAY_SECRET/);
    // Not production, but not the sandbox either: the published sandbox secrets are not used.
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/GATEWAY_SECRET/);
    expect(() => loadConfig({})).toThrow(/GATEWAY_SECRET/);
    expect(loadConfig({ SANDBOX: '1' }).gatewaySecret).toMatch(/^sandbox-/);
  });
});
