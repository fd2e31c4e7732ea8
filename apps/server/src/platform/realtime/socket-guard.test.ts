import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { cachedSessionCheck, closeSocket, createTokenBucket } from './socket-guard.ts';

describe('socket guard', () => {
  it('spends a burst, then refills at the rate', () => {
    let t = 0;
    const bucket = createTokenBucket(3, 2, () => t);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    t = 499;
    expect(bucket.take()).toBe(false);
    t = 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    t = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('reads the session at most once per window, and never twice at once', async () => {
    let t = 0;
    let reads = 0;
    let release: (active: boolean) => void = () => undefined;
    const check = cachedSessionCheck(
      () => {
        reads += 1;
        return new Promise<boolean>((resolve) => {
          release = resolve;
        });
      },
      1_000,
      () => t,
    );
    expect(await check()).toBe(true);
    expect(reads).toBe(0);
    t = 1_000;
    const burst = [check(), check(), check()];
    expect(reads).toBe(1);
    release(false);
    expect(await Promise.all(burst)).toEqual([false, false, false]);
  });

  it('terminates a socket whose peer never completes the close', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const accepted = new Promise<WebSocket>((r) => server.once('connection', r));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await new Promise((r) => client.once('open', r));
    // A peer that stopped reading: it never sees the close frame, so never answers it.
    client.pause();
    const socket = await accepted;
    const started = performance.now();
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    closeSocket(socket, 1008, 'test', 200);
    await closed;
    // ws's own close timeout is 30 s; the grace ends it.
    expect(performance.now() - started).toBeLessThan(5_000);
    client.terminate();
    await new Promise((r) => server.close(r));
  });
});
