import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser then has a quiet moment (or `timeoutMs` passed):
 * for work a member does not need in the first second — the shell's extras, the home's popup —
 * so it does not compete with the first screen on a slow phone (decision 0046).
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(() => setIdle(true), 300);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [timeoutMs]);
  return idle;
}
