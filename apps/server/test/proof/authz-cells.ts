import type { EndpointName } from '@houseline/shared/api/endpoints';
import { OPERATOR_ROLES } from '@houseline/shared/operators/permissions';
import {
  type Answer,
  type Caller,
  type Endpoint,
  hit,
  isEmpty,
  isRefusal,
  leaked,
  sameAs,
} from './authz-endpoints.ts';
import { BRAND_LOCAL_IDS, BRAND_TARGETS, GLOBAL_TARGETS, OWNED, PUBLIC_IDS } from './authz-probes.ts';
import { ghostOf, HOME, OTHER, type Owned, type World } from './world.ts';

/** One cell's outcome: as expected (ok, refused), not applicable, or a finding. */
export type Mark = 'ok' | 'refused' | 'n.a.' | 'LEAK' | 'OPEN' | 'ORACLE' | 'WRONG' | 'ERROR';

export const CELLS = [
  'B→A',
  'anon',
  'member→op',
  ...OPERATOR_ROLES.map((r) => `op:${r}`),
  'brand:member',
  'brand:op',
  'brands:op',
] as const;
export type Cell = (typeof CELLS)[number];

export class Matrix {
  readonly marks = new Map<EndpointName, Map<Cell, Mark>>();
  readonly findings: string[] = [];
  requests = 0;

  constructor(readonly endpoints: Endpoint[]) {
    for (const ep of endpoints) this.marks.set(ep.name, new Map(CELLS.map((c) => [c, 'n.a.' as Mark])));
  }

  /** Records a cell; a finding keeps the worst mark and says why. */
  mark(ep: Endpoint, cell: Cell, mark: Mark, why?: string): void {
    const row = this.marks.get(ep.name)!;
    const was = row.get(cell)!;
    if (was === 'n.a.' || (mark !== 'ok' && mark !== 'refused')) row.set(cell, mark);
    else if (was === 'ok' && mark === 'refused') row.set(cell, 'refused');
    if (why) this.findings.push(`${ep.name} [${cell}] ${mark}: ${why}`);
  }

  async call(w: World, ep: Endpoint, caller: Caller, payload?: Record<string, unknown>): Promise<Answer> {
    this.requests += 1;
    return hit(w.ctx, ep, caller, payload);
  }

  table(): string {
    const width = Math.max(...this.endpoints.map((e) => e.name.length));
    const head = `${'endpoint'.padEnd(width)} | ${CELLS.map((c) => c.padEnd(12)).join(' | ')}`;
    const lines = [head, '-'.repeat(head.length)];
    for (const ep of this.endpoints) {
      const row = this.marks.get(ep.name)!;
      lines.push(`${ep.name.padEnd(width)} | ${CELLS.map((c) => row.get(c)!.padEnd(12)).join(' | ')}`);
    }
    return lines.join('\n');
  }

  counts(): Record<Mark, number> {
    const out: Record<Mark, number> = {
      ok: 0,
      refused: 0,
      'n.a.': 0,
      LEAK: 0,
      OPEN: 0,
      ORACLE: 0,
      WRONG: 0,
      ERROR: 0,
    };
    for (const row of this.marks.values()) for (const m of row.values()) out[m] += 1;
    return out;
  }
}

const isMember = (ep: Endpoint) => ep.def.auth === true || ep.def.auth === 'optional';
const isOperator = (ep: Endpoint) => ep.roles !== undefined;
const describe = (a: Answer) => `${a.http} ${a.code ?? ''} ${a.raw.slice(0, 160)}`;

/** A crash or a limit hides the real answer: a finding wherever it shows. */
function broken(m: Matrix, ep: Endpoint, cell: Cell, a: Answer): boolean {
  if (a.http >= 500 || a.code === 'INTERNAL') m.mark(ep, cell, 'ERROR', `crashed: ${describe(a)}`);
  else if (a.code === 'RATE_LIMITED') m.mark(ep, cell, 'ERROR', 'rate limited: the answer is hidden');
  else return false;
  return true;
}

/** Endpoints with an id field and no probe: the matrix cannot prove them, so it says so. */
export function uncovered(endpoints: Endpoint[]): string[] {
  return endpoints.flatMap((ep) => {
    if (ep.idKeys.length === 0) return [];
    if (isOperator(ep)) return BRAND_TARGETS[ep.name] || GLOBAL_TARGETS[ep.name] ? [] : [ep.name];
    if (isMember(ep)) return OWNED[ep.name] || PUBLIC_IDS[ep.name] ? [] : [ep.name];
    return [];
  });
}

