import { FIELD_MESSAGES } from '@houseline/shared/i18n/field-messages';
import { SERVER_MESSAGES } from '@houseline/shared/i18n/server-messages';
import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

const LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

describe('member page messages', () => {
  it('mirror the shared field messages word for word, so browser and server say the same', () => {
    for (const [locale, bundle] of Object.entries(LOCALES)) {
      const mirrored = Object.fromEntries(
        Object.entries(bundle.field).map(([key, text]) => [`field.${key}`, text]),
      );
      expect(mirrored, locale).toEqual(FIELD_MESSAGES[locale as keyof typeof LOCALES]);
    }
  });

  it('say the SPEC.md §8 failures as the server does', () => {
    for (const [locale, bundle] of Object.entries(LOCALES)) {
      const server = SERVER_MESSAGES[locale as keyof typeof LOCALES];
      expect(bundle.account.messages.codeError, locale).toBe(server.CODE_WRONG);
      expect(bundle.account.messages.codeError, locale).toBe(server.CAPTCHA_WRONG);
      expect(bundle.account.messages.accountOrPassword, locale).toBe(server.ACCOUNT_OR_PASSWORD);
      expect(bundle.account.messages.codeFailed, locale).toBe(server.CODE_SEND_FAILED);
    }
  });

  it('has the SPEC.md §8 sentences in Chinese', () => {
    const m = zhCN.account.messages;
    expect([m.codeError, m.accountOrPassword, m.codeFailed, m.copyFailed]).toEqual([
      '验证码错误',
      '账号或密码错误',
      '获取验证码失败',
      '复制失败',
    ]);
    expect([m.modified, m.bound, m.submitted, m.copied, m.passwordChanged]).toEqual([
      '修改成功',
      '绑定成功',
      '提交成功',
      '复制成功',
      '您的密码已修改成功',
    ]);
  });
});
