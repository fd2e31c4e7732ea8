import type { Channel } from '@houseline/shared/api/contract/account';
import { normalizePhone } from '@houseline/shared/validation/identity';

/**
 * The one spelling of a code's recipient: `+<area><national>` for phones (every typed spelling of
 * the number gives the same string), lower case for e-mail. Codes, send limits and attempt
 * counters are all keyed by it.
 */
export function normalizeRecipient(
  channel: Channel,
  value: { areaCode?: string | undefined; phone?: string | undefined; email?: string | undefined },
): string {
  if (channel === 'email') return (value.email ?? '').trim().toLowerCase();
  const areaCode = value.areaCode ?? '';
  return `${areaCode}${normalizePhone(areaCode, value.phone ?? '')}`;
}

/** A member's bound contacts, as far as codes are concerned (a structural view of a member row). */
export interface BoundContacts {
  phoneArea: string;
  phone: string;
  email: string;
}

/** The bound contact of a channel, normalised, or undefined when none is bound. */
export function boundRecipient(member: BoundContacts, channel: Channel): string | undefined {
  if (channel === 'phone')
    return member.phone
      ? normalizeRecipient('phone', { areaCode: member.phoneArea, phone: member.phone })
      : undefined;
  return member.email ? member.email.toLowerCase() : undefined;
}
