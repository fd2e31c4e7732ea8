// Service-desk delivery (issue 26): member → agent message latency with 1 000 open conversations
// on ONE instance. The built server (apps/server/dist/main.js, as `npm start` runs it; built first
// when stale) pinned to core 0 on a scratch Postgres database, in-process desk events (no Redis).
//
//   open conversations  --conversations (1 000) members, each with a session, a conversation
//                       started and assigned (agents of capacity 20: conversations ÷ 20 agents), and,
//                       in a client process off core 0, what the product's member chat holds
//                       (apps/web/src/features/service-desk/hooks/use-desk-chat.ts): one
//                       authenticated WebSocket and a long poll after the last seq (waitMs 8 000)
//   agents              each agent's chat pane open on one of its conversations, as the console's
//                       chat-pane.tsx polls it (adminDeskMessages after the last seq, waitMs 8 000)
//   measured            the member of each of those conversations sends a message every ~1 s
//                       (0.5–1.5 s, random) for --seconds; the delay from the member's send request
//                       to the agent's poll answering with it: p50/p99/max (goal p99 ≤ 100 ms)
//   server CPU          the server's user + system time over the window ÷ messages delivered (the
//                       idle conversations' polls and pings are in it, as they are in production),
//                       and its share of a core over 8 s before the first message (the open
//                       conversations alone)
//
// Baseline, same run, same pinned core, same clients and pattern: bench/lib/desk-baseline.mjs, a
// bare Node HTTP server relaying the messages in memory (a send wakes the conversation's parked
// polls), with the same 1 000 sockets and long polls. Printed: the p99 ratio ours ÷ bare and the
// CPU per message of both. Loopback only, ports 8380 (ours) and 8381 (bare) unless
// BENCH_DESK_PORT; bounded by a watchdog (~3 min).
//
//   node bench/desk-delivery.mjs [--conversations 1000] [--seconds 15] [--database-url postgres://…] [--json file]
import { fork, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tracker } from './lib/cluster.mjs';
import { coreTicks, cpuSeconds, loadText, pinned, tasksetWorks } from './lib/cpu.mjs';
import { agentHeaders, inBatches, memberHeaders, post, SITE, setUpPeople } from './lib/desk-people.mjs';
import { percentile, waitForHealth } from './lib/load.mjs';
import { appendHistory, writeResult } from './lib/result.mjs';
import { argValue, boundedRun, builtServer, scratchDatabase } from './lib/versus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const conversations = Number(argValue('conversations') ?? 1000);
const seconds = Number(argValue('seconds') ?? 15);
if (!(Number.isInteger(conversations) && conversations >= 20 && conversations <= 2000))
  throw new Error('--conversations takes 20..2000');
if (!(seconds >= 3 && seconds <= 60)) throw new Error('--seconds takes 3..60');
const PORT = Number(process.env.BENCH_DESK_PORT ?? 8380);
const CAPACITY = 20;
const AGENTS = Math.ceil(conversations / CAPACITY);
const WAIT_MS = 8000;
const IDLE_MS = 8000;
const GOAL_P99_MS = 100;
const hasTaskset = tasksetWorks();
const cores = availableParallelism();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The member processes (off core 0): sockets and long polls of every open conversation. */
async function openMembers(base, mode, members, track) {
  const offCore0 =
    hasTaskset && cores > 1
      ? { execPath: 'taskset', execArgv: ['-c', `1-${cores - 1}`, process.execPath] }
      : {};
  const child = fork(path.join(root, 'bench/lib/desk-members.mjs'), [base, mode], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...offCore0,
  });
  track(child);
  const ready = new Promise((resolve) => child.once('message', resolve));
  child.send({ members });
  const state = await ready;
  const report = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send({ type: 'report' });
    });
  return { child, state, report, stop: () => child.send({ type: 'exit' }) };
}

/**
 * The measured window: each chatting pair's agent polls its conversation, its member sends every
 * ~1 s; the delay from the send request to the agent's poll answering with that message.
 */
