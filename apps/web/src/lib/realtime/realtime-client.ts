import type { LiveRound, LiveTableState } from '@houseline/shared/api/contract/live-tables';
import type { Balance } from '@houseline/shared/api/contract/wallet';
import type {
  ClientMessage,
  OddsUpdate,
  RealtimeTopic,
  ServerMessage,
  StreamPosition,
  TopicPosition,
} from '@houseline/shared/api/realtime';

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface RealtimeClientDeps {
  url: string;
  /**
   * The session token at the moment of (re)connecting; null means a guest, who stays closed unless
   * it follows a public topic.
   */
  getToken(): string | null;
  /** Public topics to follow (`odds`, `live`), asked at every (re)connection; guests may follow them too. */
  getTopics?(): readonly RealtimeTopic[];
  /** An `odds` push: the latest state of the markets and matches that changed in one tick. */
  onOdds?(update: OddsUpdate): void;
  /** A `live` push: the whole snapshot of one live-table round that just changed. */
  onLive?(round: LiveRound): void;
  /** A `live-table` push: an operator opened, closed or re-limited a table (issue 24). */
  onLiveTable?(state: LiveTableState): void;
  createSocket(url: string): SocketLike;
  /** A `balance` push: the member's full balance after a movement of their money. */
  onBalance(balance: Balance): void;
  /** A `messages` push: the member's unread message count changed. */
  onMessages?(data: { unread: number }): void;
  /** service-desk (issue 26): a `desk` push, a message of one of the member's chats. */
  onDesk?(push: Extract<ServerMessage, { type: 'desk' }>): void;
  /**
   * The socket is authenticated. `reconnected` is true after an earlier connection was lost:
   * pushes may have been missed meanwhile, so the caller re-reads what they would have carried —
   * except the public topics in `resuming`, whose missed messages the server replays (or answers
   * with a resync, see onResync).
   */
  onReady?(reconnected: boolean, resuming: readonly RealtimeTopic[]): void;
  /** The server could not replay what was missed of these topics: re-read their state. */
  onResync?(topics: readonly RealtimeTopic[]): void;
  /** The channel went down (`reconnecting`) or came back (`connected`), for a discreet indicator. */
  onConnection?(state: 'connected' | 'reconnecting'): void;
  /** Close code 4401: the server refused the token. The client stays closed. */
  onUnauthorised(): void;
  /** Close code that means "token refused" (REALTIME_CLOSE_UNAUTHORISED). */
  unauthorisedCode: number;
  heartbeatMs: number;
  reconnectInitialMs: number;
  reconnectMaxMs: number;
  timers?: Timers;
  /** 0 <= random() < 1, for the jitter of the reconnect delay. */
  random?: () => number;
}

export interface RealtimeClient {
  /** Opens the socket (no-op when already running or without a token). */
  start(): void;
  /** Closes the socket for good and cancels every timer (logout). */
  stop(): void;
  /** Whether the socket is open and authenticated. */
  isReady(): boolean;
}

const OPEN = 1;
/** A normal close, sent by stop(). */
const CLOSE_NORMAL = 1000;
/** Our own code for a socket dropped because it stopped answering pings. */
const CLOSE_DEAD = 4000;

