import { randomUUID } from 'node:crypto';
import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { SiteCode } from '@houseline/shared/brands/types';
import { OPERATOR_ROLES, type OperatorRole } from '@houseline/shared/operators/permissions';
import {
  type Backend,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  postForm,
  type TestContext,
} from '../helpers.ts';
import { dealUntil, fakeClock, liveBet, liveGet } from '../live-tables-helpers.ts';
import { seedMatch } from '../sportsbook-helpers.ts';
import { multipart, sampleImage } from '../uploads-helpers.ts';
import { memberGet, memberPost } from '../wallet-helpers.ts';
import {
  HOME,
  must,
  OTHER,
  type Owned,
  operatorLogin,
  type Persona,
  persona,
  populate,
  WPASSWORD,
} from './world-members.ts';

export { HOME, OTHER, type Owned, type Persona } from './world-members.ts';

/**
 * A populated world for the proof suites (issue 14): two members A and B of brand hgtyc with real
 * data made through the real APIs and services — deposits credited and one pending, a bank card,
 * a withdrawal, a bound phone, sportsbook bets and a cash-out quote, a venue transfer and seamless
 * rounds, live-table bets (one settled round, one open), messages from the ledger notifier, a
 * feedback with an uploaded image, task progress, an invitee (agent data) and an exchange quote —
 * a member C of another brand, and operator tokens for every operator role, global and bound to
 * the other brand. Every amount and text is unique to its member, so a leak can be searched for.
 */

export interface World {
  ctx: TestContext;
  clock: ReturnType<typeof fakeClock>;
  a: Owned;
  b: Owned;
  /** A member of the other brand, with a credited deposit of its own. */
  c: Persona;
  /** A bearer token per operator role (operators of every site). */
  ops: Record<OperatorRole, string>;
  /** A bearer token per operator role, for operators bound to the other brand. */
  brandOps: Record<OperatorRole, string>;
  /** A bearer token per role for operators bound to two brands: the other one and hgtyc. */
  multiOps: Record<OperatorRole, string>;
  /** A fresh global token per role (for endpoints that end the session, like logout). */
  freshOp(role: OperatorRole, site?: SiteCode): Promise<string>;
  /** A fresh token of the two-brand operator of a role. */
  freshMulti(role: OperatorRole): Promise<string>;
  /** A hgtyc notice published by a global admin. */
  noticeId: number;
  matchId: number;
  promoId: number | undefined;
  close(): Promise<void>;
}