/** Cell 1 (and the member half of cell 5): `who` against the owner's objects and on every member endpoint. */
export async function sweepMember(
  m: Matrix,
  w: World,
  owner: Owned,
  who: Caller,
  cell: Cell,
  sessionEnding: (ep: Endpoint) => Promise<Caller>,
): Promise<string[]> {
  const bodies: string[] = [];
  for (const ep of m.endpoints.filter(isMember)) {
    const owned = OWNED[ep.name];
    const open = PUBLIC_IDS[ep.name];
    const payload = owned ? await owned.payload(w, owner) : ((await open?.payload?.(w, owner)) ?? {});
    const caller = ep.name === 'logout' ? await sessionEnding(ep) : who;
    const a = await m.call(w, ep, caller, payload);
    bodies.push(a.raw);
    if (broken(m, ep, cell, a)) continue;
    if (a.code === 'SESSION_INVALID' && ep.name !== 'logout' && who.site === HOME) {
      m.mark(ep, cell, 'WRONG', 'the prober lost its session: the cell proves nothing');
      continue;
    }
    const found = leaked(a, owner.needles);
    const absent = owned ? await m.call(w, ep, caller, await owned.payload(w, ghostOf(owner))) : a;
    if (found.length > 0) m.mark(ep, cell, 'LEAK', `${found.join(', ')} in ${describe(a)}`);
    else if (owned && !isRefusal(a) && !isEmpty(a.data)) m.mark(ep, cell, 'OPEN', `answered ${describe(a)}`);
    else if (!sameAs(a, absent))
      m.mark(ep, cell, 'ORACLE', `${describe(a)} but for no such object ${describe(absent)}`);
    else m.mark(ep, cell, owned || !a.ok ? 'refused' : 'ok');
  }
  return bodies;
}

/** The owner's own calls of the read probes: each must answer, or the probe points at nothing. */
export async function positiveControls(m: Matrix, w: World, owner: Owned): Promise<string[]> {
  const bodies: string[] = [];
  for (const ep of m.endpoints) {
    const owned = OWNED[ep.name];
    if (!owned || owned.write) continue;
    const a = await m.call(w, ep, { token: owner.token }, await owned.payload(w, owner));
    bodies.push(a.raw);
    if (!a.ok)
      m.findings.push(`${ep.name}: the owner's own call failed, the probe points at nothing: ${describe(a)}`);
  }
  return bodies;
}

/** Cell 2: logged out, and with a forged token, every member endpoint refuses with the login code. */
export async function sweepLoggedOut(m: Matrix, w: World): Promise<void> {
  for (const ep of m.endpoints.filter((e) => e.def.auth === true)) {
    for (const token of [undefined, 'forged-token-0123456789abcdef0123456789']) {
      const a = await m.call(w, ep, { token });
      if (broken(m, ep, 'anon', a)) continue;
      if (a.code === 'SESSION_INVALID' && a.data === 'token') m.mark(ep, 'anon', 'refused');
      else m.mark(ep, 'anon', 'OPEN', `not the login-required answer: ${describe(a)}`);
    }
  }
}

/** Cell 3: a member's token, as the session header or as a bearer, opens no operator endpoint. */
export async function sweepMemberOnOperator(m: Matrix, w: World): Promise<void> {
  for (const ep of m.endpoints.filter(isOperator)) {
    for (const caller of [{ token: w.a.token }, { bearer: w.a.token }, {}]) {
      const a = await m.call(w, ep, caller);
      if (broken(m, ep, 'member→op', a)) continue;
      if (a.code === 'OPERATOR_SESSION') m.mark(ep, 'member→op', 'refused');
      else m.mark(ep, 'member→op', 'OPEN', `${JSON.stringify(caller).slice(0, 20)} got ${describe(a)}`);
    }
  }
}

/** Cell 4: each role is let in exactly where the contract lists it (a validation error is in). */
export async function sweepRoles(m: Matrix, w: World): Promise<void> {
  for (const role of OPERATOR_ROLES) {
    const cell = `op:${role}` as Cell;
    for (const ep of m.endpoints.filter(isOperator)) {
      const bearer = ep.name === 'adminLogout' ? await w.freshOp(role) : w.ops[role];
      const a = await m.call(w, ep, { bearer });
      if (broken(m, ep, cell, a)) continue;
      const listed = ep.roles!.includes(role);
      const refused = a.code === 'OPERATOR_FORBIDDEN' || a.code === 'OPERATOR_SESSION';
      if (listed && refused) m.mark(ep, cell, 'WRONG', `listed role refused: ${describe(a)}`);
      else if (!listed && !refused) m.mark(ep, cell, 'OPEN', `unlisted role let in: ${describe(a)}`);
      else m.mark(ep, cell, listed ? 'ok' : 'refused');
    }
  }
}

