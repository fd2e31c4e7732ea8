import { DT_PAYS, DT_TIE_RETURN } from './dt.ts';
import { FISH_STATED_RTP, FISH_TYPES } from './fish.ts';
import { K3_PAY_TABLE } from './k3.ts';
import { SLOT_FREE_SPINS, SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_STATED_RTP, SLOT_SYMBOLS } from './slot.ts';
import type { DemoGameKind } from './types.ts';

// The rules pages of the demo provider (`/venue/demo/play/rules/<gameCode>`), in Simplified Chinese.
// Pay tables are written from the engines' own tables, so the page cannot drift from the maths.

export interface DemoGameRules {
  title: string;
  sections: { heading: string; body: string[] }[];
}

const percent = (fraction: number): string => `${(fraction * 100).toFixed(2)}%`;

const SYMBOL_NAMES: Record<string, string> = {
  wild: '百搭',
  scatter: '分散',
  seven: '幸运7',
  diamond: '钻石',
  bell: '铃铛',
  watermelon: '西瓜',
  grape: '葡萄',
  orange: '橙子',
  lemon: '柠檬',
  cherry: '樱桃',
};

function slotPayLines(): string[] {
  return SLOT_SYMBOLS.filter((s) => s.key !== 'scatter').map((s) => {
    const [three, four, five] = SLOT_PAYTABLE[s.id] ?? [0, 0, 0];
    return `${SYMBOL_NAMES[s.key] ?? s.key}：3个 ×${three}，4个 ×${four}，5个 ×${five}（线注倍数）`;
  });
}

function slotRules(): DemoGameRules {
  const [s3, s4, s5] = SLOT_PAYTABLE[1] ?? [0, 0, 0];
  return {
    title: '电子老虎机 游戏规则',
    sections: [
      {
        heading: '玩法',
        body: [
          `5轴3行，固定${SLOT_PAYLINES.length}条赔付线。每局投注额为总投注，线注 = 总投注 ÷ ${SLOT_PAYLINES.length}。`,
          '每条赔付线从最左边第一轴起，连续3个、4个或5个相同图案即中奖；每条线只计最高的一项奖金，各线奖金相加。',
          '百搭可替代除分散以外的所有图案；百搭本身连线也按百搭赔率计奖（与替代后的赔付取较高者）。',
          `分散出现在任意位置均可中奖，按总投注计：3个 ×${s3}，4个 ×${s4}，5个 ×${s5}。`,
        ],
      },
      {
        heading: '免费旋转',
        body: [
          `任意位置出现${SLOT_FREE_SPINS.triggerScatters}个或以上分散，获得${SLOT_FREE_SPINS.awarded}次免费旋转。`,
          `免费旋转期间所有奖金 ×${SLOT_FREE_SPINS.multiplier}；再次出现${SLOT_FREE_SPINS.triggerScatters}个或以上分散可再获得${SLOT_FREE_SPINS.awarded}次，每局免费旋转最多${SLOT_FREE_SPINS.maxPerRound}次。`,
          '免费旋转按触发时的投注额进行，不另扣款；一局（付费旋转及其全部免费旋转）结束后一次派彩。',
        ],
      },
      { heading: '赔率表', body: slotPayLines() },
      {
        heading: '返还率与公平性',
        body: [
          `理论返还率（RTP）为 ${percent(SLOT_STATED_RTP)}，由卷轴与赔率表精确计算得出，并经百万局模拟验证。`,
          '每次旋转的停轴位置由服务器使用密码学安全随机数均匀选取，结果在扣款时即已确定，与画面动画无关。',
        ],
      },
    ],
  };
}

const K3_TYPE_NAMES: Record<string, string> = {
  big: '大（和值11–17）',
  small: '小（和值4–10）',
  odd: '单',
  even: '双',
  anyTriple: '任意豹子',
};

function k3PayLines(): string[] {
  return K3_PAY_TABLE.map(({ type, selection, pays }) => {
    const name =
      type === 'sum'
        ? `和值 ${selection}`
        : type === 'triple'
          ? `指定豹子 ${selection}${selection}${selection}`
          : K3_TYPE_NAMES[type];
    return `${name}：每1元返还 ${pays} 元（含本金）`;
  });
}

