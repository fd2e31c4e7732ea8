import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { buildMember, clientHeaders, encryptPassword, type TestContext } from '../helpers.ts';
import { depositByGateway, operatorTokens } from '../wallet-helpers.ts';
import { arbitraryOf, type FieldOverride, sampleInputs } from './fuzz-arb.ts';
import { type CaseBudget, type FuzzCase, inputCases } from './fuzz-cases.ts';
import { codeOf, harvestIds, problemOf, prototypePolluted, succeeded } from './fuzz-check.ts';
import { multipartCases } from './fuzz-multipart.ts';
import { type Operation, SESSION_ENDING } from './fuzz-ops.ts';

export const FUZZ_SEED = 20_260_514;

export interface Failure {
  op: string;
  label: string;
  session: boolean;
  status: number;
  problem: string;
  body: string;
}

export interface FamilyCount {
  cases: number;
  withSession: number;
  ok: number;
  failed: number;
}

/** The sweep over one app: tokens it renews when a case ends them, counts, and what went wrong. */
export class Sweep {
  readonly failures: Failure[] = [];
  readonly families = new Map<string, FamilyCount>();
  readonly codes = new Map<string, number>();
  refreshes = 0;
  private member = '';
  private operator = '';
  private addressCounter = 0;
  private readonly harvest = new Map<string, Set<string>>();
  private encrypted: string[] = [];

  constructor(private readonly ctx: TestContext) {}

  async start(): Promise<void> {
    this.operator = (await operatorTokens(this.ctx)).admin;
    this.encrypted = [
      await encryptPassword(this.ctx, '135790'),
      await encryptPassword(this.ctx, 'Passw0rd!'),
    ];
    await this.newMember();
  }

  /**
   * A new member with money on the site (the sweep then reaches money paths past the checks). The
   * sweep's own funding stands outside what it fuzzes: a fuzzed channel setting (closed, a tiny
   * maximum) is put back to the defaults first.
   */
  private async newMember(): Promise<void> {
    await this.ctx.database.db.execute(sql`delete from deposit_channel_settings`);
    const member = await buildMember(this.ctx);
    await depositByGateway(this.ctx, member.token, '500');
    this.member = member.token;
  }

  private async renew(): Promise<void> {
    this.refreshes += 1;
    await this.newMember();
    const { admin } = await this.loginOperatorAgain();
    this.operator = admin;
  }

  private async loginOperatorAgain(): Promise<{ admin: string }> {
    const answer = await this.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { username: 'opadmin', password: 'Admin-pass-2026' },
    });
    return { admin: (answer.json() as { data: { token: string } }).data.token };
  }

  /** Field values of our own: working encrypted passwords, ids seen in earlier answers. */
  private override: FieldOverride = (name, schema) => {
    if (/password/i.test(name) && schema.pattern === '^[A-Za-z0-9+/=]+$') {
      return fc.constantFrom(...this.encrypted);
    }
    const seen = this.harvest.get(name);
    return seen?.size ? fc.oneof(fc.constantFrom(...seen), arbitraryOf(schema)) : undefined;
  };

  casesOf(op: Operation, budget: CaseBudget, index: number): FuzzCase[] {
    if (op.transport === 'multipart') return multipartCases(op);
    const samples = sampleInputs(op.input, budget.valid, FUZZ_SEED + index, this.override);
    return inputCases(op, samples, budget);
  }

  /** A client address of its own per case: per-address limits stay out of the way. */
  private address(): string {
    this.addressCounter += 1;
    const n = this.addressCounter;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  async run(op: Operation, fuzzCase: FuzzCase, withSession: boolean): Promise<void> {
    const headers: Record<string, string> = { ...clientHeaders(), ...(fuzzCase.headers ?? {}) };
    if (withSession) {
      headers.t = this.member;
      if (op.operator) headers.authorization = `Bearer ${this.operator}`;
    }
    if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
    const response = await this.ctx.app.inject({
      method: op.method,
      url: fuzzCase.url,
      headers,
      remoteAddress: this.address(),
      ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
    });
    const count = this.families.get(op.family) ?? { cases: 0, withSession: 0, ok: 0, failed: 0 };
    count.cases += 1;
    if (withSession) count.withSession += 1;
    this.families.set(op.family, count);
    let problem = problemOf(op, response);
    if (fuzzCase.kind === 'proto' && prototypePolluted()) problem = 'Object.prototype was polluted';
    if (problem) {
      count.failed += 1;
      this.failures.push({
        op: `${op.method} ${op.path}`,
        label: fuzzCase.label,
        session: withSession,
        status: response.statusCode,
        problem,
        body: response.body.slice(0, 200),
      });
      return;
    }
    const ok = succeeded(response);
    if (ok) {
      count.ok += 1;
      if (!op.raw) harvestIds((response.json() as { data: unknown }).data, this.harvest);
    }
    const code = codeOf(response);
    if (code) this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
    const ended =
      withSession &&
      ((ok && SESSION_ENDING.has(op.name)) ||
        code === 'SESSION_INVALID' ||
        code === 'OPERATOR_SESSION' ||
        code === 'ACCOUNT_DISABLED');
    if (ended && (op.memberAuth === true || op.operator || ok)) await this.renew();
  }
}