/** Cell 5, members: C's token at hgtyc is no session; at its own brand it reaches nothing of A's. */
export async function sweepBrandMember(m: Matrix, w: World): Promise<void> {
  for (const ep of m.endpoints.filter((e) => !isOperator(e))) {
    const a = await m.call(
      w,
      ep,
      { token: w.c.token, site: HOME },
      (await PUBLIC_IDS[ep.name]?.payload?.(w, w.a)) ?? {},
    );
    if (broken(m, ep, 'brand:member', a)) continue;
    const found = leaked(a, w.a.needles);
    if (found.length > 0) m.mark(ep, 'brand:member', 'LEAK', `${found.join(', ')} in ${describe(a)}`);
    else if (ep.def.auth === true && a.code !== 'SESSION_INVALID') {
      m.mark(ep, 'brand:member', 'OPEN', `another brand's token accepted: ${describe(a)}`);
    } else m.mark(ep, 'brand:member', ep.def.auth === true ? 'refused' : 'ok');
  }
  await sweepMember(m, w, w.a, { token: w.c.token, site: OTHER }, 'brand:member', async () => ({
    token: await w.ctx.app.services.sessions.create({
      memberId: w.c.id,
      siteCode: OTHER,
      deviceNo: 'proof',
      ip: '127.0.0.1',
    }),
    site: OTHER,
  }));
}

/** Cell 5, operators: bound to another brand, refused at hgtyc, and blind to hgtyc from their own. */
export async function sweepBrandOperator(m: Matrix, w: World): Promise<void> {
  const ops = m.endpoints.filter(isOperator);
  for (const role of OPERATOR_ROLES) {
    for (const ep of ops) {
      const a = await m.call(w, ep, { bearer: w.brandOps[role], site: HOME });
      if (broken(m, ep, 'brand:op', a)) continue;
      if (a.code === 'OPERATOR_FORBIDDEN') m.mark(ep, 'brand:op', 'refused');
      else m.mark(ep, 'brand:op', 'OPEN', `${role} of ${OTHER} let in at ${HOME}: ${describe(a)}`);
    }
  }
  for (const role of OPERATOR_ROLES) {
    for (const ep of ops.filter((e) => e.roles!.includes(role) && !GLOBAL_TARGETS[e.name])) {
      const target = BRAND_TARGETS[ep.name];
      const bearer = ep.name === 'adminLogout' ? await w.freshOp(role, OTHER) : w.brandOps[role];
      const caller = { bearer, site: OTHER };
      const a = await m.call(w, ep, caller, target ? await target(w, w.a) : {});
      if (broken(m, ep, 'brand:op', a)) continue;
      const found = leaked(a, w.a.needles);
      // A brand-local id (the same number in every brand) may act on the caller's own brand.
      const strict = target && !BRAND_LOCAL_IDS[ep.name];
      const absent = strict ? await m.call(w, ep, caller, await target(w, ghostOf(w.a))) : a;
      if (found.length > 0) m.mark(ep, 'brand:op', 'LEAK', `${role}: ${found.join(', ')} in ${describe(a)}`);
      else if (strict && !isRefusal(a) && !isEmpty(a.data)) {
        m.mark(ep, 'brand:op', 'OPEN', `${role} of ${OTHER} reached ${HOME}: ${describe(a)}`);
      } else if (!sameAs(a, absent)) {
        m.mark(
          ep,
          'brand:op',
          'ORACLE',
          `${role}: ${describe(a)} but for no such object ${describe(absent)}`,
        );
      } else m.mark(ep, 'brand:op', target || !a.ok ? 'refused' : 'ok');
    }
  }
}

/** A brand that neither the world's brand-bound operators nor its members belong to. */
const THIRD = 'tyc' as const;

/**
 * Cell 6, role × brands: an operator bound to two brands (the other one and hgtyc) is let in at
 * hgtyc exactly where its role is (as a global operator would be), and refused at a third brand
 * on every endpoint, whatever its role.
 */
export async function sweepMultiBrand(m: Matrix, w: World): Promise<void> {
  const cell: Cell = 'brands:op';
  for (const role of OPERATOR_ROLES) {
    for (const ep of m.endpoints.filter(isOperator)) {
      const bearer = ep.name === 'adminLogout' ? await w.freshMulti(role) : w.multiOps[role];
      const a = await m.call(w, ep, { bearer, site: HOME });
      if (broken(m, ep, cell, a)) continue;
      const listed = ep.roles!.includes(role);
      const refused = a.code === 'OPERATOR_FORBIDDEN' || a.code === 'OPERATOR_SESSION';
      if (listed && refused)
        m.mark(ep, cell, 'WRONG', `${role} bound to ${HOME} refused there: ${describe(a)}`);
      else if (!listed && !refused) m.mark(ep, cell, 'OPEN', `unlisted ${role} let in: ${describe(a)}`);
      const third = await m.call(w, ep, { bearer: w.multiOps[role], site: THIRD });
      if (broken(m, ep, cell, third)) continue;
      if (third.code !== 'OPERATOR_FORBIDDEN') {
        m.mark(ep, cell, 'OPEN', `${role} of ${OTHER}+${HOME} let in at ${THIRD}: ${describe(third)}`);
      } else m.mark(ep, cell, listed && !refused ? 'ok' : 'refused');
    }
  }
}
