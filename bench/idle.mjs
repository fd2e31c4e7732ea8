// Idle cost of the built server (issue 27): start-up time, resident memory and CPU of instances
// with nobody connected, over one window of --seconds (60 by default), all in the same window:
//   - one instance as `npm start` runs it (apps/server/dist/main.js, the embedded database in a
//     temp dir, sandbox, demo data, jobs: the odds simulator and the live dealer dealing);
//   - three instances as `npm run cluster` runs them (Postgres scratch database, Redis, jobs: one
//     of them leads each singleton).
// Baseline, same window: a bare Node process with an idle HTTP server (what an idle Node process
// costs on this machine right now: the accounting's floor). Each figure is printed beside the load
// average, with its ratio to the baseline. The baseline is refused (no ratios) when it used over
// 2 % of a core or over 150 MB: then the machine is not measuring idleness.
//
//   node bench/idle.mjs [--seconds 60] [--json <file>]
//
// Ports 8260 (embedded) and 8261–8263 (the three). Bounded: the window + start-ups (each ≤ 4 min).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuOf, PORT_BASE, rssMb, startInstance, tracker } from './lib/cluster.mjs';
import { loadText } from './lib/cpu.mjs';
import { appendHistory, writeResult } from './lib/result.mjs';
import { argValue, boundedRun, builtServer, scratchDatabase } from './lib/versus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(argValue('seconds') ?? 60);
if (!(seconds >= 5 && seconds <= 120)) throw new Error('--seconds takes 5..120');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

await boundedRun('idle', { limitMs: (seconds + 400) * 1000 }, async ({ cleanups }) => {
  const track = tracker(cleanups);
  const bundle = await builtServer(root);
  const { url, where } = await scratchDatabase({ concurrency: 10 }, cleanups);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hl-idle-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const jobs = { JOBS: '1', SEED_DEMO: '1', VALIDATE_RESPONSES: '0' };

  const bare = spawn(
    process.execPath,
    ['-e', "require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1')"],
    { stdio: 'ignore' },
  );
  track(bare);
  // As `npm start`: the embedded database (no DATABASE_URL), sandbox, demo data, jobs.
  const embedded = startInstance({
    bundle,
    root,
    url: '',
    port: PORT_BASE + 10,
    name: 'idle-embedded',
    env: { ...jobs, DATABASE_URL: '', DATA_DIR: dataDir },
    track,
  });
  const embeddedMs = await embedded.ready;
  const start = (i) =>
    startInstance({
      bundle,
      root,
      url,
      port: PORT_BASE + 11 + i,
      name: `idle-i${i + 1}`,
      env: { ...jobs, REDIS_URL: redis },
      track,
    });
  // The first migrates and seeds the scratch database; the other two start on it as it is.
  const cluster = [start(0)];
  const clusterMs = [await cluster[0].ready];
  cluster.push(start(1), start(2));
  clusterMs.push(...(await Promise.all(cluster.slice(1).map((i) => i.ready))));
  const readyRss = { embedded: rssMb(embedded.child.pid), cluster: cluster.map((i) => rssMb(i.child.pid)) };
  console.log(
    `idle bench: ${seconds} s window; embedded instance ready in ${(embeddedMs / 1000).toFixed(2)} s (${readyRss.embedded?.toFixed(0)} MB), ` +
      `cluster instances on ${where} ready in ${clusterMs.map((m) => (m / 1000).toFixed(2)).join(' / ')} s (the first migrates and seeds); ${loadText()}`,
  );
  // Settle: the first jobs' runs and the JIT after start-up are not idleness.
  await sleep(5_000);
  const groups = {
    bare: [bare.pid],
    embedded: [embedded.child.pid],
    cluster: cluster.map((i) => i.child.pid),
  };
  const c0 = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, cpuOf(pids)]));
  const peak = {};
  const loads = [loadText()];
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    await sleep(Math.min(5_000, seconds * 1000 - (performance.now() - t0)));
    for (const [k, pids] of Object.entries(groups)) {
      const rss = pids.reduce((a, pid) => a + (rssMb(pid) ?? 0), 0);
      peak[k] = Math.max(peak[k] ?? 0, rss);
    }
  }
  loads.push(loadText());
  const elapsed = (performance.now() - t0) / 1000;
  const share = Object.fromEntries(
    Object.entries(groups).map(([k, pids]) => {
      const c1 = cpuOf(pids);
      return [k, c0[k] === undefined || c1 === undefined ? undefined : (c1 - c0[k]) / elapsed];
    }),
  );
  const pct = (x) => (x === undefined ? 'n/a' : `${(100 * x).toFixed(1)} % of a core`);
  const problems = [];
  if (share.bare === undefined || share.bare > 0.02)
    problems.push(`the bare process used ${pct(share.bare)}`);
  if (!(peak.bare < 150)) problems.push(`the bare process holds ${peak.bare?.toFixed(0)} MB`);
  // A CPU ratio only over a measurable floor: an idle bare process often reads 0 ticks in a minute.
  const ratio = (k) =>
    problems.length || share[k] === undefined
      ? ''
      : ` (${share.bare >= 0.001 ? `${(share[k] / share.bare).toFixed(0)}× the bare process's CPU, ` : ''}${(peak[k] / peak.bare).toFixed(1)}× its memory)`;
  console.log(
    `baseline, a bare idle Node HTTP server: ${pct(share.bare)}, ${peak.bare?.toFixed(0)} MB [${loads.join(' → ')}]`,
  );
  console.log(
    `one instance as npm start runs it (embedded database, jobs, live dealer): ${pct(share.embedded)}, peak ${peak.embedded?.toFixed(0)} MB${ratio('embedded')}`,
  );
  console.log(
    `three instances as npm run cluster runs them (Postgres, Redis): ${pct(share.cluster)} together, peak ${peak.cluster?.toFixed(0)} MB together${ratio('cluster')}`,
  );
  if (problems.length) {
    console.log(`baseline refused, no ratios: ${problems.join('; ')} (${loadText()})`);
    process.exitCode = 1;
  }
  const load = loads.at(-1).replaceAll(' ', '_');
  appendHistory(root, [
    `${new Date().toISOString()},idle,cpu_share_embedded,${share.embedded?.toFixed(4)},${share.bare?.toFixed(4)},,rss_mb=${peak.embedded?.toFixed(0)} start_s=${(embeddedMs / 1000).toFixed(2)} ${load}`,
    `${new Date().toISOString()},idle,cpu_share_3_instances,${share.cluster?.toFixed(4)},${share.bare?.toFixed(4)},,rss_mb=${peak.cluster?.toFixed(0)} start_s=${clusterMs.map((m) => (m / 1000).toFixed(2)).join('/')} ${load}`,
  ]);
  writeResult('idle', {
    embedded_cpu_share: share.embedded,
    embedded_rss_mb: peak.embedded,
    embedded_start_s: embeddedMs / 1000,
    cluster_cpu_share: share.cluster,
    cluster_rss_mb: peak.cluster,
  });
});
