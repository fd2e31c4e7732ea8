import { z } from 'zod';
import { balanceSchema } from './contract/wallet.ts';

/**
 * The real-time channel: one WebSocket per tab at `/api/ws?site_code=<code>`.
 *
 * The client authenticates with its first message (never the query string, which lands in proxy
 * logs): `{"type":"auth","token":"<t>"}`. The server answers `{"type":"ready"}` and from then on
 * pushes events of that member: `balance` after every movement of their money (the full balance,
 * so a missed event is repaired by the next one). A `ping` from the client gets a `pong`; a
 * socket that stays silent past the heartbeat window is closed. Close code 4401 means the token
 * was refused (log in again); the client reconnects with backoff on any other close.
 */
export const REALTIME_PATH = '/api/ws';
export const REALTIME_CLOSE_UNAUTHORISED = 4401;
/** The socket sent no auth message in time (pings do not count); reconnect and authenticate first. */
export const REALTIME_CLOSE_AUTH_TIMEOUT = 4408;
/** Too many sockets are open from this address; the client backs off before trying again. */
export const REALTIME_CLOSE_TOO_MANY_SOCKETS = 4429;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(16).max(256) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('balance'), data: balanceSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
