// 彩票 三骰快三: the open draw (number, countdown, published seed hash), the bet board, the dice,
// and the results, trend and my bets. The state is polled every few seconds and right after the
// draw time; a new draw in the history rolls the dice.

import { createBoard, slipTotalText } from './k3/board.ts';
import { die, rollDice, setFace } from './k3/dice.ts';
import { drawFacts, drawPhase, formatCountdown } from './k3/model.ts';
import { renderHistory, renderMyBets, renderTrend } from './k3/panels.ts';
import type { K3State } from './lib/api.ts';
import { boot, type Game } from './lib/boot.ts';
import { chipRow } from './lib/chips.ts';
import { button, el } from './lib/dom.ts';
import { toMinor } from './lib/money.ts';

const POLL_MS = 5000;

function start({ api, session, shell }: Game): void {
  let state: K3State | null = null;
  let chip = session.chips[0] ?? session.minStake;
  let lastDrawNo = '';
  let rolling = false;
  let pollTimer = 0;
  let drawPolledFor = '';

  const drawNo = el('strong', 'k3-drawno');
  const clock = el('strong', 'k3-clock', { 'aria-live': 'off' });
  const phaseText = el('span', 'k3-phase');
  const hash = el('code', 'k3-hash');
  const diceNodes = [die(1), die(1), die(1)];
  const lastLine = el('div', 'k3-last', { 'aria-live': 'polite' });
  const totalText = el('span', 'k3-slip-total');
  const confirm = button('vbtn vbtn-primary', '确认下注', '确认下注');
  const clear = button('vbtn', '清空注单', '清空');

  const board = createBoard(
    () => {
      shell.sound.play('click');
      renderSlip();
    },
    () => toMinor(chip),
  );
  const renderSlip = () => {
    totalText.textContent = slipTotalText(board);
    confirm.disabled = board.slip().length === 0;
  };

  const histList = el('ol', 'k3-hist');
  const trendBox = el('div', 'k3-trend');
  const myList = el('ul', 'k3-mybets');
  const tabs: [string, HTMLElement][] = [
    ['开奖记录', histList],
    ['走势', trendBox],
    ['我的注单', myList],
  ];
  const tabButtons = tabs.map(([label, panel], i) => {
    const b = button('k3-tab', label);
    b.setAttribute('role', 'tab');
    b.addEventListener('click', () => {
      tabs.forEach(([, p], j) => {
        p.hidden = j !== i;
        tabButtons[j]?.setAttribute('aria-selected', String(j === i));
      });
    });
    panel.hidden = i !== 0;
    b.setAttribute('aria-selected', String(i === 0));
    return b;
  });

  const tick = () => {
    if (!state) return;
    const now = Date.now();
    const closesAt = Date.parse(state.current.closesAt);
    const drawsAt = Date.parse(state.current.drawsAt);
    const phase = drawPhase(now, closesAt, drawsAt);
    clock.textContent = formatCountdown((phase === 'open' ? closesAt : drawsAt) - now);
    phaseText.textContent = phase === 'open' ? '距封盘' : phase === 'closed' ? '已封盘 · 距开奖' : '开奖中';
    clock.classList.toggle('is-urgent', phase === 'open' && closesAt - now < 10_000);
    board.setLocked(phase !== 'open');
    confirm.disabled = phase !== 'open' || board.slip().length === 0;
    // Past the draw time: ask for the result soon rather than at the next regular poll.
    if (phase === 'drawing' && drawPolledFor !== state.current.drawNo) {
      drawPolledFor = state.current.drawNo;
      schedulePoll(1200);
    }
  };

  const apply = async (next: K3State) => {
    const prevBalance = shell.balanceMinor();
    state = next;
    drawNo.textContent = `第 ${next.current.drawNo} 期`;
    hash.textContent = next.current.seedHash;
    hash.title = `本期种子哈希 ${next.current.seedHash}`;
    board.setPays(next.payTable);
    const newest = next.history[0];
    if (newest && newest.drawNo !== lastDrawNo && !rolling) {
      const first = lastDrawNo === '';
      lastDrawNo = newest.drawNo;
      if (!first) {
        rolling = true;
        await rollDice(diceNodes, newest.dice, () => shell.sound.play('dice'));
        rolling = false;
      } else {
        for (const [i, n] of diceNodes.entries()) setFace(n, newest.dice[i] ?? 1);
      }
      const f = drawFacts(newest.dice);
      lastLine.replaceChildren(
        el('span', '', {}, `第 ${newest.drawNo} 期 `),
        el('strong', '', {}, `和值 ${f.sum}`),
        el('span', '', {}, ` · ${f.size === '豹' ? '豹子' : `${f.size} · ${f.parity}`}`),
      );
    }
    renderHistory(histList, next.history);
    renderTrend(trendBox, next.history);
    renderMyBets(myList, next.myBets);
    const balanceChanged = toMinor(next.balance) !== prevBalance;
    shell.setBalance(next.balance, balanceChanged);
    if (balanceChanged && toMinor(next.balance) > prevBalance) shell.sound.play('coin');
    tick();
  };

  const poll = async () => {
    pollTimer = 0;
    try {
      await apply(await api.k3State());
    } catch (error) {
      shell.fail(error);
    }
    const drawing = state !== null && Date.now() >= Date.parse(state.current.drawsAt);
    if (!pollTimer) schedulePoll(drawing ? 2000 : POLL_MS);
  };
  const schedulePoll = (ms: number) => {
    clearTimeout(pollTimer);
    pollTimer = window.setTimeout(() => void poll(), ms);
  };

  confirm.addEventListener('click', async () => {
    if (!state) return;
    const bets = board.slip();
    confirm.disabled = true;
    try {
      const answer = await api.k3Bet(state.current.drawNo, bets);
      board.clear();
      shell.setBalance(answer.balance, true);
      shell.toast(`下注成功：${answer.roundIds.length} 注`, 'info');
      shell.sound.play('coin');
      schedulePoll(200);
    } catch (error) {
      shell.fail(error);
    }
    renderSlip();
  });
  clear.addEventListener('click', () => {
    board.clear();
    renderSlip();
  });

  shell.stage.append(
    el(
      'div',
      'k3-layout',
      {},
      el(
        'section',
        'k3-main',
        {},
        el(
          'div',
          'k3-head',
          {},
          el('div', 'k3-head-draw', {}, drawNo, el('div', 'k3-countdown', {}, phaseText, clock)),
          el('div', 'k3-hash-line', {}, el('span', '', {}, '种子哈希'), hash),
        ),
        el('div', 'k3-stage', {}, el('div', 'k3-dice', {}, ...diceNodes), lastLine),
        board.root,
      ),
      el(
        'aside',
        'k3-side',
        {},
        el('div', 'k3-tabs', { role: 'tablist' }, ...tabButtons),
        ...tabs.map(([, p]) => p),
      ),
      el(
        'div',
        'k3-slip',
        {},
        chipRow(session.chips, (c) => {
          chip = c;
        }),
        el('div', 'k3-slip-bar', {}, totalText, clear, confirm),
      ),
    ),
  );
  renderSlip();
  void poll();
  setInterval(tick, 250);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) schedulePoll(0);
  });
}

void boot('k3', start);