function k3Rules(): DemoGameRules {
  return {
    title: '三骰快三 游戏规则',
    sections: [
      {
        heading: '玩法',
        body: [
          '每期开出三颗骰子（点数1–6），按开奖间隔定时开奖；封盘前下注，封盘后不再接受本期投注。',
          '大：和值11–17；小：和值4–10；单/双：和值为奇数/偶数。开出豹子（三颗相同）时，大、小、单、双均不中奖。',
          '和值：猜中三颗骰子点数之和（4–17）。任意豹子：开出任意三颗相同。指定豹子：开出所选的三颗相同。',
        ],
      },
      { heading: '赔率表', body: k3PayLines() },
      {
        heading: '返还率',
        body: [
          '各玩法理论返还率（RTP）约为 95.6%–95.9%（由216种等概率开奖结果精确计算）；大小单双为 95.76%。',
        ],
      },
      {
        heading: '公平性与验证',
        body: [
          '每期开奖前，平台先公布本期种子的哈希值：SHA-256(种子)。种子为32字节随机数（64位十六进制）。',
          '开奖后公布种子。您可以自行验证：① 计算种子字节的 SHA-256，应与开奖前公布的哈希一致；',
          '② 依次计算 SHA-256(种子 ‖ 计数器)，计数器为4字节大端序整数，从0开始；逐字节读取，跳过大于等于252的字节，每个保留的字节 b 得到一颗骰子 (b mod 6) + 1，取前三颗即为本期结果。',
          '因为哈希在下注前已公布，平台无法在开奖后更改结果；252为6的整数倍，每个点数概率完全相同。',
        ],
      },
    ],
  };
}

function dtRules(): DemoGameRules {
  return {
    title: '龙虎 游戏规则',
    sections: [
      {
        heading: '玩法',
        body: [
          '龙、虎各发一张牌，点数大者胜：A最小，K最大（A、2…10、J、Q、K），不比花色；点数相同为和。',
          '每局使用重新洗好的8副牌（共416张），先发龙牌，再从剩余415张中发虎牌。',
        ],
      },
      {
        heading: '赔率表',
        body: [
          `龙 / 虎：赢返还 ${DT_PAYS.dragon} 倍（1赔1）；开和时退还一半本金（返还 ${DT_TIE_RETURN} 倍）。`,
          `和：返还 ${DT_PAYS.tie} 倍（1赔8）。`,
          `同花和：龙虎点数与花色均相同，返还 ${DT_PAYS.suitedTie} 倍（1赔50）。`,
        ],
      },
      {
        heading: '返还率与公平性',
        body: [
          '理论返还率（RTP）：龙 / 虎 96.27%（399.5/415），和 67.23%（279/415），同花和 86.02%（357/415）。',
          '发牌由服务器使用密码学安全随机数决定，不存在模偏差。',
        ],
      },
    ],
  };
}

function fishRules(): DemoGameRules {
  return {
    title: '捕鱼 游戏规则',
    sections: [
      {
        heading: '玩法',
        body: [
          '选择炮弹金额，点击鱼群开炮；每发炮弹扣除一次投注额。',
          '倍数为 m 的鱼被捕获的概率为 返还率 ÷ m；捕获后赢得 投注额 × m。',
        ],
      },
      { heading: '鱼种与倍数', body: FISH_TYPES.map((f) => `${f.name}：×${f.multiplier}`) },
      {
        heading: '返还率与公平性',
        body: [
          `每一种鱼的理论返还率（RTP）均为 ${percent(FISH_STATED_RTP)}，与选择哪种鱼无关。`,
          '是否捕获由服务器使用密码学安全随机数以整数运算判定（无模偏差），与画面动画无关。',
        ],
      },
    ],
  };
}

export const DEMO_GAME_RULES: Record<DemoGameKind, DemoGameRules> = {
  slot: slotRules(),
  k3: k3Rules(),
  dt: dtRules(),
  fish: fishRules(),
};
