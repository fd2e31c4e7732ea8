import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../../src/platform/db/client.ts';
import { createApi, seededRandom } from './crash-api.ts';
import { seedFixture } from './crash-fixture.ts';
import { createLoad, KINDS } from './crash-load.ts';
import { killServer, scratchDatabase, serverOutput, spawned, startServer } from './crash-server.ts';
import { createVerifier } from './crash-verify.ts';

/**
 * Issue 27, the cluster chaos test: the crash loop's mixed member load (deposits and gateway
 * notices, transfers, sportsbook bets and results, task rewards, live baccarat) goes through
 * HAProxy (deploy/haproxy.cfg, no sticky sessions) to 3 instances of the server built ahead of
 * time, sharing Postgres and Redis, with every instance running the jobs (the singletons take
 * their advisory locks). At seeded random moments one instance is SIGKILLed while the others keep
 * serving, and started again. After each kill every acknowledged operation holds, replays book
 * nothing and the ledger audit is clean; at the end every live round is settled or void once.
 * CLUSTER_SEED replays a run, CLUSTER_KILLS changes the number of kills (≥ 10 by default).
 */
const KILLS = Number(process.env.CLUSTER_KILLS ?? 10);
const SEED = Number(process.env.CLUSTER_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CLIENTS = 6;
const LB_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4871);
const PORTS = [LB_PORT + 1, LB_PORT + 2, LB_PORT + 3];
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const say = (text: string) => process.stdout.write(`${text}\n`);

const haproxy = spawnSync('sh', ['-c', 'command -v haproxy']).status === 0;
const target = haproxy && REDIS_URL ? await scratchDatabase() : undefined;
const skip = !haproxy
  ? 'no haproxy (apt-get install haproxy; .ci/run installs it)'
  : !REDIS_URL
    ? 'no Redis (TEST_REDIS_URL=redis://127.0.0.1:6379)'
    : target && 'skip' in target
      ? target.skip
      : undefined;
if (skip) say(`cluster chaos test skipped: ${skip}`);

