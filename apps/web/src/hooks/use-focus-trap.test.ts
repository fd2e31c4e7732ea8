// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusTrap } from './use-focus-trap.ts';

function sheet(): {
  outside: HTMLButtonElement;
  node: HTMLDivElement;
  a: HTMLButtonElement;
  b: HTMLInputElement;
} {
  document.body.innerHTML =
    '<button id="outside">fab</button><div id="sheet"><button id="a">close</button><input id="b" /></div>';
  const q = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { outside: q('outside'), node: q('sheet'), a: q('a'), b: q('b') };
}

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFocusTrap', () => {
  it('moves focus in on open, wraps Tab and Shift+Tab, and gives focus back on close', () => {
    const { outside, node, a, b } = sheet();
    outside.focus();
    const { rerender } = renderHook(({ active }) => useFocusTrap(node, active), {
      initialProps: { active: true },
    });
    expect(document.activeElement).toBe(a);
    b.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(a);
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(b);
    outside.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(a);
    rerender({ active: false });
    expect(document.activeElement).toBe(outside);
  });

  it('calls onEscape, and does nothing while inactive', () => {
    const { node } = sheet();
    const onEscape = vi.fn();
    const { rerender } = renderHook(({ active }) => useFocusTrap(node, active, onEscape), {
      initialProps: { active: false },
    });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onEscape).not.toHaveBeenCalled();
    expect(tab()).toBe(false);
    rerender({ active: true });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
