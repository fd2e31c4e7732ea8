import { minorToDecimalString, parseAmountToMinor } from '@houseline/shared/money/amount';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoVenue, registerDemoVenue } from '../src/modules/venues/demo/demo-venue.ts';
import { type HttpTransport, verifyVenueSignature } from '../src/modules/venues/venue-client.ts';
import { type Database, migrateDatabase } from '../src/platform/db/client.ts';
import { demoRounds, demoSeamlessOutbox } from '../src/platform/db/schema.ts';
import { newPlayer, play, requestId, session, signWith } from './demo-provider-helpers.ts';
import { openTestDatabase } from './helpers.ts';

const SECRET = 'seamless-test-secret-0123456789';

/**
 * A small fake of the site's seamless wallet (the brief's callback contract): balances per
 * player, answers per txnId (idempotent), and switches to refuse, fail or lose answers.
 */
function fakeSite(now: () => Date) {
  const balances = new Map<string, bigint>();
  const txns = new Map<string, { body: string; answer: Record<string, unknown> }>();
  const calls: { op: string; txnId: string }[] = [];
  const plan = { refuseDebit: false, debitDown: false, creditFailures: [] as ('down' | 'lost')[] };

  function apply(op: string, body: Record<string, unknown>): Record<string, unknown> {
    const player = String(body.player);
    const balance = balances.get(player) ?? 0n;
    if (op === 'balance') return { status: 'ok', balance: minorToDecimalString(balance) };
    const txnId = String(body.txnId);
    const seen = txns.get(txnId);
    if (seen)
      return seen.body === JSON.stringify(body) ? seen.answer : { status: 'refused', reason: 'conflict' };
    let answer: Record<string, unknown>;
    if (op === 'debit') {
      const amount = parseAmountToMinor(String(body.amount));
      if (plan.refuseDebit || amount > balance) answer = { status: 'refused', reason: 'insufficient' };
      else {
        balances.set(player, balance - amount);
        answer = { status: 'ok', balance: minorToDecimalString(balance - amount) };
      }
    } else if (op === 'credit') {
      const amount = parseAmountToMinor(String(body.amount));
      balances.set(player, balance + amount);
      answer = { status: 'ok', balance: minorToDecimalString(balance + amount) };
    } else {
      const ref = txns.get(String(body.refTxnId));
      if (ref && ref.answer.status === 'ok') {
        const amount = parseAmountToMinor(String(JSON.parse(ref.body).amount));
        balances.set(player, balance + amount);
      }
      answer = { status: 'ok', balance: minorToDecimalString(balances.get(player) ?? 0n) };
    }
    txns.set(txnId, { body: JSON.stringify(body), answer });
    return answer;
  }

  const transport: HttpTransport = async (request) => {
    if (
      !verifyVenueSignature(
        SECRET,
        { method: request.method, url: request.url, body: request.body ?? '', headers: request.headers },
        now(),
      )
    ) {
      return { statusCode: 401, body: '{"status":"unauthorised"}' };
    }
    const op = request.url.split('/').pop() ?? '';
    expect(request.url.startsWith('/api/venue-wallet/v1/demo/')).toBe(true);
    const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
    calls.push({ op, txnId: String(body.txnId ?? '') });
    if (op === 'debit' && plan.debitDown) {
      apply(op, body); // applied, answer lost
      return { statusCode: 504, body: '' };
    }
    if (op === 'credit' && plan.creditFailures.length > 0) {
      const failure = plan.creditFailures.shift();
      if (failure === 'down') return { statusCode: 503, body: '{"status":"down"}' };
      apply(op, body);
      return { statusCode: 502, body: 'bad gateway' };
    }
    return { statusCode: 200, body: JSON.stringify(apply(op, body)) };
  };
  return { balances, txns, calls, plan, transport };
}

