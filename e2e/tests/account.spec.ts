import { expect, type Page, test } from '@playwright/test';
import {
  captchaAnswer,
  cardNumbers,
  expectToast,
  fillPin,
  isPhone,
  lastCode,
  openAs,
  registerViaApi,
  setRealNameViaApi,
  uniquePhone,
  uniqueUsername,
} from './account-helpers.ts';

// Member journeys of issue 3 in a real browser against the real server (sandbox codes and
// captchas), in the phone and the desktop layout. Messages are checked in Chinese, as members see them.

const homeUrl = (page: Page) => (isPhone(page) ? /\/app\/home$/ : /\/home$/);

/**
 * Waits for a new captcha image and returns its answer. `load` is what makes the page fetch one
 * (opening the page, or the refresh button); the wait starts before it, so a fast answer is not missed.
 */
async function freshCaptcha(
  page: Page,
  request: Parameters<typeof captchaAnswer>[1],
  load: () => Promise<unknown> = () => page.getByRole('button', { name: '看不清？点击换一张' }).click(),
) {
  const image = page.waitForResponse((r) => r.url().includes('/member/captcha') && r.status() === 200);
  await load();
  await image;
  await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
  return captchaAnswer(page, request);
}

async function logIn(page: Page, account: string, password: string) {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test.describe('member account', () => {
  test('register, log out, log in (a wrong password first)', async ({ page, request }) => {
    const username = uniqueUsername();
    const password = 'Abc12345';
    const captcha = await freshCaptcha(page, request, () => page.goto('/entry/register'));

    await test.step('bad input is named before anything is sent', async () => {
      await page.getByLabel('账户名', { exact: true }).fill('ab');
      await page.getByRole('button', { name: '立即注册' }).click();
      await expect(page.getByText('账户名须为4-11位字母或数字')).toBeVisible();
      await expect(page.getByText('请确认您已年满18周岁并同意用户协议')).toBeVisible();
    });

    await test.step('a wrong captcha is refused with "verification code error"', async () => {
      await page.getByLabel('账户名', { exact: true }).fill(username);
      await page.getByLabel('密码', { exact: true }).fill(password);
      await page.getByLabel('确认密码', { exact: true }).fill(password);
      await page.getByLabel('图形验证码', { exact: true }).fill(captcha === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
      await page.getByRole('checkbox').check();
      const next = page.waitForResponse((r) => r.url().includes('/member/captcha'));
      await page.getByRole('button', { name: '立即注册' }).click();
      await expectToast(page, '验证码错误');
      await next;
    });

    await test.step('the right captcha registers and signs in', async () => {
      await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
      await page.getByLabel('图形验证码', { exact: true }).fill(await captchaAnswer(page, request));
      await page.getByRole('button', { name: '立即注册' }).click();
      await expect(page).toHaveURL(homeUrl(page));
      expect(await page.evaluate(() => sessionStorage.getItem('t'))).toBeTruthy();
    });

    await test.step('log out of every device from the settings', async () => {
      await page.goto('/setting');
      await page.getByRole('button', { name: '退出登录' }).click();
      const dialog = page.getByRole('dialog', { name: '退出登录' });
      await dialog.getByRole('checkbox', { name: '同时退出所有其他设备上的登录' }).check();
      const logout = page.waitForRequest((r) => r.url().includes('/member/logout'));
      await dialog.getByRole('button', { name: '确认退出' }).click();
      expect((await logout).postData()).toContain('all=1');
      await expect(page).toHaveURL(homeUrl(page));
      await expectToast(page, '您已安全退出');
      expect(await page.evaluate(() => sessionStorage.getItem('t'))).toBeNull();
    });

    await test.step('a member page asks to log in and comes back afterwards', async () => {
      await page.goto('/personalInfo');
      await expect(page).toHaveURL(/\/entry\/login\?redirect=%2FpersonalInfo$/);
      await logIn(page, username, 'Wrong1234');
      await expectToast(page, '账号或密码错误');
      await logIn(page, username, password);
      await expect(page).toHaveURL(/\/personalInfo$/);
      await expect(page.getByText(username).first()).toBeVisible();
    });
  });

  test('personal info, phone binding, password change and recovery', async ({ page, request }) => {
    const member = await registerViaApi(request);
    const phone = uniquePhone();
    await openAs(page, member, '/personalInfo');

    await test.step('real name: refused when malformed, then set once', async () => {
      await page.getByRole('link', { name: /真实姓名/ }).click();
      await expect(page.getByText('真实姓名设置后不可修改')).toBeVisible();
      await page.getByLabel('真实姓名').fill('1');
      await page.getByRole('button', { name: '提交' }).click();
      await expect(page.getByText('请输入真实姓名（2-30个汉字或字母）')).toBeVisible();
      await page.getByLabel('真实姓名').fill('张三丰');
      await page.getByRole('button', { name: '提交' }).click();
      await page.getByRole('button', { name: '确认无误，提交' }).click();
      await expectToast(page, '提交成功');
      await expect(page).toHaveURL(/\/personalInfo$/);
      await expect(page.getByText('张**').first()).toBeVisible();
    });

    await test.step('bind a phone with its code', async () => {
      await page.getByRole('link', { name: /手机号码/ }).click();
      await page.getByLabel('手机号码').fill(phone);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expectToast(page, '验证码已发送至');
      await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
      await page.getByLabel('手机验证码').fill('000000');
      await page.getByRole('button', { name: '确认绑定' }).click();
      await expectToast(page, '验证码错误');
      await page.getByLabel('手机验证码').fill(await lastCode(request, `+86${phone}`, 'bind'));
      await page.getByRole('button', { name: '确认绑定' }).click();
      await expectToast(page, '绑定成功');
      await expect(page.getByText(`+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
    });

    await test.step('change the login password: a wrong old one is refused', async () => {
      await page.goto('/setting/password');
      await page.getByLabel('原登录密码').fill('Wrong1234');
      await page.getByLabel('新登录密码').fill('Second123');
      await page.getByLabel('确认密码').fill('Second123');
      await page.getByRole('button', { name: '确认修改' }).click();
      await expectToast(page, '原密码错误');
      await page.getByLabel('原登录密码').fill(member.password);
      await page.getByRole('button', { name: '确认修改' }).click();
      await expect(page).toHaveURL(/\/setting\/success/);
      await expect(page.getByText('修改成功')).toBeVisible();
      await page.getByRole('link', { name: '重新登录' }).click();
      await logIn(page, member.username, 'Second123');
      await expect(page).toHaveURL(/\/app\/center$/);
    });

    await test.step('recover the password with a code to the bound phone, then log in with it', async () => {
      await page.goto('/forgetPassword');
      await page.getByLabel('手机号码').fill(phone);
      // The first "get code" asks for a graphic captcha; the second sends the code with it.
      const captcha = await freshCaptcha(page, request, () =>
        page.getByRole('button', { name: '获取验证码' }).click(),
      );
      await page.getByLabel('图形验证码', { exact: true }).fill(captcha);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expectToast(page, '验证码已发送至');
      await page.getByLabel('手机验证码').fill(await lastCode(request, `+86${phone}`, 'forget'));
      await page.getByLabel('新登录密码').fill('Third1234');
      await page.getByLabel('确认密码').fill('Third1234');
      await page.getByRole('button', { name: '重置密码' }).click();
      await expectToast(page, '您的密码已修改成功');
      await expect(page).toHaveURL(/\/entry\/login$/);
      await logIn(page, `+86${phone}`, 'Third1234');
      await expect(page).toHaveURL(homeUrl(page));
    });
  });

  test('withdrawal password and withdrawal accounts', async ({ page, request }) => {
    // The longest journey (the phone number keyboard is typed key by key): give it room on a busy machine.
    test.slow();
    const member = await registerViaApi(request);
    await setRealNameViaApi(request, member.token, '李四');
    const card = cardNumbers();
    await openAs(page, member, '/cards');

    await test.step('a member without a withdrawal password is told to set one first', async () => {
      await expect(page.getByText('请先设置取款密码').first()).toBeVisible();
      await page.getByRole('link', { name: '立即设置' }).click();
      await expect(page).toHaveURL(/\/setting\/wpassword\?redirect=%2Fcards/);
    });

    await test.step('set the withdrawal password, then change it', async () => {
      await fillPin(page, '取款密码', '135790');
      await fillPin(page, '确认取款密码', '135790');
      await page.getByRole('button', { name: '确认', exact: true }).click();
      await expect(page.getByText('设置成功')).toBeVisible();
      await page.goto('/setting/wpassword');
      await fillPin(page, '原取款密码', '135790');
      await fillPin(page, '新取款密码', '246801');
      await fillPin(page, '确认取款密码', '246801');
      await page.getByRole('button', { name: '确认', exact: true }).click();
      await expect(page.getByText('修改成功')).toBeVisible();
    });

    await test.step('add a bank card: a malformed number is refused', async () => {
      await page.goto('/cards/addBankCard');
      await expect(page.getByLabel('持卡人')).toHaveValue('李*');
      await page.getByRole('button', { name: /开户银行/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: '中国工商银行' }).click();
      await page.getByLabel('银行卡号').fill(card.bad);
      await expect(page.getByLabel('银行卡号')).toHaveValue(/^\d{4} \d{4} \d{4} \d{4}$/);
      await fillPin(page, '取款密码', '246801');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expect(page.getByText('请输入正确的银行卡号')).toBeVisible();
      await page.getByLabel('银行卡号').fill(card.good);
      await page.getByRole('button', { name: '确认添加' }).click();
      await expectToast(page, '绑定成功');
      await expect(page).toHaveURL(/\/cards$/);
      await expect(page.getByText(`**** **** **** ${card.good.slice(-4)}`)).toBeVisible();
    });

    await test.step('add a TRC20 address: a mistyped one is refused', async () => {
      await page.goto('/cards/addVirtualCoin');
      await page.getByLabel('钱包地址').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
      await fillPin(page, '取款密码', '246801');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expect(page.getByText('请输入正确的钱包地址')).toBeVisible();
      await page.getByLabel('钱包地址').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expectToast(page, '绑定成功');
      await expect(page.getByText('TR7NHq…gjLj6t')).toBeVisible();
    });

    await test.step('add an Alipay account, then remove it with the withdrawal password', async () => {
      const alipay = uniquePhone();
      await page.goto('/cards/addAlipay');
      await page.getByLabel('支付宝账号').fill(alipay);
      await fillPin(page, '取款密码', '246801');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expectToast(page, '绑定成功');
      const masked = `${alipay.slice(0, 3)}****${alipay.slice(-4)}`;
      await page.getByRole('link', { name: new RegExp(masked.replace(/\*/g, '\\*')) }).click();
      await expect(page).toHaveURL(/\/cards\/bankDetail\?id=\d+$/);
      await page.getByRole('button', { name: '删除此账户' }).click();
      await fillPin(page, '取款密码', '246801');
      await page.getByRole('button', { name: '确认删除' }).click();
      await expectToast(page, '删除成功');
      await expect(page).toHaveURL(/\/cards$/);
      await expect(page.getByText(masked)).toHaveCount(0);
      await expect(page.getByText('TR7NHq…gjLj6t')).toBeVisible();
    });
  });
});
