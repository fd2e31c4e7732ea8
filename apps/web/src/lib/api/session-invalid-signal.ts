/**
 * The API client's "the session is invalid" signal, delivered to the handler the app sets
 * (src/app/session-wiring.tsx). The client ends a session once (decision 0057), so a signal that
 * comes before the app has set its handler (the first answer can beat the first effects) is kept
 * and delivered when the handler arrives, rather than lost with the member left on the page.
 */
export interface SessionInvalidSignal {
  fire(): void;
  setHandler(handler: () => void): void;
}

export function createSessionInvalidSignal(): SessionInvalidSignal {
  let handler: (() => void) | null = null;
  let pending = false;
  return {
    fire() {
      if (handler) handler();
      else pending = true;
    },
    setHandler(next) {
      handler = next;
      if (!pending) return;
      pending = false;
      next();
    },
  };
}
