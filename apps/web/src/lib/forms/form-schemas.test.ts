import { describe, expect, it } from 'vitest';
import { contactProblem, loginSchema, loginWithCaptchaSchema, registerSchema } from './auth-schemas.ts';
import { bindContactSchema, changePasswordSchema, withdrawPasswordSchema } from './security-schemas.ts';
import { addAlipaySchema, addBankCardSchema, addVirtualCoinSchema } from './withdraw-account-schemas.ts';

/** The message keys of a failed parse, by field. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

const register = {
  username: 'player01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  captcha: 'a1b2',
  channel: 'phone' as const,
  areaCode: '+86',
  phone: '',
  email: '',
  code: '',
  inviteCode: '',
  agree: true,
};

describe('login form', () => {
  it('needs the captcha only once the server asked for it', () => {
    const values = { account: 'player01', password: 'abc12345', captcha: '' };
    expect(loginSchema.safeParse(values).success).toBe(true);
    expect(problems(loginWithCaptchaSchema.safeParse(values))).toEqual({ captcha: 'field.captcha' });
  });

  it('checks the clear password against the shared rule before it is encrypted', () => {
    expect(problems(loginSchema.safeParse({ account: 'player01', password: 'short', captcha: '' }))).toEqual({
      password: 'field.password',
    });
  });
});

describe('register form', () => {
  it('accepts a minimal registration (no phone, no e-mail, no invite code)', () => {
    expect(registerSchema.safeParse(register).success).toBe(true);
  });

  it('names each problem with its shared message key', () => {
    const result = registerSchema.safeParse({
      ...register,
      username: 'ab',
      confirmPassword: 'abc12346',
      captcha: '',
      inviteCode: '!!',
      agree: false,
    });
    expect(problems(result)).toEqual({
      username: 'field.username',
      confirmPassword: 'field.passwordMismatch',
      captcha: 'field.captcha',
      inviteCode: 'field.inviteCode',
      agree: 'field.agree',
    });
  });

  it('once a phone is typed, wants a valid one, its area code and its code', () => {
    expect(problems(registerSchema.safeParse({ ...register, phone: '12345678901' }))).toEqual({
      phone: 'field.phone',
      code: 'field.smsCode',
    });
    expect(
      problems(registerSchema.safeParse({ ...register, phone: '13800138000', areaCode: '' })),
    ).toMatchObject({
      areaCode: 'field.areaCode',
    });
    expect(registerSchema.safeParse({ ...register, phone: '13800138000', code: '123456' }).success).toBe(
      true,
    );
  });

  it('checks the e-mail only on the e-mail channel', () => {
    const email = { ...register, channel: 'email' as const, phone: 'ignored' };
    expect(registerSchema.safeParse(email).success).toBe(true);
    expect(problems(registerSchema.safeParse({ ...email, email: 'nope' }))).toMatchObject({
      email: 'field.email',
    });
  });
});

describe('contactProblem (before a code is sent)', () => {
  it('finds an empty area code, a wrong number or e-mail', () => {
    const base = { channel: 'phone' as const, areaCode: '+86', phone: '13800138000', email: '' };
    expect(contactProblem(base)).toBeNull();
    expect(contactProblem({ ...base, areaCode: '' })).toEqual({
      field: 'areaCode',
      message: 'field.areaCode',
    });
    expect(contactProblem({ ...base, phone: '2345' })).toEqual({ field: 'phone', message: 'field.phone' });
    expect(contactProblem({ ...base, channel: 'email', email: 'a@b.co' })).toBeNull();
  });
});

describe('settings forms', () => {
  it('wants the new login password twice and the old one', () => {
    const result = changePasswordSchema.safeParse({
      oldPassword: '',
      password: 'abc12345',
      confirmPassword: 'x',
      endOthers: true,
    });
    expect(problems(result)).toEqual({
      oldPassword: 'field.password',
      confirmPassword: 'field.passwordMismatch',
    });
  });

  it('asks for the old withdrawal password only when changing it', () => {
    const values = { changing: false, oldPassword: '', password: '123456', confirmPassword: '123456' };
    expect(withdrawPasswordSchema.safeParse(values).success).toBe(true);
    expect(problems(withdrawPasswordSchema.safeParse({ ...values, changing: true }))).toEqual({
      oldPassword: 'field.withdrawPassword',
    });
    expect(problems(withdrawPasswordSchema.safeParse({ ...values, password: '12345a' }))).toMatchObject({
      password: 'field.withdrawPassword',
    });
  });

  it('wants the old code when changing a bound phone', () => {
    const values = {
      channel: 'phone' as const,
      needsOldCode: true,
      oldCode: '',
      areaCode: '+86',
      phone: '13800138000',
      email: '',
      code: '123456',
    };
    expect(problems(bindContactSchema.safeParse(values))).toEqual({ oldCode: 'field.smsCode' });
    expect(bindContactSchema.safeParse({ ...values, needsOldCode: false }).success).toBe(true);
  });
});

describe('withdrawal account forms', () => {
  it('takes a card number with spaces, sends the digits, and runs the Luhn check', () => {
    const card = { bankCode: 'ICBC', cardNo: '6222 0212 3456 7890 128', branch: '', wpassword: '123456' };
    const ok = addBankCardSchema.safeParse({ ...card, cardNo: '4111 1111 1111 1111' });
    expect(ok.success && ok.data.cardNo).toBe('4111111111111111');
    expect(problems(addBankCardSchema.safeParse({ ...card, cardNo: '4111 1111 1111 1112' }))).toEqual({
      cardNo: 'field.cardNo',
    });
    expect(
      problems(addBankCardSchema.safeParse({ ...card, bankCode: '', cardNo: '4111111111111111' })),
    ).toEqual({
      bankCode: 'field.bankCode',
    });
  });

  it('checks the address format of the chosen network', () => {
    const coin = {
      network: 'TRC20' as const,
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      label: '',
      wpassword: '123456',
    };
    expect(addVirtualCoinSchema.safeParse(coin).success).toBe(true);
    expect(
      problems(addVirtualCoinSchema.safeParse({ ...coin, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' })),
    ).toEqual({
      address: 'field.coinAddress',
    });
    expect(problems(addVirtualCoinSchema.safeParse({ ...coin, network: 'ERC20' }))).toEqual({
      address: 'field.coinAddress',
    });
  });

  it('takes a mainland mobile number or an e-mail as Alipay account', () => {
    expect(addAlipaySchema.safeParse({ account: '13800138000', wpassword: '123456' }).success).toBe(true);
    expect(addAlipaySchema.safeParse({ account: 'me@example.com', wpassword: '123456' }).success).toBe(true);
    expect(problems(addAlipaySchema.safeParse({ account: '12345', wpassword: '12' }))).toEqual({
      account: 'field.alipay',
      wpassword: 'field.withdrawPassword',
    });
  });
});
