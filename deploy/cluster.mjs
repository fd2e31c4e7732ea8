// `npm run cluster`: the scale-mode deployment on one machine, the way it runs on many (issue 27,
// decision 0058). On loopback it starts
//   - HAProxy (Debian's package) on :8400 in front of
//   - 3 server instances (:8401-8403, the server built ahead of time, no sticky sessions),
//   - the machine's Postgres (:5432) as primary, database houseline_cluster,
//   - a streaming replica of it made with pg_basebackup, on :5433 (DATABASE_READ_URL),
//   - Redis (:6379) for live events and shared rate-limit counters.
// A dead instance is started again after a second, so the cluster heals from a kill -9.
// Ctrl-C stops the instances (SIGTERM: they drain), HAProxy and the replica.
//
//   node deploy/cluster.mjs [up]      start everything (default)
//   node deploy/cluster.mjs down      stop a replica left running
//   node deploy/cluster.mjs reset     drop the cluster database and the replica, for a clean start
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_DIST, serverBuildIsStale } from '../scripts/build-server.mjs';
import { buildWeb, DEFAULT_SITE_CODE, log, ROOT, webBuildIsStale } from '../scripts/lib.mjs';

const env = process.env;
const LB_PORT = Number(env.CLUSTER_LB_PORT ?? 8400);
const INSTANCE_PORTS = [1, 2, 3].map((i) => LB_PORT + i);
const PRIMARY_PORT = Number(env.CLUSTER_PRIMARY_PORT ?? 5432);
const REPLICA_PORT = Number(env.CLUSTER_REPLICA_PORT ?? 5433);
const DATABASE = env.CLUSTER_DATABASE ?? 'houseline_cluster';
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_BIN = env.PG_BIN ?? findPgBin();
// The replica's data directory belongs to the postgres user, as Postgres requires.
const REPLICA_DIR = env.CLUSTER_REPLICA_DIR ?? '/var/lib/postgresql/houseline-replica';
const SLOT = 'houseline_replica';
const RESTART_DELAY_MS = 1_000;

const primaryUrl = `postgres://postgres@127.0.0.1:${PRIMARY_PORT}/${DATABASE}`;
const replicaUrl = `postgres://postgres@127.0.0.1:${REPLICA_PORT}/${DATABASE}`;

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return '';
  const versions = spawnSync('ls', [base], { encoding: 'utf8' }).stdout.trim().split('\n').sort();
  return path.join(base, versions.at(-1) ?? '', 'bin');
}

/** Runs a Postgres tool as the postgres user (Postgres refuses to run its server as root). */
function asPostgres(tool, args, options = {}) {
  const bin = path.join(PG_BIN, tool);
  const isRoot = process.getuid?.() === 0;
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

function psql(sql, { port = PRIMARY_PORT, db = 'postgres' } = {}) {
  return execFileSync(
    'psql',
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-Atc', sql],
    {
      encoding: 'utf8',
    },
  ).trim();
}

function need(command, hint) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0) {
    log(`${command} is missing: ${hint}`);
    process.exit(1);
  }
}

function replicaRunning() {
  return spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', String(REPLICA_PORT), '-q']).status === 0;
}

/** The primary must accept replication from loopback; Debian's default pg_hba.conf does not. */
function allowReplication() {
  const hba = psql('show hba_file');
  const rules = psql(
    "select count(*) from pg_hba_file_rules where 'replication' = any(database) and address = '127.0.0.1'",
  );
  if (rules !== '0') return;
  log(`allowing replication from 127.0.0.1 in ${hba}`);
  execFileSync('sh', ['-c', `printf '%s\\n' 'host replication all 127.0.0.1/32 trust' >> '${hba}'`]);
  psql('select pg_reload_conf()');
}

function ensureReplica() {
  if (replicaRunning()) {
    log(`replica already running on :${REPLICA_PORT}`);
    return;
  }
  if (!existsSync(path.join(REPLICA_DIR, 'PG_VERSION'))) {
    allowReplication();
    if (psql(`select count(*) from pg_replication_slots where slot_name = '${SLOT}'`) === '0') {
      psql(`select pg_create_physical_replication_slot('${SLOT}')`);
    }
    log(`making the replica with pg_basebackup into ${REPLICA_DIR}…`);
    asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(PRIMARY_PORT),
      '-U',
      'postgres',
      '-D',
      REPLICA_DIR,
      '-R',
      '-X',
      'stream',
      '-S',
      SLOT,
      '-c',
      'fast',
    ]);
  }
  writeReplicaConfig();
  log(`starting the replica on :${REPLICA_PORT}…`);
  asPostgres('pg_ctl', ['-D', REPLICA_DIR, '-l', path.join(REPLICA_DIR, 'replica.log'), '-w', 'start']);
}

/**
 * Debian keeps a cluster's configuration in /etc/postgresql, outside the data directory, so the
 * base backup holds none: the replica gets a small one of its own (pg_basebackup -R already wrote
 * standby.signal and primary_conninfo into postgresql.auto.conf).
 */
