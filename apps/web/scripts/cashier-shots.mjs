// The cashier's screenshots (issue 4): the member of screenshots.mjs gets money first (a bank
// deposit confirmed by an operator, a USDT transfer on the sandbox chain, a transfer to a venue, an
// exchange and a withdrawal), so every page has something to show.
import { randomUUID } from 'node:crypto';

const SITE = { site_code: 'hgtyc', d: '25' };

async function send(baseUrl, method, path, { token, bearer, form, json } = {}) {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...SITE,
      ...(token ? { t: token } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : json ? JSON.stringify(json) : undefined,
  });
  const body = await res.json();
  if (!body.status) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/** Moves money through every cashier flow for the member with `token`; returns a few ids to open. */
export async function fundMember(baseUrl, { token, accountId, encrypt }) {
  const member = (method, path, form) => send(baseUrl, method, path, { token, form });
  const { token: admin } = await send(baseUrl, 'POST', '/api/admin/v1/login', {
    json: { username: 'admin', password: 'Admin@2026!' },
  });
  const operator = (path, json) => send(baseUrl, 'POST', path, { bearer: admin, json });
  const bank = await member('POST', '/api/findmed/v1/deposit/create', {
    channelId: 'bank',
    amount: '5000',
    payerName: '王小明',
    requestId: randomUUID(),
  });
  await operator('/api/admin/v1/deposits/confirm', { orderNo: bank.orderNo });
  const pendingBank = await member('POST', '/api/findmed/v1/deposit/create', {
    channelId: 'bank',
    amount: '1200',
    payerName: '王小明',
    requestId: randomUUID(),
  });
  const { address } = await member('GET', '/api/findmed/v1/deposit/address?network=TRC20');
  await send(baseUrl, 'POST', '/api/sandbox/v1/chain/send', { form: { address, amount: '50' } });
  await member('POST', '/api/findmed/v1/wallet/transfer', {
    from: 'center',
    to: 'demo_slot',
    amount: '800',
    requestId: randomUUID(),
  });
  const quote = await member('POST', '/api/findmed/v1/wallet/exchange/quote', {
    from: 'center',
    to: 'usdt',
    amount: '100',
  });
  await member('POST', '/api/findmed/v1/wallet/exchange', { quoteId: quote.quoteId });
  const { username } = await member('GET', '/api/findmed/v1/member/token');
  await operator('/api/admin/v1/members/turnover/waive', { username, reason: 'screenshots' });
  const withdrawal = await member('POST', '/api/findmed/v1/withdraw/apply', {
    accountId,
    amount: '300',
    wpassword: encrypt('135790'),
    requestId: randomUUID(),
  });
  const records = await member('GET', '/api/findmed/v1/wallet/records?page=1&size=1');
  return {
    depositOrderNo: pendingBank.orderNo,
    withdrawOrderNo: withdrawal.orderNo,
    transactionId: records.list[0]?.id,
  };
}

const pages = [
  ['deposit', '/finance/deposit'],
  ['deposit-gateway', '/finance/deposit?channel=sandpay'],
  ['deposit-usdt', '/finance/deposit?channel=usdt_trc20'],
  ['deposit-info', '/finance/deposit/info?orderNo=DEPOSIT'],
  ['withdraw', '/finance/withdraw'],
  ['transfer', '/finance/transfer'],
  ['my-assets', '/finance/myAssets'],
  ['transaction-record', '/user/transactionRecord'],
  ['transaction-detail', '/user/transactionDetail?id=TRANSACTION'],
  ['redemption-record', '/user/redemptionRecord'],
  ['redemption-detail', '/user/redemptionDetail?orderNo=WITHDRAWAL'],
];

const fillWrong = (selector, text) => async (page) => {
  await page.locator(selector).fill(text);
  await page.locator('form button[type=submit]').first().click();
  await page.waitForTimeout(500);
};

/** The cashier shots for a device; `member: 'funded'` asks screenshots.mjs for the funded member. */
export function cashierShots(device, prefix) {
  return [
    ...pages.map(([name, path]) => ({ name: `${prefix}-${name}`, device, path, member: true, funded: true })),
    {
      name: `${prefix}-deposit-errors`,
      device,
      path: '/finance/deposit',
      member: true,
      funded: true,
      action: fillWrong('#deposit-amount', '12.345'),
    },
    {
      name: `${prefix}-exchange`,
      device,
      path: '/finance/myAssets?exchange=1',
      member: true,
      funded: true,
      // The sheet is a dialog: keep it (screenshots.mjs closes the home notice popup otherwise).
      keepPopup: true,
      action: async (page) => {
        await page.waitForTimeout(1500);
        await page.locator('#exchange-amount').fill('100');
        await page.getByRole('button', { name: '获取报价' }).click();
        await page.waitForTimeout(800);
      },
    },
  ];
}

/** Replaces the placeholders of a cashier path with the funded member's ids. */
export function cashierPath(path, ids) {
  return path
    .replace('DEPOSIT', ids?.depositOrderNo ?? '')
    .replace('WITHDRAWAL', ids?.withdrawOrderNo ?? '')
    .replace('TRANSACTION', ids?.transactionId ?? '');
}
