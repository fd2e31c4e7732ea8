import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@houseline/shared/api/contract/admin';
import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/platform/crypto/password-hash.ts';
import { call, clientHeaders, encryptPassword, lastCode, type TestContext } from '../helpers.ts';
import { dealUntil, type fakeClock, liveBet } from '../live-tables-helpers.ts';
import { memberJson, placeBet, slip } from '../sportsbook-helpers.ts';
import { sampleImage, upload } from '../uploads-helpers.ts';
import { openGame, round, seamlessCall } from '../venue-rounds-helpers.ts';
import { depositByGateway, memberGet, memberPost } from '../wallet-helpers.ts';

/** The members of the proof world (world.ts) and the data each makes through the member API. */

export const HOME: SiteCode = 'hgtyc';
export const OTHER: SiteCode = 'hgty';
export const PASSWORD = 'Passw0rd!';
export const WPASSWORD = '135790';

export interface Persona {
  id: bigint;
  username: string;
  token: string;
  site: SiteCode;
}

/** What a member owns: the ids the matrix points at, and the values that must not leak. */
export interface Owned extends Persona {
  phone: string;
  realName: string;
  cardNo: string;
  inviteCode: string;
  depositOrderNo: string;
  pendingDepositOrderNo: string;
  withdrawOrderNo: string;
  withdrawAccountId: string;
  transactionId: string;
  sportsBetId: number;
  cashoutQuoteId: string;
  exchangeQuoteId: string;
  venueBetId: number;
  venueRoundId: string;
  venueTransferId: string;
  liveTableId: number;
  liveRoundId: number;
  liveShoeId: number;
  messageId: number;
  uploadId: string;
  feedbackId: string;
  feedbackText: string;
  /** verification (issue 25): an upload attached as the member's ID front, and a risk alert. */
  kycUploadId: string;
  riskAlertId: string;
  /** service-desk (issue 26): a conversation the member started (a ticket or a live chat). */
  deskConversationId: string;
  promoApplicationId: string | undefined;
  inviteeId: bigint;
  /** A pending four-eyes adjustment of this member (asked by the global admin), if any. */
  approvalId?: string | undefined;
  /** A banner of the member's brand's home (issue 24), set by the world. */
  bannerId?: number | undefined;
  /** Distinctive strings of this member: none may appear in another member's answer. */
  needles: string[];
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

export function must<T>(answer: { status: number; body: { status: boolean; data: T } }, what: string): T {
  if (!answer.body.status) throw new Error(`world: ${what} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

export async function persona(
  ctx: TestContext,
  site: SiteCode,
  username: string,
  extra: { inviteCode?: string; parentId?: bigint } = {},
): Promise<Persona> {
  const row = await ctx.app.services.members.insert(ctx.database.db, {
    siteCode: site,
    username,
    passwordHash: await hashPassword(PASSWORD),
    qq: '/static/img/avatar-default.svg',
    ...extra,
  });
  const token = await ctx.app.services.sessions.create({
    memberId: row.id,
    siteCode: site,
    deviceNo: 'proof',
    ip: '127.0.0.1',
  });
  return { id: row.id, username, token, site };
}

export async function operatorLogin(ctx: TestContext, username: string, site: SiteCode): Promise<string> {
  const answer = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/login',
    headers: { ...clientHeaders(site), 'content-type': 'application/json' },
    payload: { username, password: `${username}-Pass-2026` },
  });
  return must<{ token: string }>(answer, `operator login ${username}`).token;
}

interface Uniques {
  username: string;
  inviteCode: string;
  phone: string;
  realName: string;
  cardNo: string;
  deposit: string;
  pending: string;
  withdraw: string;
  stake: string;
  venueStake: string;
  live: string;
  feedback: string;
}

const UNIQUE: Record<'a' | 'b', Uniques> = {
  a: {
    username: 'alicezq7',
    inviteCode: 'ALICEQZ7',
    phone: '13712398761',
    realName: '欧阳明轩',
    cardNo: '6222027788990011226',
    deposit: '8765.43',
    pending: '4321.09',
    withdraw: '271.83',
    stake: '123.47',
    venueStake: '13.57',
    live: '31.17',
    feedback: '甲会员的反馈：提款单号核对 Zq7Xk',
  },
  b: {
    username: 'bobyk42w',
    inviteCode: 'BOBYK42W',
    phone: '13998712354',
    realName: '司马浩然',
    cardNo: '6228481122334455665',
    deposit: '5432.17',
    pending: '2109.88',
    withdraw: '182.61',
    stake: '98.76',
    venueStake: '11.39',
    live: '27.29',
    feedback: '乙会员的反馈：存款未到账 Wq4Yp',
  },
};

/** The data of one member, made through the member API as the web client makes it. */
export async function populate(
  w: { ctx: TestContext; clock: ReturnType<typeof fakeClock>; ops: Record<OperatorRole, string> },
  who: 'a' | 'b',
  table: LiveTable,
  matchSelection: number,
): Promise<Owned> {
  const { ctx } = w;
  const u = UNIQUE[who];
  const me = await persona(ctx, HOME, u.username, { inviteCode: u.inviteCode });
  const invitee = await persona(ctx, HOME, `${u.username.slice(0, 5)}inv`, { parentId: me.id });
  const enc = (v: string) => encryptPassword(ctx, v);
  const post = (url: string, fields: Record<string, string>) => memberPost(ctx, me.token, url, fields);
  const json = (url: string, payload: Record<string, unknown>) => memberJson(ctx, me.token, url, payload);

  // Profile: a bound phone, the withdrawal password, the real name and a bank card.
  must(
    await post('/api/service/sms', { channel: 'phone', purpose: 'bind', areaCode: '+86', phone: u.phone }),
    'sms',
  );
  const code = lastCode(ctx, `+86${u.phone}`);
  must(await post('/api/findmed/v1/member/phone', { areaCode: '+86', phone: u.phone, code }), 'phone');
  const wp = await enc(WPASSWORD);
  must(
    await post('/api/findmed/v1/member/wpassword', { password: wp, confirmPassword: await enc(WPASSWORD) }),
    'wpassword',
  );
  must(await post('/api/findmed/v1/member/realname', { realName: u.realName }), 'realname');
  const cards = must<{ accounts: { id: string }[] }>(
    await post('/api/findmed/v1/member/cards/bank', {
      bankCode: 'ICBC',
      cardNo: u.cardNo,
      wpassword: await enc(WPASSWORD),
    }),
    'card',
  );
  const withdrawAccountId = cards.accounts[0]!.id;

  // Money: a credited gateway deposit, a pending bank transfer, the turnover waived, a withdrawal.
  const depositOrderNo = await depositByGateway(ctx, me.token, u.deposit);
  const pending = must<{ orderNo: string }>(
    await post('/api/findmed/v1/deposit/create', {
      channelId: 'bank',
      amount: u.pending,
      payerName: u.realName,
      requestId: randomUUID(),
    }),
    'pending deposit',
  );
  const waive = await call(ctx.app, {
    method: 'POST',
    url: '/api/admin/v1/members/turnover/waive',
    headers: {
      ...clientHeaders(),
      authorization: `Bearer ${w.ops.admin}`,
      'content-type': 'application/json',
    },
    payload: { username: me.username, reason: '授权矩阵测试' },
  });
  must(waive, 'waive');
  const withdrawal = must<{ orderNo: string }>(
    await post('/api/findmed/v1/withdraw/apply', {
      accountId: withdrawAccountId,
      amount: u.withdraw,
      wpassword: await enc(WPASSWORD),
      requestId: randomUUID(),
    }),
    'withdraw',
  );

  // Sportsbook: an open single and a cash-out quote for it.
  const bet = must<{ id: number }>(
    await placeBet(ctx, me.token, slip([{ selectionId: matchSelection, odds: '2.100' }], u.stake)),
    'sports bet',
  );
  // Casino: a transfer to the transfer venue and a settled seamless round.
  const moved = must<{ transferId: string }>(
    await post('/api/findmed/v1/wallet/transfer', {
      from: 'center',
      to: 'demo_slot',
      amount: u.venueStake,
      requestId: randomUUID(),
    }),
    'venue transfer',
  );
  await openGame(ctx, me.token, { siteCode: HOME });
  const seamless = round(`${HOME}_${me.id}`);
  must(await seamlessCall(ctx, 'debit', seamless.debit(u.venueStake)), 'seamless debit');
  must(await seamlessCall(ctx, 'credit', seamless.credit('2')), 'seamless credit');
  const [venueRow] = rowsOf<{ id: string }>(
    await ctx.database.db.execute(sql`select id from venue_bets where round_id = ${seamless.roundId}`),
  );

  // Live tables: a bet on the round now open (settled later by the world, with B's).
  const open = await dealUntil(
    ctx,
    w.clock,
    [ctx.app.services.liveTables.dealer],
    table.id,
    (r) => r.phase === 'betting',
  );
  must(
    await liveBet(ctx, me.token, {
      tableId: table.id,
      roundId: open.id,
      bets: [{ side: 'player', amount: u.live }],
    }),
    'live bet',
  );

  // Engagement: a feedback with an uploaded image; promotions when one is running.
  const image = must<{ id: string }>(await upload(ctx, me.token, await sampleImage('png', 24, 24)), 'upload');
  const feedback = must<{ id: string }>(
    await json('/api/findmed/v1/feedback/submit', {
      category: 'deposit',
      text: u.feedback,
      images: [image.id],
      requestId: randomUUID(),
    }),
    'feedback',
  );
  // verification (issue 25): a KYC document (its own upload) and a risk alert linked to the member.
  const kycImage = must<{ id: string }>(
    await upload(ctx, me.token, await sampleImage('png', 24, 24)),
    'kyc upload',
  );
  must(
    await json('/api/f/v1/verification/document', { kind: 'id_front', uploadId: kycImage.id }),
    'kyc document',
  );
  for (let i = 0; i < 3; i += 1)
    await ctx.app.services.verification.risk.recordLimitChange(me.site, me.id, 'increase');
  const [riskAlert] = rowsOf<{ id: string }>(
    await ctx.database.db.execute(
      sql`select id::text as id from job_alerts where member_id = ${me.id} and job = 'risk.limit_increases'`,
    ),
  );
  const promos = must<{ list: { id: number }[] }>(
    await memberGet(ctx, me.token, '/api/findmed/v1/promo/list?state=running'),
    'promos',
  );
  let promoApplicationId: string | undefined;
  for (const promo of promos.list) {
    const applied = await json('/api/findmed/v1/promo/apply', { id: promo.id });
    if (applied.body.status) {
      promoApplicationId = String(applied.body.data.id);
      break;
    }
  }

  const desk = must<{ id: string }>(
    await json('/api/findmed/v1/service/start', {
      skill: 'deposit',
      text: `存款没到账 ${u.username}`,
      requestId: randomUUID(),
    }),
    'desk conversation',
  );

  // Quotes last: they expire, and the clock only moves for the live tables.
  const exchange = must<{ quoteId: string }>(
    await post('/api/findmed/v1/wallet/exchange/quote', { from: 'center', to: 'usdt', amount: '100' }),
    'exchange quote',
  );
  const cashout = must<{ quoteId: string }>(
    await json('/api/findmed/v1/sports/cashout/quote', { betId: bet.id }),
    'cashout quote',
  );
  const records = must<{ list: { id: string | number }[] }>(
    await memberGet(ctx, me.token, '/api/findmed/v1/wallet/records?preset=0'),
    'transactions',
  );
  return {
    ...me,
    phone: u.phone,
    realName: u.realName,
    cardNo: u.cardNo,
    inviteCode: u.inviteCode,
    depositOrderNo,
    pendingDepositOrderNo: pending.orderNo,
    withdrawOrderNo: withdrawal.orderNo,
    withdrawAccountId,
    transactionId: String(records.list[0]!.id),
    sportsBetId: bet.id,
    cashoutQuoteId: cashout.quoteId,
    exchangeQuoteId: exchange.quoteId,
    venueBetId: Number(venueRow!.id),
    venueRoundId: seamless.roundId,
    venueTransferId: moved.transferId,
    liveTableId: table.id,
    liveRoundId: open.id,
    liveShoeId: table.shoe.id,
    messageId: 0,
    uploadId: image.id,
    feedbackId: feedback.id,
    kycUploadId: kycImage.id,
    riskAlertId: riskAlert!.id,
    deskConversationId: desk.id,
    feedbackText: u.feedback,
    promoApplicationId,
    inviteeId: invitee.id,
    needles: [
      u.username,
      invitee.username,
      u.inviteCode,
      u.phone,
      u.realName,
      u.cardNo,
      depositOrderNo,
      pending.orderNo,
      withdrawal.orderNo,
      u.deposit,
      u.pending,
      u.withdraw,
      u.stake,
      u.feedback,
      image.id,
      seamless.roundId,
      exchange.quoteId,
      cashout.quoteId,
    ],
  };
}
