import { defineConfig } from 'vitest/config';

// Test tiers (CONVENTIONS.md): `unit` runs beside the code with no I/O; `server` runs the API
// through real HTTP (Fastify inject) on PGlite, and on Postgres too when TEST_DATABASE_URL is set;
// `proof` sweeps the whole product (issue 14, behind PROOF=1).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // The demo venue's browser pages (decision 0027): pure helpers, no server.
            'apps/server/src/modules/venues/demo/pages/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [
            'apps/server/src/modules/venues/demo/pages/**',
            'apps/server/test/proof/**',
            '**/node_modules/**',
          ],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // In CI only, a failed integration test runs once more (decision 0073); a real failure
          // fails twice, and scripts/test.mjs names every test that failed above its summary.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        // Issue 14's sweeps over the whole product (schema fuzzing, the authorization matrix, the
        // concurrency sweep, the crash loop): slow, so `npm test` runs them only with PROOF=1
        // (`.ci/run` sets it). One file at a time: the crash loop and the bursts want the machine.
        test: {
          name: 'proof',
          include: ['apps/server/test/proof/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