async function measure({ pid, pairs, sendUrl, pollUrl, sendHeaders, pollHeaders }) {
  const latencies = [];
  const sendMs = [];
  const sentAt = new Map();
  let running = true;
  let failed = 0;
  const polls = pairs.map(async (pair) => {
    let last = pair.lastSeq;
    while (running) {
      try {
        const res = await fetch(pollUrl(pair, last), { headers: pollHeaders(pair) });
        const at = performance.now();
        const body = await res.json();
        for (const m of body.data?.messages ?? []) {
          if (m.seq !== last + 1) continue;
          last = m.seq;
          const t0 = sentAt.get(m.text);
          if (t0 !== undefined) {
            latencies.push(at - t0);
            sentAt.delete(m.text);
          }
        }
      } catch {
        failed += 1;
        await sleep(200);
      }
    }
  });
  await sleep(500); // every pane's poll parked
  // The open conversations alone (sockets' pings, the members' long polls answering every 8 s).
  const idle0 = cpuSeconds(pid);
  await sleep(IDLE_MS);
  const idleShare = (cpuSeconds(pid) - idle0) / (IDLE_MS / 1000);
  const cpu0 = cpuSeconds(pid);
  const core0 = coreTicks(0);
  const t0 = performance.now();
  let sent = 0;
  const senders = pairs.map(async (pair, k) => {
    await sleep(Math.random() * 1000);
    for (let n = 0; performance.now() - t0 < seconds * 1000; n += 1) {
      const text = `b${k}-${n}`;
      const s0 = performance.now();
      sentAt.set(text, s0);
      try {
        await post(sendUrl(pair), sendHeaders(pair), {
          id: pair.id,
          text,
          requestId: `bench-${k}-${n}-${pair.id}`,
        });
        sendMs.push(performance.now() - s0);
        sent += 1;
      } catch {
        failed += 1;
        sentAt.delete(text);
      }
      await sleep(500 + Math.random() * 1000);
    }
  });
  await Promise.all(senders);
  // The last messages' delivery, then the window closes.
  for (let i = 0; i < 100 && sentAt.size > 0; i += 1) await sleep(50);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(pid) - cpu0;
  const core1 = coreTicks(0);
  // How busy core 0 was, whoever used it: near 100 % with the server well below, others took it.
  const coreBusy = core0 && core1 ? (core1[0] - core0[0]) / Math.max(1, core1[1] - core0[1]) : undefined;
  running = false;
  const lost = sentAt.size;
  // Wake the parked panes so their loops end (one more message each, uncounted).
  await Promise.all(
    pairs.map((pair, k) =>
      post(sendUrl(pair), sendHeaders(pair), {
        id: pair.id,
        text: `end-${k}`,
        requestId: `end-${k}-${pair.id}`,
      }).catch(() => undefined),
    ),
  );
  await Promise.race([Promise.all(polls), sleep(WAIT_MS + 2000)]);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent,
    delivered: sorted.length,
    lost,
    failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    sendP50: percentile(
      sendMs.sort((a, b) => a - b),
      50,
    ),
    sendP99: percentile(sendMs, 99),
    cpuPerMessageMs: (1000 * cpu) / Math.max(1, sorted.length),
    share: cpu / elapsed,
    idleShare,
    coreBusy,
  };
}