describe('demo provider: seamless rounds against a fake site wallet', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let venue: DemoVenue;
  let clock = Date.now();
  const site = fakeSite(() => new Date(clock));

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('pglite'));
    await migrateDatabase(database);
    app = Fastify();
    venue = registerDemoVenue(app, {
      db: database.db,
      secret: SECRET,
      now: () => new Date(clock),
      callbackTransport: site.transport,
    });
    await app.ready();
    signWith(() => clock);
  });
  afterAll(async () => {
    signWith(() => Date.now());
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const rounds = (player: string) =>
    database.db.select().from(demoRounds).where(eq(demoRounds.player, player));

  it('debits, plays and credits a round; the site balance moves by payout − stake', async () => {
    const player = newPlayer();
    site.balances.set(player, parseAmountToMinor('100'));
    const token = await session(app, SECRET, { venue: 'demo_nova', gameCode: 'slot-candy', player });
    expect((await play(app, token, 'GET', '/balance')).body.balance).toBe('100.0000');
    const spin = await play(app, token, 'POST', '/slot/spin', { stake: '5', requestId: requestId() });
    expect(spin.body.ok).toBe(true);
    const expected = parseAmountToMinor('95') + parseAmountToMinor(spin.body.totalWin);
    expect(site.balances.get(player)).toBe(expected);
    expect(parseAmountToMinor(spin.body.balance)).toBe(expected);
    const [round] = await rounds(player);
    expect(round).toMatchObject({ status: 'settled', walletMode: 'seamless' });
    expect(site.calls.filter((c) => c.txnId.startsWith(round!.roundId)).map((c) => c.op)).toEqual([
      'debit',
      'credit',
    ]);
  });

  it('a refused debit books no round', async () => {
    const player = newPlayer();
    site.balances.set(player, parseAmountToMinor('1'));
    const token = await session(app, SECRET, { venue: 'demo_nova', gameCode: 'fish-whale', player });
    const shot = await play(app, token, 'POST', '/fish/shoot', {
      fish: 'clownfish',
      stake: '5',
      requestId: requestId(),
    });
    expect(shot.body).toMatchObject({ ok: false, error: 'insufficient', message: '余额不足' });
    expect(await rounds(player)).toHaveLength(0);
    expect(site.balances.get(player)).toBe(parseAmountToMinor('1'));
  });

  it('a credit without a clear answer is retried from the outbox until ok, applied once', async () => {
    const player = newPlayer();
    site.balances.set(player, parseAmountToMinor('100'));
    const token = await session(app, SECRET, { venue: 'demo_nova', gameCode: 'slot-ocean', player });
    site.plan.creditFailures = ['down', 'lost', 'lost'];
    const spin = await play(app, token, 'POST', '/slot/spin', { stake: '10', requestId: requestId() });
    expect(spin.body.ok).toBe(true);
    const creditTxn = `${spin.body.roundId}-c`;
    const item = async () =>
      (
        await database.db.select().from(demoSeamlessOutbox).where(eq(demoSeamlessOutbox.txnId, creditTxn))
      )[0]!;
    expect(await item()).toMatchObject({ attempts: 1, doneAt: null });
    // Not due yet: nothing is sent.
    expect(await venue.outbox.retryDue()).toBe(0);
    expect(site.calls.filter((c) => c.txnId === creditTxn)).toHaveLength(1);
    for (let i = 0; i < 3; i += 1) {
      clock += 10 * 60_000;
      await venue.outbox.retryDue();
    }
    expect(await item()).toMatchObject({ attempts: 4, outcome: 'ok' });
    expect(site.calls.filter((c) => c.txnId === creditTxn)).toHaveLength(4);
    const payout = parseAmountToMinor(spin.body.totalWin);
    expect(site.balances.get(player)).toBe(parseAmountToMinor('90') + payout);
    clock += 10 * 60_000;
    await venue.outbox.retryDue();
    expect(site.calls.filter((c) => c.txnId === creditTxn)).toHaveLength(4);
  });

  it('a debit without a clear answer voids the round and rolls the debit back', async () => {
    const player = newPlayer();
    site.balances.set(player, parseAmountToMinor('50'));
    const token = await session(app, SECRET, { venue: 'demo_nova', gameCode: 'slot-candy', player });
    site.plan.debitDown = true;
    try {
      const spin = await play(app, token, 'POST', '/slot/spin', { stake: '10', requestId: requestId() });
      expect(spin.body).toMatchObject({ ok: false, error: 'busy' });
    } finally {
      site.plan.debitDown = false;
    }
    const [round] = await rounds(player);
    expect(round).toMatchObject({ status: 'void', settledAt: null });
    expect(site.balances.get(player)).toBe(parseAmountToMinor('50'));
  });

  it('the failure switches reach the callbacks: down sends nothing, the round is refused', async () => {
    const player = newPlayer();
    site.balances.set(player, parseAmountToMinor('50'));
    const token = await session(app, SECRET, { venue: 'demo_nova', gameCode: 'slot-candy', player });
    const before = site.calls.length;
    venue.control({ failure: 'lost' });
    try {
      const spin = await play(app, token, 'POST', '/slot/spin', { stake: '10', requestId: requestId() });
      expect(spin.body.ok).toBe(false);
    } finally {
      venue.control({ failure: 'none' });
    }
    // The debit reached the site (lost on the way back), so it was rolled back.
    expect(site.calls.slice(before).map((c) => c.op)).toEqual(['debit', 'rollback']);
    expect(site.balances.get(player)).toBe(parseAmountToMinor('50'));
  });
});
