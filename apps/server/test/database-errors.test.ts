import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/client.ts';
import { registerEnvelope } from '../src/platform/http/envelope.ts';
import { BACKENDS, openTestDatabase } from './helpers.ts';

/**
 * Every class of database failure answers in the envelope with its own code, the real driver's
 * error (PGlite and node-postgres, wrapped by Drizzle) and never a stack trace. The statements
 * are real: casts and constraints where a statement produces the class on its own, PL/pgSQL's
 * RAISE with the SQLSTATE where it needs concurrency (a deadlock, a serialization failure).
 */
const RAISED: [sqlState: string, code: string, status: number][] = [
  ['22003', 'BAD_REQUEST', 400], // numeric_value_out_of_range
  ['22P02', 'BAD_REQUEST', 400], // invalid_text_representation
  ['22001', 'BAD_REQUEST', 400], // string_data_right_truncation
  ['22021', 'BAD_REQUEST', 400], // character_not_in_repertoire (invalid byte sequence)
  ['22P05', 'BAD_REQUEST', 400], // untranslatable_character
  ['22007', 'BAD_REQUEST', 400], // invalid_datetime_format
  ['23502', 'BAD_REQUEST', 400], // not_null_violation
  ['23505', 'CONFLICT', 409], // unique_violation
  ['23514', 'CONFLICT', 409], // check_violation
  ['23503', 'CONFLICT', 409], // foreign_key_violation
  ['40001', 'BUSY_RETRY', 503], // serialization_failure
  ['40P01', 'BUSY_RETRY', 503], // deadlock_detected
  ['55P03', 'BUSY_RETRY', 503], // lock_not_available
  ['57014', 'TIMED_OUT', 503], // query_canceled (statement_timeout)
  ['25P03', 'TIMED_OUT', 503], // idle_in_transaction_session_timeout
  ['53300', 'SERVICE_UNAVAILABLE', 503], // too_many_connections
  ['53100', 'SERVICE_UNAVAILABLE', 503], // disk_full
  ['08006', 'SERVICE_UNAVAILABLE', 503], // connection_failure
  ['57P01', 'SERVICE_UNAVAILABLE', 503], // admin_shutdown
  ['XX000', 'INTERNAL', 500], // internal_error: a fault of ours, still without a stack
];

/** Statements that fail on their own, with the class they must give. */
const NATURAL: [name: string, statement: string, code: string, status: number][] = [
  ['int8 overflow', `select '9223372036854775808'::int8`, 'BAD_REQUEST', 400],
  ['not a number', `select 'abc'::int`, 'BAD_REQUEST', 400],
  ['unique', `insert into dberr_t (k, n) values (1, 1), (1, 2)`, 'CONFLICT', 409],
  ['check', `insert into dberr_t (k, n) values (2, -1)`, 'CONFLICT', 409],
  ['too long for a column', `insert into dberr_t (k, n, s) values (3, 1, 'abcdef')`, 'BAD_REQUEST', 400],
  ['bad date', `select '2026-13-45'::date`, 'BAD_REQUEST', 400],
];

describe.each(BACKENDS)('database failures in the envelope (%s)', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(backend));
    await database.db.execute(
      sql.raw('create table dberr_t (k int primary key, n int not null check (n >= 0), s varchar(3))'),
    );
    app = Fastify({ logger: false });
    app.decorateRequest('locale', 'zh-CN');
    registerEnvelope(app);
    app.get<{ Querystring: { state: string } }>('/raise', async (request) => {
      const state = request.query.state.replace(/[^0-9A-Z]/g, '');
      await database.db.execute(
        sql.raw(`do $$ begin raise exception 'planted failure' using errcode = '${state}'; end $$`),
      );
      return { status: true };
    });
    app.get<{ Querystring: { n: string } }>('/natural', async (request) => {
      await database.db.execute(sql.raw(NATURAL[Number(request.query.n)]![1]));
      return { status: true };
    });
    // A failover under an open transaction: the backend goes, and the ROLLBACK Drizzle sends
    // next fails on the broken connection with node-postgres's own message (no SQLSTATE).
    app.get('/terminated', async () => {
      await database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]!.pid);
        // From another connection, as a restart does, while this one sits between statements.
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((r) => setTimeout(r, 50));
        await tx.execute(sql`select 1`);
      });
      return { status: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it.each(RAISED)('SQLSTATE %s answers %s (%i)', async (state, code, status) => {
    const response = await app.inject({ method: 'GET', url: `/raise?state=${state}` });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body).toMatchObject({ status: false, code });
    expect(typeof body.data).toBe('string');
    expect(response.body).not.toMatch(/planted failure|at |\.ts:/);
    if (status === 503) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.skipIf(backend !== 'postgres')(
    'answers 503, not 500, when the connection goes mid-transaction',
    async () => {
      for (let i = 0; i < 3; i += 1) {
        const response = await app.inject({ method: 'GET', url: '/terminated' });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toMatchObject({ status: false, code: 'SERVICE_UNAVAILABLE' });
      }
      // The pool let go of the broken connections: the next statement runs.
      expect((await app.inject({ method: 'GET', url: '/raise?state=23505' })).statusCode).toBe(409);
    },
  );

  it('maps the failures real statements give', async () => {
    for (const [n, [name, , code, status]] of NATURAL.entries()) {
      const response = await app.inject({ method: 'GET', url: `/natural?n=${n}` });
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toMatchObject({ status: false, code });
    }
  });
});
