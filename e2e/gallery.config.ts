import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './playwright.config.ts';

// The route gallery (issue 14): every route × phone and desktop × a light brand (hgtyc) and a
// dark one (hgty, served on hgty.localhost) × guest and member, against the built web served by
// the real server (e2e/serve.mjs, as in playwright.config.ts). `npm run test:gallery`; the
// screenshots and e2e/gallery/index.html are git-ignored.

const port = Number(process.env.E2E_PORT ?? 8181);
const LIGHT_URL = `http://127.0.0.1:${port}`;
const DARK_URL = `http://hgty.localhost:${port}`;

const phone = {
  ...devices['iPhone 13'],
  browserName: 'chromium' as const,
  defaultBrowserType: 'chromium' as const,
};
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const light = { site: 'hgtyc', theme: 'light' };
const dark = { site: 'hgty', theme: 'dark' };

export default defineConfig({
  testDir: './proof',
  testMatch: /(gallery|coverage)\.spec\.ts$/,
  outputDir: '../test-results/gallery',
  globalSetup: './proof/gallery-setup.ts',
  globalTeardown: './proof/gallery-teardown.ts',
  timeout: 240_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A gallery run is long and its findings are not flaky retries' business.
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'off',
    screenshot: 'off',
    locale: 'zh-CN',
    // No service worker: its precache would download every chunk in every context.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    { name: 'routes', testMatch: /coverage\.spec\.ts$/ },
    // The operator console (a desktop app): every console route as the admin, one brand.
    {
      name: 'console',
      testMatch: /console-gallery\.spec\.ts$/,
      use: { ...desktop, baseURL: LIGHT_URL },
    },
    {
      name: 'phone-hgtyc',
      testMatch: /[\\/]gallery\.spec\.ts$/,
      metadata: light,
      use: { ...phone, baseURL: LIGHT_URL },
    },
    {
      name: 'phone-hgty',
      testMatch: /[\\/]gallery\.spec\.ts$/,
      metadata: dark,
      use: { ...phone, baseURL: DARK_URL },
    },
    {
      name: 'desktop-hgtyc',
      testMatch: /[\\/]gallery\.spec\.ts$/,
      metadata: light,
      use: { ...desktop, baseURL: LIGHT_URL },
    },
    {
      name: 'desktop-hgty',
      testMatch: /[\\/]gallery\.spec\.ts$/,
      metadata: dark,
      use: { ...desktop, baseURL: DARK_URL },
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${LIGHT_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
