/** The "no login" avatar image served by the server. */
export const DEFAULT_AVATAR_URL = '/static/img/avatar-default.svg';

/** SPEC.md §4: the member's qq value when a username and qq exist, otherwise the default image. */
export function avatarUrl(member: { username?: string; qq?: string } | null | undefined): string {
  return member?.username && member.qq ? member.qq : DEFAULT_AVATAR_URL;
}