await boundedRun('desk-delivery', { limitMs: 300_000 }, async ({ cleanups }) => {
  const track = tracker(cleanups);
  const started = performance.now();
  const bundle = await builtServer(root);
  const { url, where } = await scratchDatabase(
    { givenUrl: argValue('database-url'), concurrency: 10 },
    cleanups,
  );
  const people = await setUpPeople(url, conversations, AGENTS);
  const loads = [loadText()];

  // ── ours ──
  const [cmd, args] = pinned(hasTaskset, [process.execPath, bundle]);
  const server = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SANDBOX: '1',
      SEED_DEMO: '0',
      JOBS: '0',
      REDIS_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG ? 'warn' : 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      REALTIME_MAX_SOCKETS_PER_ADDRESS: '50000',
      VALIDATE_RESPONSES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(server);
  const base = `http://127.0.0.1:${PORT}`;
  await waitForHealth(base, SITE, 120_000);
  for (const agent of people.agents) {
    await post(`${base}/api/admin/v1/service-desk/agent`, agentHeaders(agent.token), {
      status: 'online',
      capacity: CAPACITY,
      skills: ['deposit', 'withdrawal', 'account', 'games'],
    });
  }
  const byAgent = new Map();
  await inBatches(conversations, 8, async (i) => {
    const member = people.members[i];
    const view = await post(`${base}/api/findmed/v1/service/start`, memberHeaders(member.token), {
      skill: 'deposit',
      text: '我的充值还没到账',
      requestId: `bench-start-${i}`,
    });
    member.id = view.id;
    if (view.status !== 'assigned')
      throw new Error(`conversation ${view.id} is ${view.status}, not assigned`);
    const name = view.agent.name;
    if (!byAgent.has(name)) byAgent.set(name, { member, lastSeq: view.lastSeq });
  });
  const setupSeconds = (performance.now() - started) / 1000;
  const agentToken = new Map(people.agents.map((a) => [a.username, a.token]));
  const pairs = [...byAgent.entries()].map(([name, { member, lastSeq }]) => ({
    id: member.id,
    token: member.token,
    agentToken: agentToken.get(name),
    lastSeq,
  }));
  const membersOurs = await openMembers(
    base,
    'ours',
    people.members.map((m) => ({ id: m.id, token: m.token })),
    track,
  );
  console.log(
    `desk-delivery: ${conversations} open conversations (${membersOurs.state.open} sockets, ${membersOurs.state.polling} long polls), ` +
      `${AGENTS} agents, ${pairs.length} chatting; Postgres ${where}; set up in ${setupSeconds.toFixed(0)} s; ${loadText()}`,
  );
  await sleep(1000);
  loads.push(loadText());
  const ours = await measure({
    pid: server.pid,
    pairs,
    sendUrl: () => `${base}/api/findmed/v1/service/send`,
    pollUrl: (p, after) =>
      `${base}/api/admin/v1/service-desk/messages?id=${p.id}&after=${after}&waitMs=${WAIT_MS}`,
    sendHeaders: (p) => memberHeaders(p.token),
    pollHeaders: (p) => agentHeaders(p.agentToken),
  });
  const oursMembers = await membersOurs.report();
  loads.push(loadText());
  membersOurs.stop();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));

  // ── bare baseline: same core, same clients ──
  const [bcmd, bargs] = pinned(hasTaskset, [
    process.execPath,
    path.join(root, 'bench/lib/desk-baseline.mjs'),
    String(PORT + 1),
  ]);
  const bare = spawn(bcmd, bargs, { stdio: ['ignore', 'ignore', 'inherit'] });
  track(bare);
  const bareBase = `http://127.0.0.1:${PORT + 1}`;
  await waitForHealth(bareBase, SITE, 30_000);
  const membersBare = await openMembers(
    bareBase,
    'bare',
    people.members.map((m) => ({ id: m.id, token: m.token })),
    track,
  );
  await sleep(1000);
  const base0 = await measure({
    pid: bare.pid,
    pairs: pairs.map((p) => ({ ...p, lastSeq: 0 })),
    sendUrl: (p) => `${bareBase}/send?c=${p.id}`,
    pollUrl: (p, after) => `${bareBase}/poll?c=${p.id}&after=${after}&waitMs=${WAIT_MS}`,
    sendHeaders: () => ({ 'content-type': 'application/json' }),
    pollHeaders: () => ({}),
  });
  membersBare.stop();
  loads.push(loadText());

  const ratio = ours.p99 / Math.max(1, base0.p99);
  const line = (label, r) =>
    `${label}: ${r.delivered}/${r.sent} delivered (lost ${r.lost}, failed calls ${r.failed}); p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms (the send call alone: p50 ${r.sendP50.toFixed(1)}, p99 ${r.sendP99.toFixed(1)} ms); ` +
    `server CPU ${r.cpuPerMessageMs.toFixed(2)} ms per message (${(100 * r.share).toFixed(0)} % of its core; ${(100 * r.idleShare).toFixed(0)} % before the first message, the open conversations alone; core 0 ${r.coreBusy === undefined ? 'n/a' : `${(100 * r.coreBusy).toFixed(0)} %`} busy)`;
  console.log(line('ours', ours));
  console.log(
    `  member side: ${oursMembers.polls} long-poll answers, ${oursMembers.pushes} socket pushes, ${oursMembers.closed} sockets closed`,
  );
  console.log(line('bare relay', base0));
  console.log(
    `p99 ours ÷ bare ${ratio.toFixed(2)}; goal p99 ≤ ${GOAL_P99_MS} ms: ${ours.p99 <= GOAL_P99_MS ? 'met' : 'MISSED'} [${loads.join(' → ')}]`,
  );
  const problems = [];
  if (ours.lost > 0 || ours.delivered === 0) problems.push(`ours lost ${ours.lost} of ${ours.sent}`);
  if (oursMembers.closed > 0) problems.push(`${oursMembers.closed} member sockets closed during the run`);
  if (problems.length) {
    console.log(`run refused: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
  const at = new Date().toISOString();
  const load = loads.at(-1).replaceAll(' ', '_');
  appendHistory(root, [
    `${at},desk-delivery,p99_ms_${conversations},${ours.p99.toFixed(1)},${base0.p99.toFixed(1)},${ratio.toFixed(2)},p50=${ours.p50.toFixed(1)} bare_p50=${base0.p50.toFixed(1)} n=${ours.delivered} goal=${GOAL_P99_MS} ${load}`,
    `${at},desk-delivery,cpu_ms_per_message,${ours.cpuPerMessageMs.toFixed(3)},${base0.cpuPerMessageMs.toFixed(3)},${(ours.cpuPerMessageMs / Math.max(0.001, base0.cpuPerMessageMs)).toFixed(1)},${load}`,
  ]);
  writeResult('desk-delivery', {
    p50_ms: ours.p50,
    p99_ms: ours.p99,
    p99_ratio: ratio,
    cpu_ms_per_message: ours.cpuPerMessageMs,
    bare_p99_ms: base0.p99,
  });
});
