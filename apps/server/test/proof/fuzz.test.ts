import { endpoints } from '@houseline/shared/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/ledger/ledger.audit.ts';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from '../helpers.ts';
import { auditMoney } from '../wallet-helpers.ts';
import type { CaseBudget } from './fuzz-cases.ts';
import { prototypePolluted } from './fuzz-check.ts';
import { operationsOf } from './fuzz-ops.ts';
import { BLIND_BODIES, blindProblem, undocumentedRoutes, urlsOf } from './fuzz-routes.ts';
import { FUZZ_SEED, Sweep } from './fuzz-run.ts';

/**
 * Schema fuzzing from the OpenAPI document (issue 14): every operation the server documents gets
 * malformed, boundary and random input (fast-check, fixed seed), each case with and without a
 * session. Never a 5xx; always the envelope (images aside); a success's data matches the contract;
 * no stack or internal detail; afterwards the books reconcile and the server still answers.
 */
const BUDGET: CaseBudget = { valid: 5, generalPerField: 3, maxFields: 8 };

describe.each(BACKENDS)('schema fuzzing from the OpenAPI document (%s)', (backend) => {
  let ctx: TestContext;
  let sweep: Sweep;

  beforeAll(async () => {
    // Rate limits lifted (and every case from an address of its own, fuzz-run.ts); responses are
    // not validated by the server itself, as in production: this suite checks them against the contract.
    ctx = await createTestApp(backend, {
      config: { jobs: false, rateLimitPerMinute: 1_000_000_000, validateResponses: false },
    });
    sweep = new Sweep(ctx);
    await sweep.start();
  });
  afterAll(async () => ctx?.close());

  it('answers every case of every operation in the envelope, never a 5xx, data by the contract', async () => {
    const started = Date.now();
    const doc = await call(ctx.app, { method: 'GET', url: '/api/docs/json', headers: clientHeaders() });
    expect(doc.status).toBe(200);
    const { operations, skipped } = operationsOf(doc.body as never);
    for (const s of skipped) console.info(`[fuzz] SKIPPED ${s.what}: ${s.why}`);
    // The document names every endpoint of the contract, so none escapes the sweep.
    expect(operations.map((o) => o.name).sort()).toEqual(Object.keys(endpoints).sort());
    // FUZZ_ONLY=<regex of operation names> narrows a local run (said aloud, never silently).
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
    if (only) console.info(`[fuzz] FUZZ_ONLY=${only.source}: operations not matching it are skipped`);
    for (const [index, op] of operations.entries()) {
      if (only && !only.test(op.name)) continue;
      for (const fuzzCase of sweep.casesOf(op, BUDGET, index)) {
        await sweep.run(op, fuzzCase, true);
        await sweep.run(op, fuzzCase, false);
      }
    }
    const rows = [...sweep.families.entries()].sort(([a], [b]) => a.localeCompare(b));
    const total = rows.reduce((sum, [, c]) => sum + c.cases, 0);
    const ops = (family: string) => operations.filter((o) => o.family === family).length;
    console.info(
      [
        `[fuzz] ${backend}: ${operations.length} operations, ${total} cases in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${FUZZ_SEED}, ${sweep.refreshes} token renewals)`,
        'family          ops   cases  w/session  success  failed',
        ...rows.map(
          ([family, c]) =>
            `${family.padEnd(14)} ${String(ops(family)).padStart(4)} ${String(c.cases).padStart(7)} ${String(c.withSession).padStart(10)} ${String(c.ok).padStart(8)} ${String(c.failed).padStart(7)}`,
        ),
        `${'total'.padEnd(14)} ${String(operations.length).padStart(4)} ${String(total).padStart(7)}`,
        `codes: ${[...sweep.codes.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([code, n]) => `${code} ${n}`)
          .join(', ')}`,
      ].join('\n'),
    );
    // One line per operation and problem: how many cases, and the first of them.
    const grouped = new Map<string, { count: number; first: (typeof sweep.failures)[number] }>();
    for (const f of sweep.failures) {
      const key = `${f.op} → ${f.problem}`;
      const seen = grouped.get(key);
      if (seen) seen.count += 1;
      else grouped.set(key, { count: 1, first: f });
    }
    const shown = [...grouped.entries()].map(
      ([key, { count, first }]) =>
        `${key} ×${count}, e.g. [${first.label}] ${first.session ? 'with' : 'without'} session → ${first.status} ${first.body.slice(0, 120)}`,
    );
    expect(shown, `${sweep.failures.length} failing cases`).toEqual([]);
  });

  it('sends the API routes outside the document hostile input too: never a 5xx', async () => {
    const doc = await call(ctx.app, { method: 'GET', url: '/api/docs/json', headers: clientHeaders() });
    const { routes, skipped } = undocumentedRoutes(ctx.app, doc.body as never);
    for (const s of skipped) console.info(`[fuzz] SKIPPED ${s}`);
    console.info(
      `[fuzz] ${backend}: ${routes.length} routes are not in the OpenAPI document (no schema to check; swept blind for 5xx and stack traces): ${routes.map((r) => `${r.method} ${r.path}`).join(', ')}`,
    );
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let cases = 0;
    for (const route of routes) {
      for (const url of urlsOf(route)) {
        for (const body of route.method === 'GET' ? BLIND_BODIES.slice(0, 1) : BLIND_BODIES) {
          for (const query of route.method === 'GET'
            ? ['', '?a=%ZZ&__proto__[p]=1', `?id=9223372036854775808&x=${'y'.repeat(4000)}`]
            : ['']) {
            cases += 1;
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url: `${url}${query}`,
              headers: {
                ...clientHeaders(),
                ...(body.contentType ? { 'content-type': body.contentType } : {}),
              },
              remoteAddress: `10.200.${cases >> 8}.${cases & 255}`,
              ...(body.payload !== undefined ? { payload: body.payload } : {}),
            });
            const problem = blindProblem(response);
            if (problem || prototypePolluted()) {
              problems.push(
                `${route.method} ${url}${query.slice(0, 30)} [${body.label}] → ${response.statusCode}: ${problem ?? 'Object.prototype polluted'}`,
              );
            }
          }
        }
      }
    }
    console.info(`[fuzz] ${backend}: undocumented routes: ${cases} cases`);
    expect(problems).toEqual([]);
  });

  it('leaves the books reconciled and the server answering', async () => {
    expect((await auditLedger(ctx.database.db)).problems).toEqual([]);
    expect((await auditMoney(ctx)).problems).toEqual([]);
    const health = await call(ctx.app, { method: 'GET', url: '/api/health', headers: clientHeaders() });
    expect(health.status).toBe(200);
    expect(health.body.status).toBe(true);
    const site = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/md', headers: clientHeaders() });
    expect(site.body.status).toBe(true);
  });
});
