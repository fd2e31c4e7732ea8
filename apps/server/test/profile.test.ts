import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  lastCode,
  postForm,
  type TestContext,
} from './helpers.ts';

let phoneSeq = 0;
const newPhone = () => `135${String(Date.now() + phoneSeq++).slice(-8)}`;

describe.each(BACKENDS)('personal info, withdrawal password and withdrawal accounts (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function signedIn() {
    const member = await buildMember(ctx);
    const headers = clientHeaders('hgtyc', { t: member.token, device_no: `h5_android_${member.username}` });
    const post = (url: string, fields: Record<string, string | undefined>) =>
      postForm(ctx, url, fields, headers);
    const get = (url: string) => call(ctx.app, { method: 'GET', url, headers });
    return { member, headers, post, get };
  }

  async function bindPhone(
    post: (u: string, f: Record<string, string | undefined>) => ReturnType<typeof postForm>,
  ) {
    const phone = newPhone();
    await post('/api/service/sms', { channel: 'phone', purpose: 'bind', areaCode: '+86', phone });
    const res = await post('/api/findmed/v1/member/phone', {
      areaCode: '+86',
      phone,
      code: lastCode(ctx, `+86${phone}`),
    });
    expect(res.body).toEqual({ status: true, data: { done: true } });
    return phone;
  }

  it('sets the real name once', async () => {
    const { post, get } = await signedIn();
    const bad = await post('/api/findmed/v1/member/realname', { realName: 'x1' });
    expect(bad.body.data).toBe('请输入真实姓名（2-30个汉字或字母）');
    expect((await post('/api/findmed/v1/member/realname', { realName: '李小龙' })).body.data).toEqual({
      realName: '李**',
    });
    const again = await post('/api/findmed/v1/member/realname', { realName: '王五' });
    expect(again.body).toMatchObject({ status: false, code: 'REAL_NAME_ALREADY_SET' });
    expect((await get('/api/findmed/v1/member/token')).body.data).toMatchObject({
      realName: '李**',
      hasRealName: true,
    });
  });

  it('binds a phone, and changing it needs a code to the old one first', async () => {
    const { post, get } = await signedIn();
    const first = await bindPhone(post);
    expect((await get('/api/findmed/v1/member/token')).body.data.phone).toBe(
      `${first.slice(0, 3)}****${first.slice(-4)}`,
    );

    const second = newPhone();
    await post('/api/service/sms', { channel: 'phone', purpose: 'bind', areaCode: '+86', phone: second });
    const newCode = lastCode(ctx, `+86${second}`);
    const withoutOld = await post('/api/findmed/v1/member/phone', {
      areaCode: '+86',
      phone: second,
      code: newCode,
    });
    expect(withoutOld.body).toMatchObject({ status: false, code: 'OLD_CODE_REQUIRED' });

    const sent = await post('/api/service/sms', { channel: 'phone', purpose: 'verifyBound' });
    expect(sent.body.data.sentTo).toBe(`${first.slice(0, 3)}****${first.slice(-4)}`);
    const oldCode = lastCode(ctx, `+86${first}`);
    const ok = await post('/api/findmed/v1/member/phone', {
      areaCode: '+86',
      phone: second,
      code: newCode,
      oldCode,
    });
    expect(ok.body.status).toBe(true);
    expect((await get('/api/findmed/v1/member/token')).body.data.phone).toBe(
      `${second.slice(0, 3)}****${second.slice(-4)}`,
    );
  });

  it('binds an e-mail and refuses one another member has', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const email = `${a.member.username}@example.com`;
    await a.post('/api/service/sms', { channel: 'email', purpose: 'bind', email });
    expect(
      (await a.post('/api/findmed/v1/member/email', { email, code: lastCode(ctx, email) })).body.status,
    ).toBe(true);
    const taken = await b.post('/api/service/sms', {
      channel: 'email',
      purpose: 'bind',
      email: email.toUpperCase(),
    });
    expect(taken.body).toMatchObject({ status: false, code: 'EMAIL_TAKEN' });
    const notBound = await b.post('/api/service/sms', { channel: 'email', purpose: 'verifyBound' });
    expect(notBound.body.code).toBe('NOT_BOUND');
  });

  it('sets, changes and resets the 6-digit withdrawal password', async () => {
    const { post, get } = await signedIn();
    expect((await get('/api/f/v1/withdraw/password/config')).body.data).toEqual({ d: true, p: false });
    const enc = (v: string) => encryptPassword(ctx, v);
    const notDigits = await post('/api/findmed/v1/member/wpassword', {
      password: await enc('12ab56'),
      confirmPassword: await enc('12ab56'),
    });
    expect(notDigits.body.code).toBe('WPASSWORD_INVALID');
    const set = await post('/api/findmed/v1/member/wpassword', {
      password: await enc('135790'),
      confirmPassword: await enc('135790'),
    });
    expect(set.body.status).toBe(true);
    expect((await get('/api/f/v1/withdraw/password/config')).body.data).toEqual({ d: true, p: true });

    const again = await post('/api/findmed/v1/member/wpassword', {
      password: await enc('246810'),
      confirmPassword: await enc('246810'),
    });
    expect(again.body.code).toBe('WPASSWORD_ALREADY_SET');
    const wrongOld = await post('/api/findmed/v1/member/wpassword', {
      oldPassword: await enc('000000'),
      password: await enc('246810'),
      confirmPassword: await enc('246810'),
    });
    expect(wrongOld.body).toMatchObject({ code: 'WPASSWORD_WRONG', data: '取款密码错误' });
    const changed = await post('/api/findmed/v1/member/wpassword', {
      oldPassword: await enc('135790'),
      password: await enc('246810'),
      confirmPassword: await enc('246810'),
    });
    expect(changed.body.status).toBe(true);

    // Reset by a code to the bound phone.
    const phone = await bindPhone(post);
    const send = await post('/api/service/sms', { channel: 'phone', purpose: 'withdrawPassword' });
    expect(send.body.data.sentTo).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const code = lastCode(ctx, `+86${phone}`);
    const reset = await post('/api/findmed/v1/member/wpassword/reset', {
      channel: 'phone',
      code,
      password: await enc('975310'),
      confirmPassword: await enc('975310'),
    });
    expect(reset.body.status).toBe(true);
  });

  it('adds each kind of withdrawal account only with the withdrawal password, and checks formats', async () => {
    const { post, get } = await signedIn();
    const enc = (v: string) => encryptPassword(ctx, v);
    const noPassword = await post('/api/findmed/v1/member/cards/coin', {
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      wpassword: await enc('123456'),
    });
    expect(noPassword.body).toMatchObject({
      status: false,
      code: 'WPASSWORD_NOT_SET',
      data: '请先设置取款密码',
    });
    await post('/api/findmed/v1/member/wpassword', {
      password: await enc('135790'),
      confirmPassword: await enc('135790'),
    });
    const wp = await enc('135790');

    const noName = await post('/api/findmed/v1/member/cards/bank', {
      bankCode: 'ICBC',
      cardNo: '6222 0202 0011 2345 670',
      wpassword: wp,
    });
    expect(['REAL_NAME_REQUIRED', 'BAD_REQUEST']).toContain(noName.body.code);
    await post('/api/findmed/v1/member/realname', { realName: '陈大文' });

    const badCard = await post('/api/findmed/v1/member/cards/bank', {
      bankCode: 'ICBC',
      cardNo: '4111111111111112',
      wpassword: wp,
    });
    expect(badCard.body.data).toBe('请输入正确的银行卡号');
    const badBank = await post('/api/findmed/v1/member/cards/bank', {
      bankCode: 'NOPE',
      cardNo: '4111111111111111',
      wpassword: wp,
    });
    expect(badBank.status).toBe(400);
    const card = await post('/api/findmed/v1/member/cards/bank', {
      bankCode: 'ICBC',
      cardNo: '4111 1111 1111 1111',
      wpassword: wp,
    });
    expect(card.body.status).toBe(true);
    expect(card.body.data.accounts[0]).toMatchObject({
      kind: 'bank',
      title: '中国工商银行',
      holderName: '陈**',
      accountMasked: '**** **** **** 1111',
    });
    const dup = await post('/api/findmed/v1/member/cards/bank', {
      bankCode: 'ICBC',
      cardNo: '4111111111111111',
      wpassword: wp,
    });
    expect(dup.body.code).toBe('ACCOUNT_DUPLICATE');

    const badAddress = await post('/api/findmed/v1/member/cards/coin', {
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
      wpassword: wp,
    });
    expect(badAddress.body.data).toBe('请输入正确的钱包地址');
    const erc = await post('/api/findmed/v1/member/cards/coin', {
      network: 'ERC20',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      label: '冷钱包',
      wpassword: wp,
    });
    expect(erc.body.data.accounts.at(-1)).toMatchObject({
      kind: 'coin',
      title: 'USDT-ERC20',
      label: '冷钱包',
    });
    const alipay = await post('/api/findmed/v1/member/cards/alipay', {
      account: '13800138000',
      wpassword: wp,
    });
    expect(alipay.body.data.accounts.at(-1)).toMatchObject({ kind: 'alipay', accountMasked: '138****8000' });
    const badAlipay = await post('/api/findmed/v1/member/cards/alipay', {
      account: 'not-an-account',
      wpassword: wp,
    });
    expect(badAlipay.body.data).toBe('请输入正确的支付宝账号（手机号或邮箱）');

    const wrongWp = await post('/api/findmed/v1/member/cards/alipay', {
      account: 'pay@example.com',
      wpassword: await enc('000000'),
    });
    expect(wrongWp.body.code).toBe('WPASSWORD_WRONG');

    const list = await get('/api/findmed/v1/member/cards');
    expect(list.body.data.accounts).toHaveLength(3);
    expect(list.body.data.limits).toEqual({ bank: 5, coin: 5, alipay: 3 });
    expect(JSON.stringify(list.body.data)).not.toContain('4111111111111111');
  });

  it("keeps to its limit per kind and treats another member's account as not found", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const enc = (v: string) => encryptPassword(ctx, v);
    for (const s of [a, b]) {
      await s.post('/api/findmed/v1/member/wpassword', {
        password: await enc('135790'),
        confirmPassword: await enc('135790'),
      });
    }
    const wp = await enc('135790');
    const accounts = ['13800138001', '13800138002', '13800138003'];
    for (const account of accounts) {
      expect(
        (await a.post('/api/findmed/v1/member/cards/alipay', { account, wpassword: wp })).body.status,
      ).toBe(true);
    }
    const over = await a.post('/api/findmed/v1/member/cards/alipay', {
      account: '13800138004',
      wpassword: wp,
    });
    expect(over.body).toMatchObject({ code: 'ACCOUNT_LIMIT', data: '该类账户已达上限（3个）' });

    const aId = (await a.get('/api/findmed/v1/member/cards')).body.data.accounts[0].id as string;
    const stolen = await b.post('/api/findmed/v1/member/cards/remove', { id: aId, wpassword: wp });
    expect(stolen.status).toBe(404);
    expect((await a.get('/api/findmed/v1/member/cards')).body.data.accounts).toHaveLength(3);
    const removed = await a.post('/api/findmed/v1/member/cards/remove', { id: aId, wpassword: wp });
    expect(removed.body.data.accounts).toHaveLength(2);
  });
});
