// 棋牌 龙虎: the demo venue's dragon-tiger table. Chips go on 龙 / 虎 / 和 / 同花和; 确认 deals one
// hand (one round), the two cards turn over, the result and payout show, and the road grows.
import { DT_PAYS, DT_TIE_RETURN } from '../games/dt.ts';
import type { DtBetSide } from '../games/types.ts';
import { createCard } from './dt/cards.ts';
import {
  addToSlip,
  type Outcome,
  oddsText,
  resultText,
  SIDE_NAMES,
  type Slip,
  slipBets,
  slipTotal,
  winningSides,
} from './dt/model.ts';
import { boot, type Game } from './lib/boot.ts';
import { chipRow } from './lib/chips.ts';
import { button, el, sleep } from './lib/dom.ts';
import { formatMinor, money, toMinor } from './lib/money.ts';
import { beadRoad } from './lib/road.ts';

const SIDES: DtBetSide[] = ['dragon', 'tie', 'tiger', 'suitedTie'];
const ROAD_MAX = 60;

function start({ api, session, shell }: Game): void {
  let chip = session.chips[0] ?? session.minStake;
  let slip: Slip = {};
  let lastSlip: Slip = {};
  let dealing = false;
  const road: { outcome: Outcome; suited: boolean }[] = [];

  const dragonCard = createCard();
  const tigerCard = createCard();
  const banner = el('div', 'dt-banner', { role: 'status', 'aria-live': 'polite', hidden: true });
  const payoutText = el('div', 'dt-payout', { 'aria-live': 'polite' });
  const totalText = el('span', 'dt-total');
  const areas = new Map<DtBetSide, { node: HTMLButtonElement; amount: HTMLElement }>();
  for (const side of SIDES) {
    const amount = el('span', 'dt-area-amount');
    const node = button(
      `dt-area dt-area-${side}`,
      `下注${SIDE_NAMES[side]}`,
      el('span', 'dt-area-name', {}, SIDE_NAMES[side]),
    );
    node.append(el('small', 'dt-area-odds', {}, oddsText(DT_PAYS[side])), amount);
    node.addEventListener('click', () => {
      if (dealing) return;
      slip = addToSlip(slip, side, toMinor(chip));
      shell.sound.play('click');
      render();
    });
    areas.set(side, { node, amount });
  }
  const clearBtn = button('vbtn', '清空下注', '清空');
  const repeatBtn = button('vbtn', '重复上局下注', '重复');
  const dealBtn = button('vbtn vbtn-primary dt-deal', '确认下注并发牌', '确认发牌');
  const roadBox = el('div', 'dt-road', { role: 'img', 'aria-label': '龙虎珠盘路' });
  const roadCounts = el('div', 'dt-road-counts');

  function render(): void {
    for (const [side, a] of areas) {
      const v = slip[side];
      a.amount.textContent = v ? formatMinor(v) : '';
      a.node.classList.toggle('is-picked', !!v);
      a.node.disabled = dealing;
    }
    const total = slipTotal(slip);
    totalText.textContent = total > 0n ? `本局下注 ${formatMinor(total)}` : '请选择筹码并点击下注区';
    dealBtn.disabled = dealing || total === 0n;
    clearBtn.disabled = dealing || total === 0n;
    repeatBtn.disabled = dealing || slipTotal(lastSlip) === 0n;
  }

  function renderRoad(): void {
    const words = road.map((r) => (r.outcome === 'tie' ? '和' : SIDE_NAMES[r.outcome]));
    roadBox.replaceChildren(
      ...beadRoad(words).map((col) =>
        el(
          'div',
          'dt-road-col',
          {},
          ...col.map((w) => el('span', `dt-bead is-${w === '龙' ? 'd' : w === '虎' ? 't' : 'x'}`, {}, w)),
        ),
      ),
    );
    const count = (o: Outcome) => road.filter((r) => r.outcome === o).length;
    roadCounts.textContent = `龙 ${count('dragon')} · 虎 ${count('tiger')} · 和 ${count('tie')}`;
  }

  async function deal(): Promise<void> {
    const total = slipTotal(slip);
    if (total === 0n) return;
    if (total > shell.balanceMinor()) return shell.toast('余额不足');
    dealing = true;
    render();
    dragonCard.reset();
    tigerCard.reset();
    banner.hidden = true;
    payoutText.textContent = '';
    for (const a of areas.values()) a.node.classList.remove('is-win');
    try {
      const answer = await api.dtDeal(slipBets(slip));
      shell.setBalance(formatMinor(toMinor(answer.balance) - toMinor(answer.payout), false));
      shell.sound.play('card');
      await dragonCard.show(answer.dragon);
      await sleep(250);
      shell.sound.play('card');
      await tigerCard.show(answer.tiger);
      const winners = winningSides(answer.outcome, answer.suited);
      for (const side of winners) areas.get(side)?.node.classList.add('is-win');
      if (answer.outcome !== 'tie')
        (answer.outcome === 'dragon' ? dragonCard : tigerCard).root.classList.add('is-win');
      banner.textContent = resultText(answer.outcome, answer.suited);
      banner.className = `dt-banner is-${answer.outcome}`;
      banner.hidden = false;
      const won = toMinor(answer.payout);
      payoutText.textContent = won > 0n ? `派彩 ${money(answer.payout)}` : '未中奖';
      payoutText.classList.toggle('is-won', won > 0n);
      shell.sound.play(won > 0n ? 'win' : 'stop');
      shell.setBalance(answer.balance, true);
      road.unshift({ outcome: answer.outcome, suited: answer.suited });
      road.length = Math.min(road.length, ROAD_MAX);
      renderRoad();
      lastSlip = slip;
      slip = {};
    } catch (error) {
      shell.fail(error);
    }
    dealing = false;
    render();
  }

  clearBtn.addEventListener('click', () => {
    slip = {};
    render();
  });
  repeatBtn.addEventListener('click', () => {
    slip = { ...lastSlip };
    render();
  });
  dealBtn.addEventListener('click', () => void deal());

  const area = (side: DtBetSide) => areas.get(side)?.node ?? el('span');
  shell.stage.append(
    el(
      'div',
      'dt-table',
      {},
      el(
        'div',
        'dt-felt',
        {},
        el(
          'div',
          'dt-limits',
          {},
          `限红 ${money(session.minStake)} – ${money(session.maxStake)} · 和局时龙/虎退还 ${toMinor(DT_TIE_RETURN) / 100n}% 本金`,
        ),
        el(
          'div',
          'dt-cards',
          {},
          el('div', 'dt-seat dt-seat-dragon', {}, el('h2', '', {}, '龙'), dragonCard.root),
          el('div', 'dt-vs', { 'aria-hidden': 'true' }, 'VS'),
          el('div', 'dt-seat dt-seat-tiger', {}, el('h2', '', {}, '虎'), tigerCard.root),
          banner,
        ),
        payoutText,
        el(
          'div',
          'dt-areas',
          {},
          area('dragon'),
          el('div', 'dt-ties', {}, area('tie'), area('suitedTie')),
          area('tiger'),
        ),
      ),
      el(
        'div',
        'dt-controls',
        {},
        chipRow(session.chips, (c) => {
          chip = c;
        }),
        el('div', 'dt-bar', {}, totalText, clearBtn, repeatBtn, dealBtn),
      ),
      el('section', 'dt-road-box', { 'aria-label': '路单' }, el('h3', '', {}, '路单 ', roadCounts), roadBox),
    ),
  );
  render();
  renderRoad();
}

void boot('dt', start);