/** Builds the world on a backend: a fresh database, jobs off, a clock that moves only when told. */
export async function buildWorld(backend: Backend): Promise<World> {
  const clock = fakeClock();
  const ctx = await createTestApp(backend, {
    config: {
      jobs: false,
      liveTables: { bettingSeconds: 15, dealStepMs: 1000, settledPauseMs: 4000, shoeHands: 40 },
    },
    now: clock.now,
  });
  const login = async (name: string, role: OperatorRole, brands: SiteCode[] | null) => {
    await ctx.app.services.operators.create({
      username: name,
      password: `${name}-Pass-2026`,
      role,
      brands,
    });
    return operatorLogin(ctx, name, brands?.[0] ?? HOME);
  };
  const ops = {} as Record<OperatorRole, string>;
  const brandOps = {} as Record<OperatorRole, string>;
  const multiOps = {} as Record<OperatorRole, string>;
  for (const role of OPERATOR_ROLES) {
    ops[role] = await login(`op${role}`, role, null);
    brandOps[role] = await login(`op${role}${OTHER}`, role, [OTHER]);
    multiOps[role] = await login(`op${role}multi`, role, [OTHER, HOME]);
  }
  const freshMulti = (role: OperatorRole) => operatorLogin(ctx, `op${role}multi`, HOME);
  const freshOp = (role: OperatorRole, site?: SiteCode) =>
    operatorLogin(ctx, `op${role}${site ?? ''}`, site ?? HOME);

  const match = await seedMatch(ctx);
  const tables = must<{ list: LiveTable[] }>(await liveGet(ctx, '/tables'), 'live tables').list;
  const table = tables[0]!;
  const w = { ctx, clock, ops };
  const a = await populate(w, 'a', table, match.markets['1x2']!.sel.home!);
  const b = await populate(w, 'b', table, match.markets['1x2']!.sel.away!);
  // Settle the round both bet on, then open the next one with a bet of A's still on the felt.
  const dealer = ctx.app.services.liveTables.dealer;
  await dealUntil(ctx, clock, [dealer], table.id, (r) => r.id === a.liveRoundId && r.phase === 'settled');
  const next = await dealUntil(
    ctx,
    clock,
    [dealer],
    table.id,
    (r) => r.id !== a.liveRoundId && r.phase === 'betting',
  );
  must(
    await liveBet(ctx, a.token, {
      tableId: table.id,
      roundId: next.id,
      bets: [{ side: 'banker', amount: '41.23' }],
    }),
    'open live bet',
  );
  a.needles.push('41.23');

  const notifier = ctx.app.services.messages.notifier;
  await notifier.run();
  await notifier.run();
  for (const m of [a, b]) {
    const list = must<{ list: { id: number; body: string }[] }>(
      await memberPost(ctx, m.token, '/api/findmed/v1/member/message/list', { type: 'personal', size: '50' }),
      'messages',
    ).list;
    if (list.length === 0) throw new Error('world: the notifier wrote no message');
    m.messageId = list.find((x) => x.body.includes(m.depositOrderNo))?.id ?? list[0]!.id;
  }

  const c = await persona(ctx, OTHER, 'carolx9m');
  // C can get past the withdrawal password to the ownership checks.
  const cw = await encryptPassword(ctx, WPASSWORD);
  must(
    await postForm(
      ctx,
      '/api/findmed/v1/member/wpassword',
      { password: cw, confirmPassword: await encryptPassword(ctx, WPASSWORD) },
      clientHeaders(OTHER, { t: c.token }),
    ),
    'C wpassword',
  );
  const notice = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/messages/notices',
    headers: { ...clientHeaders(), authorization: `Bearer ${ops.admin}`, 'content-type': 'application/json' },
    payload: { siteCode: HOME, title: '授权矩阵公告 Nq8', body: '仅限本站会员的公告内容' },
  });
  const noticeId = must<{ id: number }>(notice, 'notice').id;
  const promoId = (await memberGet(ctx, a.token, '/api/findmed/v1/promo/list?state=running')).body.data
    ?.list?.[0]?.id;
  // A pending four-eyes adjustment of A (above the default threshold): the approval endpoint's target.
  const asked = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/members/adjust',
    headers: { ...clientHeaders(), authorization: `Bearer ${ops.admin}`, 'content-type': 'application/json' },
    payload: { username: a.username, amount: '20000', reason: '授权矩阵四眼', requestId: randomUUID() },
  });
  a.approvalId = must<{ approvalId: string }>(asked, 'pending adjustment').approvalId;
  // A banner of hgtyc's home (issue 24): the target of the banner endpoints.
  const home = await call(ctx.app, {
    method: 'GET',
    url: '/api/admin/v1/site/home',
    headers: { ...clientHeaders(), authorization: `Bearer ${ops.admin}` },
  });
  a.bannerId = must<{ banners: { id: number }[] }>(home, 'site home').banners[0]?.id;
  // An artwork of hgtyc's library (decision 0087): its id may appear in no other brand's answer.
  const form = multipart(await sampleImage('png', 1500, 600));
  const art = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/site/artwork/upload',
    headers: { ...clientHeaders(), authorization: `Bearer ${ops.admin}`, 'content-type': form.contentType },
    payload: form.payload,
  });
  a.needles.push(must<{ id: string }>(art, 'banner artwork').id);
  return {
    ctx,
    clock,
    a,
    b,
    c,
    ops,
    brandOps,
    multiOps,
    freshOp,
    freshMulti,
    noticeId,
    matchId: match.id,
    promoId,
    close: () => ctx.close(),
  };
}

/**
 * The owner with every object swapped for one that does not exist: an answer about another's
 * object must read exactly like this one's, or it tells the prober the object is there.
 */
export function ghostOf(o: Owned): Owned {
  const none = 987_654_321;
  return {
    ...o,
    username: 'ghostzz9',
    depositOrderNo: 'D202601010000000000000001',
    pendingDepositOrderNo: 'D202601010000000000000002',
    withdrawOrderNo: 'W202601010000000000000001',
    withdrawAccountId: String(none),
    transactionId: String(none),
    sportsBetId: none,
    cashoutQuoteId: randomUUID(),
    exchangeQuoteId: randomUUID(),
    venueBetId: none,
    venueTransferId: 'T202601010000000000000001',
    messageId: none,
    uploadId: 'AAAAAAAAAAAAAAAAAAAAAA',
    feedbackId: String(none),
    kycUploadId: 'AAAAAAAAAAAAAAAAAAAAAB',
    riskAlertId: String(none),
    deskConversationId: String(none),
    promoApplicationId: String(none),
    inviteeId: BigInt(none),
    approvalId: String(none),
    bannerId: none,
    needles: [],
  };
}
