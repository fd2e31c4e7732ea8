import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installProcessGuard, isConnectionError } from './process-guard.ts';

/** A logger that keeps what it was told, by level. */
function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (_obj: unknown, msg = '') => {
      lines.push({ level, msg });
    };
  const log = { error: at('error'), fatal: at('fatal'), warn: at('warn'), info: at('info') };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

function guarded(raise: (subject: string, detail: string) => Promise<void>) {
  const proc = new EventEmitter();
  const { lines, log } = recordingLog();
  const fatal: unknown[] = [];
  const remove = installProcessGuard({ log, raise, fatal: (e) => fatal.push(e), proc });
  return { proc, lines, fatal, remove };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('process guard (issue 23)', () => {
  it('logs and alerts an unhandled rejection, and the process carries on', async () => {
    const alerts: string[] = [];
    const g = guarded(async (subject, detail) => void alerts.push(`${subject}: ${detail}`));
    g.proc.emit('unhandledRejection', new Error('lock timeout in a socket login'));
    await settle();
    expect(alerts).toEqual(['unhandled-rejection: Error: lock timeout in a socket login']);
    expect(g.lines.map((l) => l.level)).toEqual(['error']);
    expect(g.fatal).toEqual([]);
  });

  it('carries on after a broken connection thrown out of an event, and shuts down after anything else', async () => {
    const alerts: string[] = [];
    const g = guarded(async (subject) => void alerts.push(subject));
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    g.proc.emit('uncaughtException', terminated);
    g.proc.emit('uncaughtException', new Error('Connection terminated unexpectedly'));
    await settle();
    expect(g.fatal).toEqual([]);
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    g.proc.emit('uncaughtException', bug);
    await settle();
    expect(alerts).toEqual(['uncaught-connection-error', 'uncaught-connection-error', 'uncaught-exception']);
    expect(g.fatal).toEqual([bug]);
  });

  it('still logs when the alert cannot be written (the database is what broke)', async () => {
    const g = guarded(async () => {
      throw new Error('Connection terminated');
    });
    g.proc.emit('unhandledRejection', 'a reason that is not an Error');
    await settle();
    expect(g.lines.map((l) => l.msg)).toEqual([
      'unhandled promise rejection',
      'could not raise the process alert',
    ]);
    g.remove();
    expect(g.proc.listenerCount('unhandledRejection')).toBe(0);
  });

  it('tells a broken connection from a bug', () => {
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new RangeError('Invalid array length'))).toBe(false);
    expect(isConnectionError('ECONNRESET')).toBe(false);
  });
});
