// The client side of the WebSocket fan-out benches (odds-fanout, live-broadcast): N sockets in
// client processes pinned off core 0 (the server's), and one measured window that collects every
// process's latencies, counts and the server's CPU share.
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { cpuSeconds, tasksetWorks } from './cpu.mjs';
import { percentile } from './load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cores = availableParallelism();
const hasTaskset = tasksetWorks();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Client processes on the cores other than 0 (when there are any). */
export async function openClients({ url, total, workers, track, topic }) {
  const per = Math.ceil(total / workers);
  const procs = [];
  for (let w = 0; w < workers && w * per < total; w += 1) {
    const n = Math.min(per, total - w * per);
    // Off core 0 (the server's) when taskset works and there are other cores.
    const offCore0 =
      hasTaskset && cores > 1
        ? { execPath: 'taskset', execArgv: ['-c', `1-${cores - 1}`, process.execPath] }
        : {};
    const child = fork(
      path.join(root, 'bench/lib/ws-clients.mjs'),
      [url, String(n), ...(topic ? [topic] : [])],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        ...offCore0,
      },
    );
    track(child);
    procs.push(child);
  }
  const opened = await Promise.all(
    procs.map((p) => new Promise((resolve) => p.once('message', (m) => resolve(m.open)))),
  );
  return { procs, open: opened.reduce((a, b) => a + b, 0) };
}

export async function measure({ procs, pid, seconds }) {
  for (const p of procs) p.send({ type: 'start' });
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const cpu1 = cpuSeconds(pid);
  const elapsed = (performance.now() - t0) / 1000;
  const reports = await Promise.all(
    procs.map((p) => {
      const got = new Promise((resolve) => p.once('message', resolve));
      p.send({ type: 'report' });
      return got;
    }),
  );
  for (const p of procs) p.send({ type: 'exit' });
  const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const messages = reports.reduce((a, r) => a + r.messages, 0);
  const bytes = reports.reduce((a, r) => a + r.bytes, 0);
  const closed = reports.reduce((a, r) => a + r.closed, 0);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    messages,
    avgBytes: messages ? Math.round(bytes / messages) : 0,
    closed,
    cpuShare: cpu0 === undefined || cpu1 === undefined ? undefined : (cpu1 - cpu0) / elapsed,
  };
}

/**
 * One socket of our own on `topic` until `count` messages came: the message of median size (the
 * bare baseline's payload), the server stamps (`data.at`) in order and the sorted gaps between them.
 */
export async function sampleTopic(url, { topic, count, what }) {
  const ws = new WebSocket(url);
  const arrivals = [];
  const samples = [];
  await new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', topics: [topic] })));
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      if (msg.type !== topic) return;
      arrivals.push(msg.data.at);
      samples.push(msg.data);
      if (arrivals.length >= count) resolve();
    });
    setTimeout(() => reject(new Error(`no ${topic} messages within 60 s: is ${what} running?`)), 60_000);
  });
  ws.terminate();
  const gaps = arrivals
    .slice(1)
    .map((a, i) => a - arrivals[i])
    .sort((a, b) => a - b);
  const bySize = samples.sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length);
  return { sample: bySize[Math.floor(bySize.length / 2)], arrivals, gaps };
}
