import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { turnover } from '../../src/modules/books/turnover.repository.ts';
import { buildMember, call, clientHeaders } from '../helpers.ts';
import { loginAt, taskPost } from '../tasks-helpers.ts';
import { playTurnover, vipGet } from '../vip-helpers.ts';
import { adminPost, depositByGateway } from '../wallet-helpers.ts';
import {
  type Answer,
  BURST,
  burst,
  centerMinor,
  entries,
  fromEnvelope,
  judge,
  type SweepState,
  UNIT,
} from './sweep-kit.ts';

/** Task centre: a reward once (one, all, and the two at once), a chest once. No request ids here. */
export async function sweepTasks(state: SweepState, now: () => Date): Promise<void> {
  const { ctx } = state;
  const m = await buildMember(ctx);
  await loginAt(ctx, m.id, m.username, now());
  await depositByGateway(ctx, m.token, '50');
  await turnover.progress(ctx.database.db, 'hgtyc', m.id, 5_000n * UNIT, `sweep-bet-${m.id}`);
  const keyOf = (code: string) => `task:hgtyc:${m.id}:${code}:%`;

  const start = await centerMinor(ctx, m.id);
  const one = await burst(BURST, async () =>
    fromEnvelope((await taskPost(ctx, m.token, 'list/one_receive', { code: 'newbie_first_deposit' })).body),
  );
  await judge(state, {
    endpoint: 'taskReceiveOne',
    kind: 'identical',
    answers: one,
    expected: 1,
    refusals: ['TASK_ALREADY_CLAIMED'],
    sameAnswers: false,
    effects: { actual: await entries(ctx, 'task_reward', keyOf('newbie_first_deposit')), expected: 1 },
    memberId: m.id,
    expectedBalance: start + 18n * UNIT,
  });

  // The daily rewards: 25 receive-alls and 25 receive-ones of one of them, at once.
  const daily = (await taskPost(ctx, m.token, 'list', { group: 'daily' })).body.data.list as {
    code: string;
    status: string;
    reward: string;
  }[];
  const completed = daily.filter((t) => t.status === 'completed');
  const owed = completed.reduce((s, t) => s + parseAmountToMinor(t.reward), 0n);
  const before = await centerMinor(ctx, m.id);
  const mixed = await burst(BURST, async (i): Promise<Answer> => {
    if (i % 2)
      return fromEnvelope((await taskPost(ctx, m.token, 'list/one_receive', { code: 'daily_login' })).body);
    const r = await taskPost(ctx, m.token, 'list/receive', { group: 'daily' });
    // A receive-all succeeds as far as it received something; one answer per reward it took.
    return { ok: r.body.status && r.body.data.received.length > 0, code: r.body.code ?? 'NOTHING_LEFT' };
  });
  const taken = await Promise.all(completed.map((t) => entries(ctx, 'task_reward', keyOf(t.code))));
  await judge(state, {
    endpoint: 'taskReceiveAll',
    kind: 'conflicting',
    answers: mixed,
    expected: mixed.filter((a) => a.ok).length,
    refusals: ['TASK_ALREADY_CLAIMED', 'NOTHING_LEFT'],
    effects: { actual: taken.reduce((s, n) => s + n, 0), expected: completed.length },
    memberId: m.id,
    expectedBalance: before + owed,
  });
  if (completed.length < 2) throw new Error(`the daily burst needs rewards to race for: ${completed.length}`);

  const chestsBefore = await centerMinor(ctx, m.id);
  const content = (await taskPost(ctx, m.token, 'content')).body.data as {
    chests: { tier: number; status: string; reward: string }[];
  };
  const chest = content.chests.find((c) => c.status === 'open');
  if (!chest) throw new Error('no open chest to race for');
  const chests = await burst(BURST, async () =>
    fromEnvelope((await taskPost(ctx, m.token, 'active/receive', { tier: chest.tier })).body),
  );
  await judge(state, {
    endpoint: 'taskReceiveChest',
    kind: 'identical',
    answers: chests,
    expected: 1,
    refusals: ['TASK_ALREADY_CLAIMED'],
    sameAnswers: false,
    effects: { actual: await entries(ctx, 'task_chest', `chest:hgtyc:${m.id}:%`), expected: 1 },
    memberId: m.id,
    expectedBalance: chestsBefore + parseAmountToMinor(chest.reward),
  });
}

