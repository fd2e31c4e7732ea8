#!/usr/bin/env node
// Screenshots of the web app in a phone and a desktop viewport, for looking at the result.
// Usage: node apps/web/scripts/screenshots.mjs [baseUrl=http://127.0.0.1:8080] [outDir=/tmp/houseline-shots]
// Needs a running server that serves the built web (npx tsx apps/server/src/main.ts) and
// Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = process.argv[3] ?? '/tmp/houseline-shots';
mkdirSync(outDir, { recursive: true });

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: IPHONE_UA,
  deviceScaleFactor: 2,
};
const desktop = { viewport: { width: 1440, height: 900 } };

const shots = [
  { name: 'h5-home-popup', device: phone, path: '/app/home', keepPopup: true },
  { name: 'h5-home', device: phone, path: '/app/home' },
  { name: 'h5-home-full', device: phone, path: '/app/home', fullPage: true },
  { name: 'h5-center', device: phone, path: '/app/center' },
  { name: 'h5-customer', device: phone, path: '/app/customer' },
  { name: 'h5-fallback', device: phone, path: '/no/such/page' },
  { name: 'desktop-home', device: desktop, path: '/home' },
  { name: 'desktop-home-full', device: desktop, path: '/home', fullPage: true },
  { name: 'desktop-center', device: desktop, path: '/app/center' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({ ...shot.device, locale: 'zh-CN' });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('requestfailed', (req) => problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`));
    await page.goto(new URL(shot.path, baseUrl).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    // The notice popup opens once per load; close it unless the shot is about it.
    const dialog = page.getByRole('dialog');
    if (!shot.keepPopup && (await dialog.count()) > 0) {
      await dialog.getByRole('button').last().click();
    }
    await page.waitForTimeout(shot.keepPopup ? 0 : 2600);
    const file = path.join(outDir, `${shot.name}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage === true });
    const notes = problems.length ? `\n  ${problems.join('\n  ')}` : '';
    process.stdout.write(`${file}  (${page.url()})${notes}\n`);
    await context.close();
  }
} finally {
  await browser.close();
}
