import type { TaskGroup, TaskMetric } from '@houseline/shared/api/contract/tasks';
import type { Locale } from '@houseline/shared/api/headers';
import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';

/**
 * The task definitions of a brand (decision 0034). Versioned with the code rather than seeded
 * into a table: progress is computed from the member's real activity, so a definition is a rule
 * (metric, target, period) more than data, and changing one is a reviewed change. Each brand gets
 * the same catalogue in its own center currency; a brand whose center wallet holds USDT gets the
 * amounts divided by its scale (about the CNY/USDT rate, rounded to a friendly figure).
 */

const UNIT = 10_000n;

export interface TaskDef {
  code: string;
  group: TaskGroup;
  metric: TaskMetric;
  /** A count, or an amount in whole currency units (scaled per brand). */
  target: number;
  /** Reward in whole currency units (scaled per brand). */
  reward: number;
  points: number;
  flowMultiple: number;
  link: string;
  title: Record<Locale, string>;
  description: Record<Locale, string>;
}

export interface ChestDef {
  tier: number;
  points: number;
  reward: number;
}

/** A task as a brand runs it: amounts in minor units of its center currency. */
export interface BrandTask extends Omit<TaskDef, 'target' | 'reward'> {
  target: bigint;
  reward: bigint;
  currency: string;
  /** Off: gone from the member's list and not receivable (issue 24). */
  enabled: boolean;
}

/** A brand's own settings of one task (issue 24, the `task_settings` row), amounts in minor units. */
export interface TaskOverride {
  code: string;
  enabled: boolean;
  target: bigint;
  reward: bigint;
  points: number;
  flowMultiple: number;
}

export interface BrandChest {
  tier: number;
  points: number;
  reward: bigint;
  currency: string;
  /** Off: gone from the member's header and not receivable (issue 24, decision 0089). */
  enabled: boolean;
}

/** A brand's own settings of one chest (the `task_chest_settings` row), the reward in minor units. */
export interface ChestOverride {
  tier: number;
  enabled: boolean;
  points: number;
  reward: bigint;
}

const AMOUNT_METRICS: ReadonlySet<TaskMetric> = new Set(['turnover']);
export const isAmountMetric = (metric: TaskMetric): boolean => AMOUNT_METRICS.has(metric);

export const GROUP_NAMES: Record<TaskGroup, Record<Locale, string>> = {
  newbie: { 'zh-CN': '新手任务', 'en-US': 'Newcomer' },
  daily: { 'zh-CN': '每日任务', 'en-US': 'Daily' },
  weekly: { 'zh-CN': '每周任务', 'en-US': 'Weekly' },
};

const t = (zh: string, en: string): Record<Locale, string> => ({ 'zh-CN': zh, 'en-US': en });

export const TASK_DEFS: readonly TaskDef[] = [
  // Newcomer tasks: once per member.
  {
    code: 'newbie_first_deposit',
    group: 'newbie',
    metric: 'deposit_count',
    target: 1,
    reward: 18,
    points: 10,
    flowMultiple: 1,
    link: '/finance/deposit',
    title: t('完成首次存款', 'Make your first deposit'),
    description: t('任意渠道成功到账一笔存款', 'Any deposit credited to your wallet'),
  },
  {
    code: 'newbie_bind_account',
    group: 'newbie',
    metric: 'withdraw_account',
    target: 1,
    reward: 8,
    points: 10,
    flowMultiple: 1,
    link: '/cards/addBankCard',
    title: t('绑定提现账户', 'Add a withdrawal account'),
    description: t('绑定一张银行卡、虚拟币地址或支付宝', 'A bank card, a USDT address or Alipay'),
  },
  {
    code: 'newbie_withdraw_password',
    group: 'newbie',
    metric: 'withdraw_password',
    target: 1,
    reward: 5,
    points: 10,
    flowMultiple: 1,
    link: '/setting/wpassword',
    title: t('设置提现密码', 'Set a withdrawal password'),
    description: t('设置6位数字提现密码，保障资金安全', 'A 6-digit password that guards withdrawals'),
  },
  {
    code: 'newbie_personal_info',
    group: 'newbie',
    metric: 'personal_info',
    target: 1,
    reward: 5,
    points: 10,
    flowMultiple: 1,
    link: '/personalInfo',
    title: t('完善个人资料', 'Complete your profile'),
    description: t('填写真实姓名', 'Fill in your real name'),
  },
  {
    code: 'newbie_first_bet',
    group: 'newbie',
    metric: 'bet_count',
    target: 1,
    reward: 8,
    points: 10,
    flowMultiple: 1,
    link: '/app/home',
    title: t('完成首笔投注', 'Place your first bet'),
    description: t('体育、真人或任意游戏投注一笔', 'One bet on sports, live tables or any game'),
  },
  // Daily tasks: reset at the brand's midnight.
  {
    code: 'daily_login',
    group: 'daily',
    metric: 'login_days',
    target: 1,
    reward: 1,
    points: 10,
    flowMultiple: 1,
    link: '/app/home',
    title: t('今日登录', 'Log in today'),
    description: t('每天登录即可领取', 'Log in once a day'),
  },
  {
    code: 'daily_deposit',
    group: 'daily',
    metric: 'deposit_count',
    target: 1,
    reward: 3,
    points: 20,
    flowMultiple: 1,
    link: '/finance/deposit',
    title: t('今日存款', 'Deposit today'),
    description: t('今日完成一笔到账存款', 'One deposit credited today'),
  },
  {
    code: 'daily_turnover_1',
    group: 'daily',
    metric: 'turnover',
    target: 1_000,
    reward: 3,
    points: 10,
    flowMultiple: 1,
    link: '/app/home',
    title: t('今日有效投注 {target}', 'Valid turnover {target} today'),
    description: t('今日有效投注累计达到目标', 'Valid bets settled today reach the target'),
  },
  {
    code: 'daily_turnover_2',
    group: 'daily',
    metric: 'turnover',
    target: 5_000,
    reward: 8,
    points: 20,
    flowMultiple: 1,
    link: '/app/home',
    title: t('今日有效投注 {target}', 'Valid turnover {target} today'),
    description: t('今日有效投注累计达到目标', 'Valid bets settled today reach the target'),
  },
  {
    code: 'daily_turnover_3',
    group: 'daily',
    metric: 'turnover',
    target: 20_000,
    reward: 28,
    points: 30,
    flowMultiple: 1,
    link: '/app/home',
    title: t('今日有效投注 {target}', 'Valid turnover {target} today'),
    description: t('今日有效投注累计达到目标', 'Valid bets settled today reach the target'),
  },
  // Weekly tasks: reset on Monday, brand time.
  {
    code: 'weekly_turnover_1',
    group: 'weekly',
    metric: 'turnover',
    target: 20_000,
    reward: 38,
    points: 20,
    flowMultiple: 2,
    link: '/app/home',
    title: t('本周有效投注 {target}', 'Valid turnover {target} this week'),
    description: t('本周一起有效投注累计达到目标', 'Valid bets since Monday reach the target'),
  },
  {
    code: 'weekly_turnover_2',
    group: 'weekly',
    metric: 'turnover',
    target: 100_000,
    reward: 168,
    points: 40,
    flowMultiple: 2,
    link: '/app/home',
    title: t('本周有效投注 {target}', 'Valid turnover {target} this week'),
    description: t('本周一起有效投注累计达到目标', 'Valid bets since Monday reach the target'),
  },
  {
    code: 'weekly_login_3',
    group: 'weekly',
    metric: 'login_streak',
    target: 3,
    reward: 8,
    points: 20,
    flowMultiple: 1,
    link: '/app/home',
    title: t('连续登录 3 天', 'Log in 3 days in a row'),
    description: t('本周内连续3天登录', 'Three consecutive days this week'),
  },
  {
    code: 'weekly_login_7',
    group: 'weekly',
    metric: 'login_streak',
    target: 7,
    reward: 28,
    points: 40,
    flowMultiple: 1,
    link: '/app/home',
    title: t('连续登录 7 天', 'Log in 7 days in a row'),
    description: t('本周每天都登录', 'Every day this week'),
  },
];