/** Promotions: an instant bonus once per member; a reviewed one decided once (approve vs reject). */
export async function sweepPromotions(state: SweepState): Promise<void> {
  const { ctx, ops } = state;
  const apply = (token: string, id: number) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/promo/apply',
      headers: { ...clientHeaders('hgtyc', { t: token }), 'content-type': 'application/json' },
      payload: { id },
    });
  const promos = (
    await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/promo/list', headers: clientHeaders() })
  ).body.data.list as { id: number; applyMode: string; bonus: string | null; state: string }[];
  const instant = promos.find((p) => p.applyMode === 'instant' && p.bonus && p.state === 'running')!;
  const review = promos.find((p) => p.applyMode === 'review' && p.bonus && p.state === 'running')!;
  const m = await buildMember(ctx);
  const applied = await burst(BURST, async () => fromEnvelope((await apply(m.token, instant.id)).body));
  await judge(state, {
    endpoint: 'promoApply',
    kind: 'identical',
    answers: applied,
    expected: 1,
    refusals: ['PROMO_APPLIED'],
    sameAnswers: false,
    effects: { actual: await entries(ctx, 'promo_bonus', `promo:hgtyc:${instant.id}:${m.id}`), expected: 1 },
    memberId: m.id,
    expectedBalance: parseAmountToMinor(instant.bonus!),
  });

  const first = await apply(m.token, review.id);
  const id = first.body.data.id as string;
  const decided = await burst(BURST, async (i) =>
    fromEnvelope(
      (
        await adminPost(ctx, ops.finance, 'promo/application', {
          id,
          action: i % 2 ? 'reject' : 'approve',
          reason: '并发测试',
        })
      ).body,
    ),
  );
  const paid = await entries(ctx, 'promo_bonus', `promo:hgtyc:${review.id}:${m.id}`);
  await judge(state, {
    endpoint: 'adminPromoReview',
    kind: 'conflicting',
    answers: decided,
    expected: 1,
    refusals: ['PROMO_APPLICATION_DECIDED'],
    effects: { actual: paid, expected: paid === 1 ? 1 : 0 },
    memberId: m.id,
    expectedBalance: parseAmountToMinor(instant.bonus!) + BigInt(paid) * parseAmountToMinor(review.bonus!),
  });
}

/** VIP: reading the status promotes and pays each level's upgrade bonus once, however many read. */
export async function sweepVip(state: SweepState): Promise<void> {
  const { ctx } = state;
  const m = await buildMember(ctx);
  await depositByGateway(ctx, m.token, '20000');
  await playTurnover(ctx, { player: `hgtyc_${m.id}`, token: m.token }, '20000', 10);
  const before = await centerMinor(ctx, m.id);
  const reads = await burst(BURST, async () =>
    fromEnvelope(
      (await vipGet(ctx, m.token, '/api/findmed/v1/member/vips')).body,
      (d: { level: number }) => d.level,
    ),
  );
  const level = reads[0]!.same as number;
  const ladder = (await vipGet(ctx, undefined, '/api/findmed/v1/member/vips/list')).body.data.levels as {
    level: number;
    upgradeBonus: string;
  }[];
  const owed = ladder
    .filter((l) => l.level >= 1 && l.level <= level)
    .reduce((s, l) => s + parseAmountToMinor(l.upgradeBonus), 0n);
  await judge(state, {
    endpoint: 'vipStatus',
    kind: 'identical',
    answers: reads,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'vip_upgrade_bonus', `vip:upgrade:${m.id}:%`), expected: level },
    memberId: m.id,
    expectedBalance: before + owed,
  });
}