function startBalancer(): ChildProcess {
  const child = spawn('haproxy', ['-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg'), '-db'], {
    env: {
      ...process.env,
      HL_LB_PORT: String(LB_PORT),
      HL_PORT_1: String(PORTS[0]),
      HL_PORT_2: String(PORTS[1]),
      HL_PORT_3: String(PORTS[2]),
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  spawned.add(child);
  return child;
}

async function balancerServes(base: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      // HAProxy not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe.skipIf(Boolean(skip))('cluster chaos (issue 27)', () => {
  let database: Database | undefined;
  let pool: pg.Pool | undefined;
  const outdir = mkdtempSync(path.join(REPO_ROOT, '.tmp-server-build-'));
  afterAll(async () => {
    await Promise.all([...spawned].map((c) => killServer(c)));
    await pool?.end();
    await database?.close();
    if (target && !('skip' in target)) await target.drop();
    rmSync(outdir, { recursive: true, force: true });
  });

  it('loses nothing acknowledged through the balancer while instances are killed', {
    timeout: 900_000,
  }, async () => {
    if (!target || 'skip' in target) return;
    const began = Date.now();
    say(`cluster chaos seed ${SEED} (CLUSTER_SEED=${SEED} replays it), ${KILLS} kills of 3 instances`);
    const rng = seededRandom(SEED);
    database = await openDatabase({ url: target.url, poolSize: 4 });
    await migrateDatabase(database);
    const fixture = await seedFixture(database.db, { members: 24, matches: 200 });
    pool = new pg.Pool({ connectionString: target.url, max: 4 });
    const { buildServer } = (await import(path.join(REPO_ROOT, 'scripts/build-server.mjs'))) as {
      buildServer(options: { outdir: string }): Promise<unknown>;
    };
    await buildServer({ outdir });
    const bundle = path.join(outdir, 'main.js');
    const env = { REDIS_URL, TRUST_PROXY: '127.0.0.1', DB_POOL_SIZE: '6', LOG_LEVEL: 'warn' };
    const start = (port: number) =>
      startServer({ bundle, databaseUrl: target.url, port, seedDemo: false, env });
    const instances = await Promise.all(PORTS.map((port) => start(port)));
    startBalancer();
    const base = `http://127.0.0.1:${LB_PORT}`;
    expect(await balancerServes(base, 20_000)).toBe(true);

    const load = createLoad(() => createApi(base), fixture);
    const verifier = createVerifier(pool, database.db);
    let checked = 0;
    const killedPorts: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const run = load.start(rng, CLIENTS);
      await new Promise((r) => setTimeout(r, rng.int(500, 2_000)));
      const victim = rng.int(0, 2);
      killedPorts.push(PORTS[victim]!);
      await killServer(instances[victim]!);
      // The survivors keep serving through the balancer while the victim is down.
      await new Promise((r) => setTimeout(r, rng.int(300, 1_500)));
      await run.stop();
      const fresh = load.acks.slice(checked);
      checked = load.acks.length;
      instances[victim] = await start(PORTS[victim]!);
      const problems = [...(await verifier.checkAcknowledged(load.acks)), ...(await verifier.checkBooks())];
      await load.retryUnacknowledged();
      problems.push(...(await verifier.replay([...fresh, ...load.acks.slice(checked)])));
      problems.push(...(await verifier.checkAcknowledged(load.acks)), ...(await verifier.checkBooks()));
      checked = load.acks.length;
      if (problems.length) say(`after kill ${kill + 1}:\n  ${problems.slice(0, 20).join('\n  ')}`);
      expect(problems).toEqual([]);
    }

    // The load stops; the jobs (whichever instance holds them now) finish the rounds in flight.
    await load.retryUnacknowledged();
    await verifier.replay(load.acks.slice(checked));
    const until = Date.now() + 60_000;
    let live = await verifier.liveRoundProblems();
    let counts = await verifier.counts();
    while ((live.length || counts.pending) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
      live = await verifier.liveRoundProblems();
      counts = await verifier.counts();
    }
    const final = [
      ...live,
      ...(counts.pending ? [`${counts.pending} transfers still pending`] : []),
      ...(await verifier.checkAcknowledged(load.acks)),
      ...(await verifier.checkBooks()),
    ];
    if (final.length) {
      say(`at the end:\n  ${final.slice(0, 20).join('\n  ')}`);
      // Who leads what, for the reader of a failed run: the advisory locks held and each
      // instance's last lines about its jobs.
      const locks = await pool!.query(
        "select l.pid, l.objid, a.state, a.backend_start from pg_locks l join pg_stat_activity a using (pid) where l.locktype = 'advisory' and l.granted",
      );
      say(`advisory locks held: ${JSON.stringify(locks.rows)}`);
      instances.forEach((child, i) => {
        const lines = serverOutput(child)
          .split('\n')
          .filter((line) => /dealer|leader|job|scheduler/i.test(line))
          .slice(-8);
        say(`instance ${PORTS[i]} (pid ${child.pid}):\n  ${lines.join('\n  ')}`);
      });
    }
    expect(final).toEqual([]);
    say(
      [
        `cluster chaos: seed ${SEED}, ${KILLS} kills (ports ${killedPorts.join(' ')}), wall ${((Date.now() - began) / 1000).toFixed(1)} s`,
        ...KINDS.map(
          (k) =>
            `  ${k.padEnd(16)} tried ${String(load.tried[k]).padStart(5)}  acknowledged ${String(load.acks.filter((a) => a.kind === k).length).padStart(5)}`,
        ),
        `  replays ${verifier.replayed}; live rounds with bets ${counts.rounds} (settled ${counts.settled}, void ${counts.void})`,
      ].join('\n'),
    );
    for (const k of KINDS) expect(load.acks.filter((a) => a.kind === k).length, k).toBeGreaterThan(0);
  });
});