const browserTimers: Timers = {
  setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (cb, ms) => globalThis.setInterval(cb, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

/**
 * The delay before reconnect attempt `attempt` (0-based): exponential from `initialMs`, capped at
 * `maxMs`, with "equal jitter" (half fixed, half random) so that every tab of a restarted server
 * does not knock at the same instant.
 */
export function reconnectDelayMs(attempt: number, initialMs: number, maxMs: number, random: number): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

function parse(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return typeof message?.type === 'string' ? (message as ServerMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The member's real-time channel (packages/shared/src/api/realtime.ts): authenticate with the
 * first message, ping every heartbeat, apply `balance` pushes, reconnect with backoff after any
 * close except a refused token or stop(). A socket that answers no ping within a heartbeat is
 * treated as dead and replaced.
 */
export function createRealtimeClient(deps: RealtimeClientDeps): RealtimeClient {
  const timers = deps.timers ?? browserTimers;
  const random = deps.random ?? Math.random;
  let socket: SocketLike | null = null;
  let running = false;
  let ready = false;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  let awaitingPong = false;
  /** Whether a socket of this run has been ready before (so the next ready is a reconnect). */
  let wasReady = false;
  /**
   * The last stream position applied per public topic (issue 27): sent with the subscription on
   * every reconnection, and a message at or before it is one already applied (a replay overlap).
   */
  const position: TopicPosition = {};

  /** Applies a topic message once: false when it is at or before the position already applied. */
  function advance(topic: 'odds' | 'live', at: Partial<StreamPosition>): boolean {
    // A server from before positions (a deploy in progress) sends none: apply, remember nothing.
    if (typeof at.seq !== 'number' || typeof at.epoch !== 'string' || at.epoch === '') return true;
    const held = position[topic];
    if (held && held.epoch === at.epoch && at.seq <= held.seq) return false;
    position[topic] = { epoch: at.epoch, seq: at.seq };
    return true;
  }

  const send = (message: ClientMessage) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  function stopHeartbeat() {
    if (heartbeatTimer !== null) timers.clearInterval(heartbeatTimer);
    heartbeatTimer = null;
    awaitingPong = false;
  }

  function startHeartbeat() {
    stopHeartbeat();
    heartbeatTimer = timers.setInterval(() => {
      if (awaitingPong) {
        // No answer to the last ping within a heartbeat: the connection is gone without a close
        // (a sleeping laptop, a dropped mobile network). Replace it now rather than wait for the
        // browser's close, which can take a minute on a dead link.
        if (socket) closed(socket, CLOSE_DEAD);
        return;
      }
      awaitingPong = true;
      send({ type: 'ping' });
    }, deps.heartbeatMs);
  }

  function scheduleReconnect() {
    if (!running || reconnectTimer !== null) return;
    const delay = reconnectDelayMs(attempt, deps.reconnectInitialMs, deps.reconnectMaxMs, random());
    attempt += 1;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  function onMessage(data: unknown) {
    const message = parse(data);
    if (!message) return;
    awaitingPong = false;
    if (message.type === 'ready') {
      becameReady();
      subscribe();
    } else if (message.type === 'balance') {
      deps.onBalance(message.data);
    } else if (message.type === 'odds') {
      if (advance('odds', message)) deps.onOdds?.(message.data);
    } else if (message.type === 'live') {
      if (advance('live', message)) deps.onLive?.(message.data);
    } else if (message.type === 'live-table') {
      if (advance('live', message)) deps.onLiveTable?.(message.data);
    } else if (message.type === 'resync') {
      for (const topic of message.topics) delete position[topic];
      deps.onResync?.(message.topics);
    } else if (message.type === 'messages') {
      deps.onMessages?.(message.data);
    } else if (message.type === 'desk') {
      deps.onDesk?.(message);
    }
  }

  const topics = () => deps.getTopics?.() ?? [];

  /** The topics this socket follows whose position the server can resume from. */
  const resumable = () => topics().filter((t) => position[t] !== undefined);

  function subscribe() {
    const wanted = topics();
    if (wanted.length === 0) return;
    const since: TopicPosition = {};
    for (const t of wanted) if (position[t]) since[t] = position[t];
    send({ type: 'subscribe', topics: [...wanted], ...(Object.keys(since).length ? { since } : {}) });
  }

  function becameReady() {
    ready = true;
    attempt = 0;
    startHeartbeat();
    deps.onReady?.(wasReady, wasReady ? resumable() : []);
    if (wasReady) deps.onConnection?.('connected');
    wasReady = true;
  }

  /** A guest's socket is usable once open: it follows the public topics without authenticating. */
  function guestOpen() {
    subscribe();
    becameReady();
  }

  function connect() {
    const token = deps.getToken();
    if (!running || (!token && topics().length === 0)) {
      running = false;
      return;
    }
    const current = deps.createSocket(deps.url);
    socket = current;
    current.onopen = () => (token ? send({ type: 'auth', token }) : guestOpen());
    current.onmessage = (event) => {
      if (socket === current) onMessage(event.data);
    };
    current.onerror = () => {};
    current.onclose = (event) => closed(current, event.code);
  }

  /** The end of `current`, by the browser's close event or by a missed pong; reacts once. */
  function closed(current: SocketLike, code: number) {
    if (socket !== current) return;
    socket = null;
    ready = false;
    stopHeartbeat();
    if (code === CLOSE_DEAD) current.close(CLOSE_NORMAL);
    if (!running) return;
    if (code === deps.unauthorisedCode) {
      running = false;
      deps.onUnauthorised();
      return;
    }
    if (wasReady && reconnectTimer === null) deps.onConnection?.('reconnecting');
    scheduleReconnect();
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      wasReady = false;
      connect();
    },
    stop() {
      running = false;
      ready = false;
      stopHeartbeat();
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const current = socket;
      socket = null;
      current?.close(CLOSE_NORMAL);
    },
    isReady: () => ready,
  };
}
