import type { OddsUpdate, RealtimeTopic, TopicPosition } from '@houseline/shared/api/realtime';
import type { WebSocket } from 'ws';
import type { LiveSnapshot } from './live-events.ts';
import { createTopicLog } from './topic-log.ts';
import type { StreamPosition } from './topic-stream.ts';

/** A subscriber this far behind (bytes queued in its socket) misses ticks until it drains. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Markets and matches held for one tick at most; past this the tick is sent early. */
const MAX_PENDING_ITEMS = 20_000;
/**
 * What a reconnecting client can be given instead of a resync (issue 27): the last events of each
 * topic, up to this many and this old. A client offline longer re-reads the state over HTTP.
 */
export const TOPIC_LOG_LIMITS = { maxEvents: 20_000, maxAgeMs: 5 * 60_000 } as const;

type MarketState = OddsUpdate['markets'][number];

type LiveFrame =
  | { type: 'live'; data: Extract<LiveSnapshot, { round: unknown }>['round'] }
  | { type: 'live-table'; data: Extract<LiveSnapshot, { table: unknown }>['table'] };

/** The message a `live` stream event is sent as: a round snapshot or a table's new settings. */
function liveFrame(event: LiveSnapshot): LiveFrame {
  return 'round' in event ? { type: 'live', data: event.round } : { type: 'live-table', data: event.table };
}
type MatchState = OddsUpdate['matches'][number];

/**
 * Public topics of the WebSocket (issue 10): guests and members subscribe to `odds`. Changes are
 * COALESCED per tick: between two ticks only the latest state of each market (highest version)
 * and match is kept, and each tick sends one message, serialised and encoded once, to every
 * subscriber (DESIGN.md §8: a message per change per client does not hold 5 000 clients).
 * The tick is a throttle with a leading edge: a change after a quiet spell goes out on the next
 * turn of the event loop; changes within `tickMs` of the last message wait for the next one, so
 * at most one message per `tickMs` and no fixed-timer wait added to a lone change.
 *
 * `live` (issue 12) is not coalesced: a round snapshot is one message to every subscriber of the
 * table's brand at once (each snapshot is whole, the cards come a second apart, so there is
 * nothing to merge); it is serialised and encoded once per snapshot, like an odds tick.
 */
