import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside `node` while `active` (a sheet or panel that is not a native
 * `<dialog>`, e.g. an antd-mobile Popup): focus moves into it when it opens, Tab and Shift+Tab
 * cycle through its controls, Escape calls `onEscape`, and focus goes back where it was when it
 * closes. Pass the element from a callback ref (state), so a node that mounts a frame after
 * `active` turns true (an animated sheet) is still trapped.
 */
export function useFocusTrap(node: HTMLElement | null, active: boolean, onEscape?: () => void): void {
  useEffect(() => {
    if (!active || !node) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const controls = () => [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (controls()[0] ?? node).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onEscape?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = controls();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (!node.contains(current)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [active, node, onEscape]);
}
