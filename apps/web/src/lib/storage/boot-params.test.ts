import { describe, expect, it } from 'vitest';
import { applyBootParams } from './boot-params.ts';
import { safeStorage } from './safe-storage.ts';
import { createSessionStore } from './session-store.ts';

const session = () => createSessionStore(safeStorage(() => undefined));

describe('boot parameters from the page address', () => {
  it('stores token as t and removes it from the address', () => {
    const s = session();
    const cleaned = applyBootParams('https://m.example/app/home?token=abc&x=1#top', s);
    expect(s.getToken()).toBe('abc');
    expect(cleaned).toBe('https://m.example/app/home?x=1#top');
  });

  it('never replaces a session the browser already has (no planting by link)', () => {
    const s = session();
    s.setToken('mine');
    const cleaned = applyBootParams('https://m.example/app/home?token=attacker', s);
    expect(s.getToken()).toBe('mine');
    expect(cleaned).toBe('https://m.example/app/home');
  });

  it('stores i_code and invite_code as aid, and keeps them in the address', () => {
    const s = session();
    expect(applyBootParams('https://m.example/?i_code=A1', s)).toBe('https://m.example/?i_code=A1');
    expect(s.getAgentCode()).toBe('A1');
    applyBootParams('https://m.example/entry/register?invite_code=B2', s);
    expect(s.getAgentCode()).toBe('B2');
  });

  it('changes nothing without parameters', () => {
    const s = session();
    expect(applyBootParams('https://m.example/app/home', s)).toBe('https://m.example/app/home');
    expect(s.getToken()).toBeNull();
    expect(s.getAgentCode()).toBeNull();
  });
});