export function createTopicHub(options: { tickMs: number }) {
  const subscribers = new Map<RealtimeTopic, Set<WebSocket>>([
    ['odds', new Set()],
    ['live', new Set()],
  ]);
  /** `live` subscribers by brand: a table's rounds go to its brand's sockets only. */
  const liveBySite = new Map<string, Set<WebSocket>>();
  const siteOf = new WeakMap<WebSocket, string>();
  let liveSent = 0;
  const markets = new Map<number, MarketState>();
  const matches = new Map<number, MatchState>();
  let firstAt: number | undefined;
  let sent = 0;
  let lastFlushAt = 0;
  let scheduled: NodeJS.Timeout | undefined;
  let stopped = false;
  const oddsLog = createTopicLog<OddsUpdate>(TOPIC_LOG_LIMITS);
  const liveLog = createTopicLog<LiveSnapshot>(TOPIC_LOG_LIMITS);
  /** The stream position of the newest change in the current tick. */
  let tickAt: StreamPosition | undefined;

  function schedule(): void {
    if (scheduled || stopped) return;
    const wait = Math.max(0, lastFlushAt + options.tickMs - Date.now());
    scheduled = setTimeout(() => {
      scheduled = undefined;
      flush();
    }, wait);
    scheduled.unref();
  }

  function flush(): void {
    if (!markets.size && !matches.size) return;
    lastFlushAt = Date.now();
    const update: OddsUpdate = {
      at: firstAt ?? Date.now(),
      markets: [...markets.values()],
      matches: [...matches.values()],
    };
    markets.clear();
    matches.clear();
    firstAt = undefined;
    const at = tickAt ?? { epoch: oddsLog.epoch() ?? '', seq: oddsLog.last() };
    tickAt = undefined;
    const set = subscribers.get('odds');
    if (!set?.size) return;
    const frame = Buffer.from(JSON.stringify({ type: 'odds', data: update, seq: at.seq, epoch: at.epoch }));
    for (const socket of set) {
      if (socket.readyState !== socket.OPEN || socket.bufferedAmount > MAX_BUFFERED_BYTES) continue;
      socket.send(frame, { binary: false });
    }
    sent += 1;
  }

  /** Merges changes into one update: the newest version of each market, the last state of each match. */
  function coalesce(updates: readonly OddsUpdate[]): OddsUpdate {
    const m = new Map<number, MarketState>();
    const x = new Map<number, MatchState>();
    for (const u of updates) {
      for (const market of u.markets) {
        const held = m.get(market.id);
        if (!held || held.version <= market.version) m.set(market.id, market);
      }
      for (const match of u.matches) x.set(match.id, match);
    }
    return { at: updates[0]?.at ?? Date.now(), markets: [...m.values()], matches: [...x.values()] };
  }

  const sendJson = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  /**
   * A reconnecting client's catch-up (issue 27): what it missed of each topic since the position
   * it sent, as one coalesced odds message and the newest snapshot of each round of its brand, or
   * a `resync` for the topics the log no longer reaches back for.
   */
  function resume(
    socket: WebSocket,
    topics: readonly RealtimeTopic[],
    since: TopicPosition,
    siteCode?: string,
  ) {
    const resync: RealtimeTopic[] = [];
    if (topics.includes('odds') && since.odds) {
      const missed = oddsLog.since(since.odds.epoch, since.odds.seq);
      if (missed === null) resync.push('odds');
      else if (missed.length > 0) {
        const data = coalesce(missed.map((m) => m.event));
        sendJson(socket, { type: 'odds', data, seq: missed.at(-1)!.seq, epoch: since.odds.epoch });
      }
    }
    if (topics.includes('live') && since.live) {
      const { epoch } = since.live;
      const missed = liveLog.since(epoch, since.live.seq);
      if (missed === null) resync.push('live');
      else {
        // The newest snapshot of each round and of each table's settings of the client's brand, in
        // stream order (each is whole).
        const newest = new Map<string, { frame: LiveFrame; seq: number }>();
        for (const m of missed) {
          if (m.event.siteCode !== siteCode) continue;
          const key = 'round' in m.event ? `r${m.event.round.roundId}` : `t${m.event.table.tableId}`;
          newest.delete(key);
          newest.set(key, { frame: liveFrame(m.event), seq: m.seq });
        }
        for (const { frame, seq } of newest.values()) sendJson(socket, { ...frame, seq, epoch });
      }
    }
    if (resync.length > 0) {
      sendJson(socket, { type: 'resync', topics: resync });
    }
  }

  return {
    /** Adds a change to the current tick (the newest version of a market wins). */
    publish(update: OddsUpdate, at?: StreamPosition): void {
      if (at) {
        oddsLog.add(update, at);
        tickAt = at;
      }
      firstAt ??= update.at;
      for (const m of update.markets) {
        const held = markets.get(m.id);
        if (!held || held.version <= m.version) markets.set(m.id, m);
      }
      for (const m of update.matches) matches.set(m.id, m);
      if (markets.size + matches.size > MAX_PENDING_ITEMS) flush();
      else schedule();
    },
    /** A live-table round snapshot or table change, sent at once to the `live` subscribers of its brand. */
    publishLive(event: LiveSnapshot, at?: StreamPosition): void {
      if (at) liveLog.add(event, at);
      const set = liveBySite.get(event.siteCode);
      if (!set?.size) return;
      const position = at ?? { epoch: liveLog.epoch() ?? '', seq: liveLog.last() };
      const frame = Buffer.from(
        JSON.stringify({ ...liveFrame(event), seq: position.seq, epoch: position.epoch }),
      );
      for (const socket of set) {
        if (socket.readyState !== socket.OPEN || socket.bufferedAmount > MAX_BUFFERED_BYTES) continue;
        socket.send(frame, { binary: false });
      }
      liveSent += 1;
    },
    subscribe(
      socket: WebSocket,
      topics: readonly RealtimeTopic[],
      siteCode?: string,
      since?: TopicPosition,
    ): void {
      if (since) resume(socket, topics, since, siteCode);
      for (const t of topics) {
        subscribers.get(t)?.add(socket);
        if (t === 'live' && siteCode !== undefined) {
          siteOf.set(socket, siteCode);
          const set = liveBySite.get(siteCode) ?? new Set<WebSocket>();
          set.add(socket);
          liveBySite.set(siteCode, set);
        }
      }
    },
    unsubscribe(socket: WebSocket, topics: readonly RealtimeTopic[] = ['odds']): void {
      for (const t of topics) {
        subscribers.get(t)?.delete(socket);
        if (t !== 'live') continue;
        const site = siteOf.get(socket);
        if (site === undefined) continue;
        const set = liveBySite.get(site);
        set?.delete(socket);
        if (set?.size === 0) liveBySite.delete(site);
      }
    },
    isSubscribed(socket: WebSocket): boolean {
      for (const set of subscribers.values()) if (set.has(socket)) return true;
      return false;
    },
    subscriberCount: (topic: RealtimeTopic = 'odds') => subscribers.get(topic)?.size ?? 0,
    /** Messages sent so far (one per tick with changes): tests and metrics. */
    ticksSent: () => sent,
    /** Live snapshots sent to at least one subscriber so far. */
    liveSent: () => liveSent,
    flush,
    stop(): void {
      stopped = true;
      clearTimeout(scheduled);
    },
  };
}

export type TopicHub = ReturnType<typeof createTopicHub>;
