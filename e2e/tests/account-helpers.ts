import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Helpers of the account journeys: sandbox look-ups (captcha answers, codes), unique test data,
// a member registered through the API for journeys that are not about registering, and the
// withdrawal-password input of each layout.

export const SITE_HEADERS = { site_code: 'hgtyc' };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** A fresh account name per run and project: 'u' + 8 base-36 characters (4-11 allowed). */
export function uniqueUsername(): string {
  return `u${Date.now().toString(36).slice(-5)}${randomBytes(2).toString('hex').slice(0, 3)}`;
}

/** A mainland mobile number nobody else in this run has. */
export function uniquePhone(): string {
  return `139${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

/** A 16-digit card number that passes the Luhn check (and one that does not). */
export function cardNumbers(): { good: string; bad: string } {
  const body = `622202${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  const check = (10 - (sum % 10)) % 10;
  return { good: `${body}${check}`, bad: `${body}${(check + 1) % 10}` };
}

/** The answer of the captcha last shown on this page (its device id is in localStorage). */
export async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const deviceNo = await page.evaluate(() => localStorage.getItem('device_no'));
  const res = await request.get(`/api/sandbox/v1/last-captcha?device_no=${deviceNo}`, {
    headers: SITE_HEADERS,
  });
  const body = await res.json();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return body.data.answer as string;
}

/** The last code sent to a recipient ("+8613900000000" or an e-mail), for the given purpose. */
export async function lastCode(
  request: APIRequestContext,
  recipient: string,
  purpose: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/sandbox/v1/last-code?recipient=${encodeURIComponent(recipient)}`, {
        headers: SITE_HEADERS,
      });
      const body = await res.json();
      code = body.status && body.data.purpose === purpose ? (body.data.code as string) : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Encrypts like the browser does: RSA-OAEP SHA-256 under the site config's public key. */
export async function encryptor(request: APIRequestContext): Promise<(text: string) => string> {
  // From its own documentation-range address like registerViaApi, so the key's fetch does not count
  // against the loopback address that every browser of the run shares (RATE_LIMIT_PER_MINUTE).
  const headers = { ...SITE_HEADERS, 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0]! % 254)}` };
  const config = await (await request.get('/api/findmed/v1/md', { headers })).json();
  if (!config.status) throw new Error(`the site config was refused: ${JSON.stringify(config)}`);
  const key = createPublicKey({
    key: Buffer.from(config.data.publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return (text) =>
    publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    ).toString('base64');
}

export interface ApiMember {
  username: string;
  password: string;
  token: string;
}

/**
 * Registers a member through the API (captcha answered from the sandbox) and returns its session.
 * Each comes from its own documentation-range address (X-Forwarded-For, trusted from loopback by
 * e2e/serve.mjs), so a full run stays under the server's per-address hourly registration limit.
 */
/** Registers a new member through the API; with `inviteCode` it lands under that agent. */
export async function registerViaApi(
  request: APIRequestContext,
  { inviteCode, site }: { inviteCode?: string; site?: string } = {},
): Promise<ApiMember> {
  const encrypt = await encryptor(request);
  const siteHeaders = site ? { site_code: site } : SITE_HEADERS;
  const headers = {
    ...siteHeaders,
    d: '25',
    device_no: `h5_ios_e2e${randomBytes(5).toString('hex')}_x`,
    'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0]! % 254)}`,
  };
  await request.get('/api/findmed/v1/member/captcha?purpose=register', { headers });
  const captcha = await (
    await request.get(`/api/sandbox/v1/last-captcha?device_no=${headers.device_no}`, {
      headers: siteHeaders,
    })
  ).json();
  const username = uniqueUsername();
  const password = 'Start1234';
  const res = await request.post('/api/findmed/v1/member/register', {
    headers,
    form: {
      username,
      password: encrypt(password),
      confirmPassword: encrypt(password),
      captcha: captcha.data.answer,
      agree: '1',
      ...(inviteCode ? { inviteCode } : {}),
    },
  });
  const body = await res.json();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return { username, password, token: body.data.token as string };
}

/** Sets the member's real name through the API. */
export async function setRealNameViaApi(request: APIRequestContext, token: string, realName: string) {
  const res = await request.post('/api/findmed/v1/member/realname', {
    headers: { ...SITE_HEADERS, t: token },
    form: { realName },
  });
  expect((await res.json()).status).toBe(true);
}

/** Opens the site with the member's session in sessionStorage, as after a login. */
export async function openAs(page: Page, member: ApiMember, path: string): Promise<void> {
  await page.goto('/no-such-page');
  await page.evaluate((token) => sessionStorage.setItem('t', token), member.token);
  await page.goto(path);
}

/**
 * Types a 6-digit withdrawal password: on a phone into the six boxes with the on-screen number
 * keyboard, on a desktop into the plain input.
 */
export async function fillPin(page: Page, label: string, digits: string): Promise<void> {
  if (!isPhone(page)) {
    await page.getByLabel(label, { exact: true }).fill(digits);
    return;
  }
  await page.getByRole('button', { name: label, exact: true }).click();
  const keyboard = page.locator('.adm-number-keyboard-popup .adm-popup-body:visible');
  for (const digit of digits) await keyboard.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: label, exact: true }).blur();
  await expect(keyboard).toHaveCount(0);
}

/** A toast with this text shows. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.hl-toast').filter({ hasText: text }).first()).toBeVisible();
}

/** Closes the home's daily notice popup as a member would; it appears once the home has loaded its notice. */
export async function dismissNotice(page: Page): Promise<void> {
  const ok = page.getByRole('button', { name: '我知道了' });
  // The popup opens once the page has loaded, its notice has come and the browser is idle
  // (use-notice-popup.ts): on a busy machine that is later than any fixed wait from the
  // navigation, so wait for all three before deciding it will not come.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })),
  );
  await ok.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await ok.isVisible()) await ok.click();
  await expect(ok).toBeHidden();
}
