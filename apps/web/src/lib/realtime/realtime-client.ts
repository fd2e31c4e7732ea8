import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import type { Balance } from '@houseline/shared/api/contract/wallet';
import type { ClientMessage, OddsUpdate, RealtimeTopic, ServerMessage } from '@houseline/shared/api/realtime';

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
  createSocket(url: string): SocketLike;
  /** A `balance` push: the member's full balance after a movement of their money. */
  onBalance(balance: Balance): void;
  /** A `messages` push: the member's unread message count changed. */
  onMessages?(data: { unread: number }): void;
  /**
   * The socket is authenticated. `reconnected` is true after an earlier connection was lost:
   * pushes may have been missed meanwhile, so the caller re-reads what they would have carried.
   */
  onReady?(reconnected: boolean): void;
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
      ready = true;
      attempt = 0;
      startHeartbeat();
      deps.onReady?.(wasReady);
      wasReady = true;
      subscribe();
    } else if (message.type === 'balance') {
      deps.onBalance(message.data);
    } else if (message.type === 'odds') {
      deps.onOdds?.(message.data);
    } else if (message.type === 'live') {
      deps.onLive?.(message.data);
    } else if (message.type === 'messages') {
      deps.onMessages?.(message.data);
    }
  }

  const topics = () => deps.getTopics?.() ?? [];

  function subscribe() {
    const wanted = topics();
    if (wanted.length > 0) send({ type: 'subscribe', topics: [...wanted] });
  }

  /** A guest's socket is usable once open: it follows the public topics without authenticating. */
  function guestOpen() {
    subscribe();
    ready = true;
    attempt = 0;
    startHeartbeat();
    deps.onReady?.(wasReady);
    wasReady = true;
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
