// 电子: the demo venue's five-reel slot page. One paid spin is one round; the free spins it won come
// back in the same answer and are played out here one by one before the round's total is shown.
import { SLOT_FREE_SPINS } from '../games/slot.ts';
import type { SlotSpinAnswer, SlotSpinView } from './lib/api.ts';
import { boot, type Game } from './lib/boot.ts';
import { button, el, sleep } from './lib/dom.ts';
import { formatMinor, money, toMinor } from './lib/money.ts';
import { createMachine } from './slot/machine.ts';
import { createPayStrip } from './slot/paytable.ts';
import { slotTheme } from './slot/themes.ts';

const AUTO_SPINS = 10;

function start({ api, session, shell }: Game): void {
  const theme = slotTheme(session.gameCode);
  const machine = createMachine(theme);
  const payStrip = createPayStrip(machine.art);
  const chips = session.chips.length > 0 ? session.chips : [session.minStake];
  let stakeIndex = 0;
  let spinning = false;
  let autoLeft = 0;

  const stakeText = el('strong', 'slot-stake-value', { 'aria-live': 'polite' });
  const lineBetText = el('span', 'slot-linebet');
  const minus = button('slot-step', '减少投注', '−');
  const plus = button('slot-step', '增加投注', '+');
  const spinBtn = button('slot-spin', '旋转', el('span', 'slot-spin-icon', { 'aria-hidden': 'true' }, '⟳'));
  const autoBtn = button('vbtn slot-auto', `自动旋转 ${AUTO_SPINS} 次`, `自动 ×${AUTO_SPINS}`);
  const winText = el('strong', 'slot-win-value', {}, '0.00');
  const winBox = el('div', 'slot-win', { 'aria-live': 'polite' }, el('span', '', {}, '赢得'), winText);
  const banner = el('div', 'slot-banner', { role: 'status', hidden: true });
  const fsCounter = el('div', 'slot-fs-counter', { hidden: true });

  const renderStake = () => {
    const stake = chips[stakeIndex] ?? '0';
    stakeText.textContent = money(stake);
    lineBetText.textContent = `20 线 · 每线 ${formatMinor(toMinor(stake) / 20n)}`;
    payStrip.setStake(toMinor(stake));
    minus.disabled = spinning || stakeIndex === 0;
    plus.disabled = spinning || stakeIndex === chips.length - 1;
    spinBtn.disabled = spinning;
    autoBtn.classList.toggle('is-on', autoLeft > 0);
    autoBtn.textContent = autoLeft > 0 ? `停止 (${autoLeft})` : `自动 ×${AUTO_SPINS}`;
  };
  minus.addEventListener('click', () => {
    stakeIndex = Math.max(0, stakeIndex - 1);
    shell.sound.play('click');
    renderStake();
  });
  plus.addEventListener('click', () => {
    stakeIndex = Math.min(chips.length - 1, stakeIndex + 1);
    shell.sound.play('click');
    renderStake();
  });

  const showBanner = async (title: string, sub: string, ms: number) => {
    banner.replaceChildren(el('strong', '', {}, title), el('span', '', {}, sub));
    banner.hidden = false;
    await sleep(ms);
    banner.hidden = true;
  };

  const playSpin = async (view: SlotSpinView, fast: boolean) => {
    shell.sound.play('spin');
    await machine.spin(view, fast, () => shell.sound.play('stop'));
    machine.showWins(view);
    if (toMinor(view.win) > 0n) shell.sound.play('win');
  };

  const playRound = async (answer: SlotSpinAnswer) => {
    const fast = autoLeft > 0;
    await playSpin(answer.base, fast);
    let shown = toMinor(answer.base.win);
    winText.textContent = formatMinor(shown);
    if (answer.freeSpins.length > 0) {
      await sleep(600);
      shell.sound.play('big');
      await showBanner(
        `获得 ${answer.freeSpins.length} 次免费旋转`,
        `免费旋转中所有奖金 ×${SLOT_FREE_SPINS.multiplier}`,
        1800,
      );
      fsCounter.hidden = false;
      for (const [i, spin] of answer.freeSpins.entries()) {
        fsCounter.textContent = `免费旋转 ${i + 1} / ${answer.freeSpins.length}`;
        await playSpin(spin, true);
        shown += toMinor(spin.win);
        winText.textContent = formatMinor(shown);
        if (spin.freeSpinsAwarded > 0) shell.toast(`再获得 ${spin.freeSpinsAwarded} 次免费旋转！`, 'info');
        await sleep(toMinor(spin.win) > 0n ? 900 : 350);
      }
      fsCounter.hidden = true;
      await showBanner('免费旋转结束', `共赢得 ${money(answer.totalWin)}`, 2000);
    }
    winText.textContent = money(answer.totalWin);
    winBox.classList.toggle('is-big', toMinor(answer.totalWin) >= toMinor(answer.stake) * 10n);
  };

  const spinOnce = async (): Promise<boolean> => {
    const stake = chips[stakeIndex] ?? '0';
    if (toMinor(stake) > shell.balanceMinor()) {
      shell.toast('余额不足');
      return false;
    }
    spinning = true;
    renderStake();
    winText.textContent = '0.00';
    winBox.classList.remove('is-big');
    let ok = false;
    try {
      const answer = await api.slotSpin(stake);
      // Show the balance after the stake; the winnings land once they have been shown.
      shell.setBalance(formatMinor(toMinor(answer.balance) - toMinor(answer.totalWin), false));
      await playRound(answer);
      shell.setBalance(answer.balance, true);
      ok = true;
    } catch (error) {
      shell.fail(error);
    }
    spinning = false;
    renderStake();
    return ok;
  };

  spinBtn.addEventListener('click', () => void spinOnce());
  autoBtn.addEventListener('click', async () => {
    if (autoLeft > 0) {
      autoLeft = 0;
      renderStake();
      return;
    }
    if (spinning) return;
    autoLeft = AUTO_SPINS;
    while (autoLeft > 0) {
      renderStake();
      const ok = await spinOnce();
      autoLeft = ok ? autoLeft - 1 : 0;
      if (autoLeft > 0) await sleep(500);
    }
    renderStake();
  });
  document.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && !spinning && document.activeElement === document.body) {
      e.preventDefault();
      void spinOnce();
    }
  });

  shell.stage.append(
    el(
      'div',
      'slot-machine',
      {},
      el('div', 'slot-marquee', {}, el('span', 'slot-motto', {}, theme.motto)),
      el('div', 'slot-window', {}, machine.root, banner, fsCounter),
      winBox,
      el(
        'div',
        'slot-controls',
        {},
        el(
          'div',
          'slot-stake',
          {},
          minus,
          el('div', 'slot-stake-box', {}, el('span', '', {}, '投注'), stakeText, lineBetText),
          plus,
        ),
        spinBtn,
        autoBtn,
      ),
      payStrip.root,
    ),
  );
  renderStake();
}

void boot('slot', start);
