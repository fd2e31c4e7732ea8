import { z } from 'zod';
import { liveRoundSchema, liveTableStateSchema } from './contract/live-tables.ts';
import { deskMessageSchema } from './contract/service-desk.ts';
import { liveStateSchema } from './contract/sportsbook.ts';
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

/**
 * Public topics a socket may follow without logging in: `odds` carries every odds, market-status
 * and live-score change of the sportsbook, coalesced per tick (issue 10); `live` carries every
 * live-table round snapshot as it changes (issue 12).
 */
export const REALTIME_TOPICS = ['odds', 'live'] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** A place in one topic's stream: the stream's epoch and a sequence in it. */
export const streamPositionSchema = z.object({
  epoch: z.string().min(1).max(64),
  seq: z.number().int().nonnegative(),
});
export type StreamPosition = z.infer<typeof streamPositionSchema>;

/**
 * Where a client stands in the public topics' streams (issue 27): per topic, the last position it
 * applied. A client that reconnects — to any instance — sends it with its subscription and gets
 * what it missed, or a `resync` when the stream no longer reaches back.
 */
export const topicPositionSchema = z.object({
  odds: streamPositionSchema.optional(),
  live: streamPositionSchema.optional(),
});
export type TopicPosition = z.infer<typeof topicPositionSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(16).max(256) }),
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('subscribe'),
    topics: z.array(z.enum(REALTIME_TOPICS)).min(1).max(4),
    since: topicPositionSchema.optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(z.enum(REALTIME_TOPICS)).min(1).max(4) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** One tick of sportsbook changes: the latest state of each market and match that changed in it. */
export const oddsUpdateSchema = z.object({
  /** Server time of the tick (ms since the epoch), for delivery-latency measurement. */
  at: z.number(),
  markets: z.array(
    z.object({
      id: z.number().int(),
      matchId: z.number().int(),
      status: z.enum(['open', 'suspended', 'settled', 'void']),
      version: z.number().int(),
      selections: z.array(z.object({ id: z.number().int(), odds: z.string() })),
    }),
  ),
  matches: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(['scheduled', 'live', 'finished', 'postponed', 'cancelled']),
      suspended: z.boolean(),
      live: liveStateSchema,
    }),
  ),
});
export type OddsUpdate = z.infer<typeof oddsUpdateSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('balance'), data: balanceSchema }),
  /**
   * `seq` is the stream position of the newest change the message carries and `epoch` the
   * stream's; a client applies a message only past the position it holds.
   */
  z.object({ type: z.literal('odds'), data: oddsUpdateSchema, seq: z.number().int(), epoch: z.string() }),
  z.object({ type: z.literal('live'), data: liveRoundSchema, seq: z.number().int(), epoch: z.string() }),
  /** An operator opened, closed or re-limited a table (issue 24); on the `live` stream, in its order. */
  z.object({
    type: z.literal('live-table'),
    data: liveTableStateSchema,
    seq: z.number().int(),
    epoch: z.string(),
  }),
  /**
   * The stream no longer reaches back to the position the client sent (another epoch, or too far
   * behind): it re-reads the topics' state over HTTP and carries on from the messages that follow.
   */
  z.object({ type: z.literal('resync'), topics: z.array(z.enum(REALTIME_TOPICS)) }),
  /** The member's unread message count changed (issue 13). */
  z.object({ type: z.literal('messages'), data: z.object({ unread: z.number().int() }) }),
  /**
   * service-desk (issue 26, decision 0064): a message of one of the member's conversations (null:
   * something changed — an assignment, a read mark — fetch after the last seq held), or the agent
   * typing. The client applies a message only at the next seq it expects; a gap is fetched.
   */
  z.object({
    type: z.literal('desk'),
    conversationId: z.string(),
    message: deskMessageSchema.nullable(),
    typing: z.boolean().optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
