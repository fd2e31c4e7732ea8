#!/usr/bin/env node
// Screenshots of the web app in a phone and a desktop viewport, for looking at the result.
// Usage: node apps/web/scripts/screenshots.mjs [baseUrl=http://127.0.0.1:8080] [outDir=/tmp/houseline-shots] [only=<name part>[,<name part>…]]
// Needs a running server that serves the built web (npx tsx apps/server/src/main.ts) and
// Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { cashierPath, cashierShots, fundMember } from './cashier-shots.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = process.argv[3] ?? '/tmp/houseline-shots';
const only = process.argv[4] ?? '';
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
  { name: 'h5-login', device: phone, path: '/entry/login' },
  { name: 'h5-register', device: phone, path: '/entry/register?invite_code=DEMO8888', fullPage: true },
  { name: 'h5-forget', device: phone, path: '/forgetPassword' },
  { name: 'desktop-login', device: desktop, path: '/entry/login' },
  { name: 'desktop-register', device: desktop, path: '/entry/register', fullPage: true },
  { name: 'desktop-forget', device: desktop, path: '/forgetPassword' },
];

/** Member pages, seen as a fresh member with a real name, a withdrawal password and two accounts. */
const memberPaths = [
  ['personal-info', '/personalInfo'],
  ['real-name', '/personalInfo/name'],
  ['bind-phone', '/personalInfo/phone'],
  ['bind-mail', '/personalInfo/mail'],
  ['setting', '/setting'],
  ['setting-password', '/setting/password'],
  ['setting-wpassword', '/setting/wpassword'],
  ['setting-verification', '/setting/verification'],
  ['setting-wsuccess', '/setting/wsuccess?mode=set'],
  ['cards', '/cards'],
  ['account-detail', '/cards/bankDetail?id=FIRST'],
  ['add-bank-card', '/cards/addBankCard'],
  ['add-virtual-coin', '/cards/addVirtualCoin'],
  ['add-alipay', '/cards/addAlipay'],
  ['center-member', '/app/center'],
];
const clickText = (name) => async (page) => {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.waitForTimeout(500);
};
const memberActions = [
  ['logout-dialog', '/setting', clickText('退出登录')],
  ['register-errors', '/entry/register', clickText('立即注册'), false],
  ['add-bank-card-errors', '/cards/addBankCard', clickText('确认添加')],
];
const memberShots = [phone, desktop].flatMap((device) => {
  const prefix = device === phone ? 'h5' : 'desktop';
  return [
    ...cashierShots(device, prefix),
    ...memberPaths.map(([name, path]) => ({ name: `${prefix}-${name}`, device, path, member: true })),
    ...memberActions.map(([name, path, action, member = true]) => ({
      name: `${prefix}-${name}`,
      device,
      path,
      action,
      member,
      fullPage: name === 'register-errors',
    })),
  ];
});
memberShots.push({
  name: 'h5-wpassword-keyboard',
  device: phone,
  path: '/setting/wpassword',
  member: true,
  action: async (page) => {
    await page.getByRole('button', { name: '原取款密码', exact: true }).click();
    for (const d of '135')
      await page
        .locator('.adm-number-keyboard-popup .adm-popup-body:visible')
        .getByRole('button', { name: d, exact: true })
        .click();
  },
});

const SITE = { site_code: 'hgtyc' };

/** Registers a member through the API and gives it a real name, a withdrawal password and two accounts. */
async function setUpMember() {
  const api = async (method, path, { headers = {}, form } = {}) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...SITE,
        d: '25',
        ...headers,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = await res.json();
    if (!body.status) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const config = await api('GET', '/api/findmed/v1/md');
  const key = createPublicKey({ key: Buffer.from(config.publicKey, 'base64'), format: 'der', type: 'spki' });
  const enc = (text) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
  const device = { device_no: `h5_ios_shots${randomBytes(4).toString('hex')}_x` };
  await fetch(new URL('/api/findmed/v1/member/captcha?purpose=register', baseUrl), {
    headers: { ...SITE, ...device },
  });
  const { answer } = await api('GET', `/api/sandbox/v1/last-captcha?device_no=${device.device_no}`);
  const username = `s${randomBytes(4).toString('hex')}`;
  const { token } = await api('POST', '/api/findmed/v1/member/register', {
    headers: device,
    form: {
      username,
      password: enc('Shots1234'),
      confirmPassword: enc('Shots1234'),
      captcha: answer,
      agree: '1',
    },
  });
  const t = { t: token };
  await api('POST', '/api/findmed/v1/member/realname', { headers: t, form: { realName: '王小明' } });
  await api('POST', '/api/findmed/v1/member/wpassword', {
    headers: t,
    form: { password: enc('135790'), confirmPassword: enc('135790') },
  });
  const wp = enc('135790');
  await api('POST', '/api/findmed/v1/member/cards/bank', {
    headers: t,
    form: { bankCode: 'ICBC', cardNo: '6222021234567894', branch: '北京市朝阳支行', wpassword: wp },
  });
  const list = await api('POST', '/api/findmed/v1/member/cards/coin', {
    headers: t,
    form: {
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      label: '常用钱包',
      wpassword: enc('135790'),
    },
  });
  const firstAccountId = list.accounts[0].id;
  return { token, firstAccountId, encrypt: enc };
}

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
const selected = [...shots, ...memberShots].filter((s) =>
  only.split(',').some((part) => s.name.includes(part)),
);
const member = selected.some((s) => s.member) ? await setUpMember() : null;
const cashierIds =
  member && selected.some((s) => s.funded)
    ? await fundMember(baseUrl, {
        token: member.token,
        accountId: member.firstAccountId,
        encrypt: member.encrypt,
      })
    : null;

/** A fresh page per shot; member shots start with the member's session in sessionStorage. */
async function pageFor(shot) {
  const context = await browser.newContext({ ...shot.device, locale: 'zh-CN' });
  const page = await context.newPage();
  if (shot.member && member) {
    await page.goto(new URL('/no-such-page', baseUrl).toString(), { waitUntil: 'networkidle' });
    await page.evaluate((token) => sessionStorage.setItem('t', token), member.token);
  }
  return { page, done: () => context.close() };
}

try {
  for (const shot of selected) {
    const { page, done } = await pageFor(shot);
    const problems = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('requestfailed', (req) => problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`));
    const target = cashierPath(shot.path.replace('FIRST', member?.firstAccountId ?? ''), cashierIds);
    await page.goto(new URL(target, baseUrl).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    // The notice popup opens once per load; close it unless the shot is about it.
    const dialog = page.getByRole('dialog');
    if (!shot.keepPopup && (await dialog.count()) > 0) {
      await dialog.getByRole('button').last().click();
    }
    await page.waitForTimeout(shot.keepPopup ? 0 : 2600);
    if (shot.action) await shot.action(page);
    const file = path.join(outDir, `${shot.name}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage === true });
    const notes = problems.length ? `\n  ${problems.join('\n  ')}` : '';
    process.stdout.write(`${file}  (${page.url()})${notes}\n`);
    await done();
  }
} finally {
  await browser.close();
}
