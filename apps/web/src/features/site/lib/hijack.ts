/**
 * When to show the "domain hijacked" notice (SPEC.md §8; docs/hijack-notice.md):
 * (a) the page is shown inside a frame of another origin, or
 * (b) the page's host name is not one of the brand's published hosts (site config `allowedHosts`).
 */
export type HijackReason = 'framed' | 'unknown-host';

interface FrameWindow {
  self: unknown;
  top: { location: { origin: string } } | null;
  location: { origin: string; ancestorOrigins?: { length: number; [index: number]: string } };
}

/** True when an ancestor frame has another origin (reading a cross-origin top throws). */
export function isFramedByOtherOrigin(win: FrameWindow): boolean {
  if (win.top === null || win.top === win.self) return false;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors) {
    for (let i = 0; i < ancestors.length; i++) {
      if (ancestors[i] !== win.location.origin) return true;
    }
  }
  try {
    return win.top.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}

export function isHostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}

export function detectHijack(input: {
  framedByOtherOrigin: boolean;
  hostname: string;
  /** Undefined while the site config has not loaded: the host check waits for it. */
  allowedHosts: readonly string[] | undefined;
}): HijackReason | null {
  if (input.framedByOtherOrigin) return 'framed';
  if (input.allowedHosts && !isHostAllowed(input.hostname, input.allowedHosts)) return 'unknown-host';
  return null;
}