function writeReplicaConfig() {
  const files = {
    'postgresql.conf': [
      `port = ${REPLICA_PORT}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = '/tmp'",
      'hot_standby = on',
      'max_connections = 200',
      'hot_standby_feedback = on',
    ],
    'pg_hba.conf': ['local all all trust', 'host all all 127.0.0.1/32 trust'],
    'pg_ident.conf': [],
  };
  for (const [name, lines] of Object.entries(files)) {
    const file = path.join(REPLICA_DIR, name);
    execFileSync('runuser', ['-u', 'postgres', '--', 'tee', file], {
      input: `${lines.join('\n')}\n`,
      stdio: ['pipe', 'ignore', 'inherit'],
    });
  }
}

function stopReplica() {
  if (!existsSync(path.join(REPLICA_DIR, 'PG_VERSION')) || !replicaRunning()) return;
  log('stopping the replica…');
  asPostgres('pg_ctl', ['-D', REPLICA_DIR, '-m', 'fast', '-w', 'stop']);
}

function ensureDatabase() {
  if (psql(`select count(*) from pg_database where datname = '${DATABASE}'`) === '0') {
    log(`creating database ${DATABASE} on the primary`);
    psql(`create database ${DATABASE}`);
  }
}

function ensureRedis() {
  if (spawnSync('redis-cli', ['-u', REDIS_URL, 'ping']).status === 0) return;
  log('starting Redis…');
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

const children = new Set();
let stopping = false;

function startInstance(port, index) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: env.DATABASE_READ_URL ?? replicaUrl,
      REDIS_URL,
      // Only HAProxy on loopback may name the client's address (X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
      SANDBOX: env.SANDBOX ?? '1',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
      DB_POOL_SIZE: env.DB_POOL_SIZE ?? '10',
      // HAProxy checks every second and takes an instance out after two failures (haproxy.cfg).
      SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '2500',
      HOUSELINE_INSTANCE: `i${index + 1}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    log(`instance i${index + 1} (:${port}) exited (${signal ?? code}); starting it again`);
    setTimeout(() => startInstance(port, index), RESTART_DELAY_MS);
  });
}

function startBalancer() {
  const child = spawn('haproxy', ['-f', path.join(ROOT, 'deploy/haproxy.cfg'), '-db'], {
    env: {
      ...env,
      HL_LB_PORT: String(LB_PORT),
      HL_PORT_1: String(INSTANCE_PORTS[0]),
      HL_PORT_2: String(INSTANCE_PORTS[1]),
      HL_PORT_3: String(INSTANCE_PORTS[2]),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) {
      log(`HAProxy exited (${code}); stopping the cluster`);
      void stop(1);
    }
  });
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping the instances (they drain), HAProxy and the replica…');
  for (const child of children) child.kill('SIGTERM');
  const deadline = Date.now() + 15_000;
  while (children.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children) child.kill('SIGKILL');
  stopReplica();
  process.exit(code);
}

async function up() {
  need('haproxy', 'apt-get install haproxy');
  need('psql', 'apt-get install postgresql');
  need('redis-server', 'apt-get install redis-server');
  if (!PG_BIN) {
    log('no Postgres server binaries under /usr/lib/postgresql (apt-get install postgresql)');
    process.exit(1);
  }
  ensureRedis();
  ensureDatabase();
  ensureReplica();
  const siteCode = env.SITE_CODE ?? DEFAULT_SITE_CODE;
  if (webBuildIsStale(siteCode)) {
    log(`building the web app for ${siteCode}…`);
    if ((await buildWeb(siteCode)).code !== 0) process.exit(1);
  }
  if (serverBuildIsStale()) await buildServer();
  // They start together: one migrates under the migrator's advisory lock while the others wait.
  for (const [index, port] of INSTANCE_PORTS.entries()) startInstance(port, index);
  startBalancer();
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
  log(`cluster starting: balancer http://127.0.0.1:${LB_PORT}/app/home`);
  log(
    `  instances :${INSTANCE_PORTS.join(', :')} · primary :${PRIMARY_PORT}/${DATABASE} · replica :${REPLICA_PORT} · ${REDIS_URL}`,
  );
}

const command = process.argv[2] ?? 'up';
if (command === 'up') await up();
else if (command === 'down') stopReplica();
else if (command === 'reset') {
  stopReplica();
  execFileSync('rm', ['-rf', REPLICA_DIR]);
  if (psql(`select count(*) from pg_replication_slots where slot_name = '${SLOT}'`) !== '0') {
    psql(`select pg_drop_replication_slot('${SLOT}')`);
  }
  psql(`drop database if exists ${DATABASE} with (force)`);
  log('cluster database and replica removed');
} else {
  log(`unknown command ${command}: up, down or reset`);
  process.exit(2);
}
