/**
 * Messages a venue page posts to its parent frame (the demo provider's play-api.ts): leave the
 * game, or the member's balance at the venue. The frame is sandboxed without allow-same-origin, so
 * the sender's origin is opaque ("null"); the page checks instead that the message came from its
 * own frame's window, and this shape check refuses anything else.
 */
export type VenueMessage = { type: 'back' } | { type: 'balance'; balance: string };

const VENUE_SOURCE = 'demo-venue';
/** A wire amount: digits, at most four decimals, optionally negative; bounded in length. */
const AMOUNT = /^-?\d{1,15}(\.\d{1,4})?$/;

/** The venue message in `data`, or null when it is not one. */
export function parseVenueMessage(data: unknown): VenueMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  if (message.source !== VENUE_SOURCE) return null;
  if (message.type === 'back') return { type: 'back' };
  if (message.type === 'balance') {
    const balance = typeof message.balance === 'number' ? String(message.balance) : message.balance;
    return typeof balance === 'string' && AMOUNT.test(balance) ? { type: 'balance', balance } : null;
  }
  return null;
}
