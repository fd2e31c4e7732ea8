import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/api-error.ts';
import { InsecureContextError } from './crypto/encrypt-password.ts';
import { EncryptionError, errorCode, errorMessage } from './error-message.ts';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

afterEach(() => vi.restoreAllMocks());

describe('errorMessage', () => {
  it("shows the server's message for a refusal", () => {
    const error = new ApiError('business', 'USERNAME_TAKEN', '该账户名已被注册', 200);
    expect(errorMessage(error, t)).toBe('该账户名已被注册');
    expect(errorCode(error)).toBe('USERNAME_TAKEN');
  });

  it('says the SPEC.md §8 failures with the client catalogue', () => {
    expect(errorMessage(new ApiError('business', 'CODE_WRONG', '验证码错误'), t)).toBe(
      '<account.messages.codeError>',
    );
    expect(errorMessage(new ApiError('business', 'CAPTCHA_WRONG', '验证码错误'), t)).toBe(
      '<account.messages.codeError>',
    );
    expect(errorMessage(new ApiError('business', 'ACCOUNT_OR_PASSWORD', 'x'), t)).toBe(
      '<account.messages.accountOrPassword>',
    );
  });

  it('falls back when a refusal has no message', () => {
    expect(errorMessage(new ApiError('business', 'BAD_REQUEST', '  '), t)).toBe(
      '<account.messages.tryAgain>',
    );
  });

  it('says nothing for an invalid session: the app is already going to the login page', () => {
    expect(errorMessage(new ApiError('session', 'SESSION_INVALID', 'token'), t)).toBeNull();
    expect(errorCode(new ApiError('session', 'SESSION_INVALID', 'token'))).toBeNull();
  });

  it('says "please try again" (or the given fallback) when the network failed', () => {
    expect(errorMessage(new ApiError('network', 'NETWORK', 'x'), t)).toBe('<account.messages.tryAgain>');
    expect(errorMessage(new ApiError('timeout', 'TIMEOUT', 'x'), t, 'account.messages.codeFailed')).toBe(
      '<account.messages.codeFailed>',
    );
  });

  it('explains a failed encryption, and an insecure context in particular', () => {
    expect(errorMessage(new EncryptionError(new Error('bad key')), t)).toBe('<field.encrypted>');
    expect(errorMessage(new EncryptionError(new InsecureContextError()), t)).toBe('<shell.insecureContext>');
  });

  it('logs anything unexpected', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(errorMessage(new TypeError('boom'), t)).toBe('<account.messages.tryAgain>');
    expect(log).toHaveBeenCalledOnce();
  });
});
