// The HTTP side of the HTTP-against-pgbench benches (bench/transfer.mjs, bench/bet-placement.mjs):
// waiting for the server, the load of concurrent calls with its counted window, and percentiles.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';
import { coreTicks, cpuSeconds } from './cpu.mjs';

export async function waitForHealth(base, site, timeoutMs = 60_000) {
  for (let i = 0; i < timeoutMs / 500; i += 1) {
    try {
      const res = await fetch(`${base}/api/health`, { headers: { site_code: site } });
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One wallet transfer center -> demo_slot (bench/transfer.mjs): the default call. */
export const transferCall = {
  path: '/api/findmed/v1/wallet/transfer',
  contentType: 'application/x-www-form-urlencoded',
  body: () => `from=center&to=demo_slot&amount=1.00&requestId=${randomUUID()}`,
  ok: (data) => data?.status === 'succeeded',
};

/**
 * One call of `call` as `client` (its session token): { good, status, problem, data }. `good` is a
 * 200 with the envelope's status true and `call.ok(data)`. `call.method` is POST unless given (a GET
 * sends no body and no content type: its query is in `call.path`).
 */
export async function callOnce(base, client, site, call, agent) {
  let status = 'network';
  try {
    const method = call.method ?? 'POST';
    const res = await request(`${base}${call.path}`, {
      method,
      headers: {
        site_code: site,
        d: '25',
        device_no: 'h5_android_bench',
        t: client.token,
        ...(method === 'GET' ? {} : { 'content-type': call.contentType }),
      },
      ...(method === 'GET' ? {} : { body: call.body(client) }),
      ...(agent ? { dispatcher: agent } : {}),
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const text = await res.body.text();
    status = res.statusCode;
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {}
    const good = res.statusCode === 200 && parsed?.status === true && call.ok(parsed.data);
    const problem = good
      ? undefined
      : (parsed?.code ?? parsed?.data?.status ?? parsed?.message ?? text.slice(0, 60));
    return { good, status, problem, data: parsed?.data };
  } catch (error) {
    return { good: false, status, problem: error.code ?? error.message };
  }
}

/**
 * Each client loops on its own member's calls (`call`: path, content type, `body(client)` and
 * `ok(data)` on the envelope's data; a transfer by default) for warm-up + window seconds. Only answers that
 * arrive inside the window (after the warm-up) are counted, and the ones still in flight at its
 * end are awaited but not counted: the steady-state rate, not the ramp-up or the drain. The
 * server's CPU time is read at the window's edges.
 */
export async function httpLoad(base, clients, warmupMs, windowMs, serverPid, site, call = transferCall) {
  const agent = new Agent({ connections: clients.length, pipelining: 1, keepAliveTimeout: 60_000 });
  const latencies = [];
  const statuses = new Map();
  const errors = new Map();
  let ok = 0;
  let failed = 0;
  let errorsOutside = 0;
  const windowStart = performance.now() + warmupMs;
  const windowEnd = windowStart + windowMs;
  let cpuStart;
  let cpuEnd;
  let coreStart;
  let coreEnd;
  let endEdge;
  const windowClosed = new Promise((resolve) => {
    endEdge = resolve;
  });
  const edges = [
    setTimeout(() => {
      cpuStart = cpuSeconds(serverPid);
      coreStart = coreTicks(0);
    }, warmupMs),
    setTimeout(() => {
      cpuEnd = cpuSeconds(serverPid);
      coreEnd = coreTicks(0);
      endEdge();
    }, warmupMs + windowMs),
  ];
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < windowEnd) {
        const t0 = performance.now();
        const { good, status, problem } = await callOnce(base, client, site, call, agent);
        const t1 = performance.now();
        if (t1 >= windowStart && t1 <= windowEnd) {
          latencies.push(t1 - t0);
          count(statuses, status);
          if (good) ok += 1;
          else {
            failed += 1;
            count(errors, problem);
          }
        } else if (!good) {
          errorsOutside += 1;
          count(errors, problem);
        }
      }
    }),
  );
  // Fast calls can all finish before the end edge's timer has run: wait for its CPU reading.
  await windowClosed;
  for (const t of edges) clearTimeout(t);
  await agent.close();
  const cpu = cpuStart !== undefined && cpuEnd !== undefined ? cpuEnd - cpuStart : undefined;
  // Core 0's busy share over the window, whoever used it (the server, Postgres, other tenants).
  const core0 =
    coreStart && coreEnd && coreEnd[1] > coreStart[1]
      ? (coreEnd[0] - coreStart[0]) / (coreEnd[1] - coreStart[1])
      : undefined;
  return { ok, failed, errorsOutside, elapsed: windowMs / 1000, latencies, statuses, errors, cpu, core0 };
}
