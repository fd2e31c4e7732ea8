import type { SessionStore } from './session-store.ts';

/**
 * Reads the session hand-over parameters from the page address (SPEC.md §2, §3): `token` becomes
 * the session token `t` when there is none yet; `i_code` and `invite_code` become the agent/invite code `aid`.
 * Returns the address to show afterwards: the token is removed so it does not linger in history,
 * bookmarks or the Referer of later requests. Invite codes stay for the registration page.
 */
export function applyBootParams(href: string, session: SessionStore): string {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  const agentCode = url.searchParams.get('invite_code') || url.searchParams.get('i_code');
  // A link must not swap out a session this browser already has (an attacker's link would
  // otherwise sign the member into the attacker's account); a hand-over only fills an empty slot.
  if (token && !session.getToken()) session.setToken(token);
  if (agentCode) session.setAgentCode(agentCode);
  if (!token) return href;
  url.searchParams.delete('token');
  return url.toString();
}
