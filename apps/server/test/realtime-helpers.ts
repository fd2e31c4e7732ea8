import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** The socket URL of an app that listens on a free loopback port. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
}

/** A test socket: resolves `opened` on open, `closed` with the close code; counts what it received. */
export function connect(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const received: { type: string }[] = [];
  socket.on('message', (raw) => received.push(JSON.parse(raw.toString()) as { type: string }));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let isClosed = false;
  const closed = new Promise<number>((resolve) =>
    socket.once('close', (code) => {
      isClosed = true;
      resolve(code);
    }),
  );
  return {
    socket,
    opened,
    closed,
    received,
    isClosed: () => isClosed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    /** Resolves once a message of this type has arrived (or rejects after `timeoutMs`). */
    async waitFor(type: string, timeoutMs = 5_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!received.some((m) => m.type === type)) {
        if (Date.now() > deadline || isClosed) throw new Error(`no ${type} message`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

/** Whether the promise settles within `ms`. */
export async function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  try {
    return await Promise.race([promise, pending]);
  } finally {
    clearTimeout(timer);
  }
}

/** The p-th percentile (0..100) of the samples, in their unit. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * A client in a thread of its own (realtime-flooder.mjs) that logs in with `token` and, on `go()`,
 * sends `pings` pings at once; `closed` gives the close code it got and how many answers it read.
 */
export async function startFlooder(url: string, token: string, pings: number) {
  const worker = new Worker(new URL('./realtime-flooder.mjs', import.meta.url), {
    workerData: { url, token, pings },
  });
  const closed = new Promise<{ code: number; answers: number }>((resolve) =>
    worker.on('message', (m: { type: string; code: number; answers: number }) => {
      if (m.type === 'closed') resolve(m);
    }),
  );
  await new Promise<void>((resolve) => worker.once('message', () => resolve()));
  return {
    go: () => worker.postMessage('go'),
    /** The close, or undefined when the socket is still open after `ms`. */
    async closedWithin(ms: number) {
      const outcome = await settlesWithin(closed, ms);
      return outcome === 'pending' ? undefined : outcome;
    },
    stop: () => worker.terminate(),
  };
}
