import { describe, expect, it, vi } from 'vitest';
import { createSessionInvalidHandler, LOGIN_PATH } from './session-invalid.ts';

function deps(native: boolean) {
  return {
    clearMember: vi.fn(),
    dropMemberQueries: vi.fn(),
    requestNativeLogin: vi.fn(() => native),
    navigate: vi.fn(),
    requireLogin: vi.fn(),
  };
}

describe('invalid session handling', () => {
  it('in a browser clears the member and goes to /login', () => {
    const d = deps(false);
    createSessionInvalidHandler(d)();
    expect(d.clearMember).toHaveBeenCalledOnce();
    expect(d.dropMemberQueries).toHaveBeenCalledOnce();
    expect(d.navigate).toHaveBeenCalledWith(LOGIN_PATH);
    expect(d.requireLogin).toHaveBeenCalledOnce();
    expect(LOGIN_PATH).toBe('/login');
  });

  it('inside the native app clears the member and asks the app to sign in instead', () => {
    const d = deps(true);
    createSessionInvalidHandler(d)();
    expect(d.clearMember).toHaveBeenCalledOnce();
    expect(d.requestNativeLogin).toHaveBeenCalledOnce();
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.requireLogin).not.toHaveBeenCalled();
  });
});
