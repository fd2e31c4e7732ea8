/** Where an invalid session sends the member when not inside the native app (SPEC.md §2). */
export const LOGIN_PATH = '/login';

export interface SessionInvalidDeps {
  /** Clears the member store (token, member info). */
  clearMember(): void;
  /** Drops cached member data so nothing of the old session is shown. */
  dropMemberQueries(): void;
  /** Asks the native app to sign in; false when the page is not inside one. */
  requestNativeLogin(): boolean;
  navigate(path: string): void;
  /**
   * Marks that the member must reach the login route: SessionWiring sends them there again if
   * another navigation (a layout redirect, a lazy route still arriving) takes them elsewhere first.
   */
  requireLogin(): void;
}

/**
 * SPEC.md §4: when the server says the session is invalid, clear the member state, then ask the
 * native app to sign in, or go to the login route in a browser.
 */
export function createSessionInvalidHandler(deps: SessionInvalidDeps): () => void {
  return () => {
    deps.clearMember();
    deps.dropMemberQueries();
    if (deps.requestNativeLogin()) return;
    deps.requireLogin();
    deps.navigate(LOGIN_PATH);
  };
}