/** Daily activity chests: reached by the points of today's received tasks. */
export const CHEST_DEFS: readonly ChestDef[] = [
  { tier: 1, points: 20, reward: 2 },
  { tier: 2, points: 50, reward: 5 },
  { tier: 3, points: 80, reward: 8 },
  { tier: 4, points: 120, reward: 18 },
];

export const CHEST_TITLE = t('活跃度宝箱', 'Activity chest');

/** How many whole units of the brand's currency one catalogue unit is worth (USDT brands: /5). */
function scaleOf(currency: string): bigint {
  return currency === 'CNY' ? 1n : 5n;
}

const money = (units: number, scale: bigint) => (BigInt(units) * UNIT) / scale;

export function brandCurrency(siteCode: string): string {
  return currencyCodeForWallet(1, siteCode);
}

/**
 * The brand's tasks: the catalogue in its currency, each with the brand's own settings on top
 * (`overrides`, from `task_settings`; a task without one runs the catalogue's default).
 */
export function brandTasks(siteCode: string, overrides: readonly TaskOverride[] = []): BrandTask[] {
  const currency = brandCurrency(siteCode);
  const scale = scaleOf(currency);
  return TASK_DEFS.map((def) => {
    const task: BrandTask = {
      ...def,
      currency,
      enabled: true,
      target: isAmountMetric(def.metric) ? money(def.target, scale) : BigInt(def.target),
      reward: money(def.reward, scale),
    };
    const own = overrides.find((o) => o.code === def.code);
    if (!own) return task;
    const { enabled, target, reward, points, flowMultiple } = own;
    return { ...task, enabled, target, reward, points, flowMultiple };
  });
}

/**
 * The brand's chests: the catalogue's in its currency, each with the brand's own settings on top
 * (`overrides`, from `task_chest_settings`; a chest without one runs the catalogue's).
 */
export function brandChests(siteCode: string, overrides: readonly ChestOverride[] = []): BrandChest[] {
  const currency = brandCurrency(siteCode);
  const scale = scaleOf(currency);
  return CHEST_DEFS.map((c) => {
    const chest: BrandChest = { ...c, currency, enabled: true, reward: money(c.reward, scale) };
    const own = overrides.find((o) => o.tier === c.tier);
    return own ? { ...chest, enabled: own.enabled, points: own.points, reward: own.reward } : chest;
  });
}

/** Whether the enabled chests' points rise strictly from tier to tier (what a member climbs). */
export function chestsInOrder(chests: readonly Pick<BrandChest, 'tier' | 'points' | 'enabled'>[]): boolean {
  const on = chests.filter((c) => c.enabled).sort((a, b) => a.tier - b.tier);
  return on.every((c, i) => i === 0 || c.points > on[i - 1]!.points);
}
