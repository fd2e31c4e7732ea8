// 捕鱼: the demo venue's fishing game. Each tap aims the cannon and, when a fish is under the point,
// fires one shot at it (one round: the stake per shot, the server decides the catch). Taps on open
// water cost nothing. A few shots per second at most; the loop pauses while the page is hidden.
import { FISH_TYPES } from '../games/fish.ts';
import { fishLook } from './fish/draw.ts';
import { aimAngle, createFireLimiter } from './fish/model.ts';
import { createScene } from './fish/scene.ts';
import { boot, type Game } from './lib/boot.ts';
import { button, el } from './lib/dom.ts';
import { formatMinor, money, toMinor } from './lib/money.ts';

const MIN_GAP_MS = 220;
const MAX_IN_FLIGHT = 4;

function start({ api, session, shell }: Game): void {
  const chips = session.chips.length > 0 ? session.chips : [session.minStake];
  let stakeIndex = 0;
  let sessionWin = 0n;
  let seq = 0;
  let appliedSeq = 0;
  const limiter = createFireLimiter(MIN_GAP_MS, MAX_IN_FLIGHT);

  const canvas = el('canvas', 'fish-canvas', { role: 'img', 'aria-label': '渔场：点击鱼发射炮弹' });
  const scene = createScene(canvas, session.gameCode, FISH_TYPES);
  const stakeText = el('strong', 'fish-stake-value', { 'aria-live': 'polite' });
  const minus = button('fish-step', '降低每炮投注', '−');
  const plus = button('fish-step', '提高每炮投注', '+');
  const winText = el('strong', '', {}, '0.00');
  const legend = el('div', 'fish-legend', { hidden: true, role: 'dialog', 'aria-label': '鱼种倍率' });
  const legendBtn = button('vbtn fish-legend-btn', '查看鱼种倍率', '倍率表');
  legend.append(
    el('h3', '', {}, '鱼种倍率'),
    el(
      'ul',
      '',
      {},
      ...FISH_TYPES.map((f) => {
        // CSSOM, not a style attribute: the provider's CSP allows no inline styles.
        const swatch = el('i');
        swatch.style.background = fishLook(f.id).body;
        return el('li', '', {}, swatch, el('span', '', {}, f.name), el('b', '', {}, `×${f.multiplier}`));
      }),
    ),
  );
  legendBtn.addEventListener('click', () => {
    legend.hidden = !legend.hidden;
  });

  const renderStake = () => {
    stakeText.textContent = money(chips[stakeIndex] ?? '0');
    minus.disabled = stakeIndex === 0;
    plus.disabled = stakeIndex === chips.length - 1;
  };
  minus.addEventListener('click', () => {
    stakeIndex = Math.max(0, stakeIndex - 1);
    renderStake();
  });
  plus.addEventListener('click', () => {
    stakeIndex = Math.min(chips.length - 1, stakeIndex + 1);
    renderStake();
  });

  const shoot = async (x: number, y: number) => {
    const c = scene.cannonPos();
    scene.aim(aimAngle(c.x, c.y, x, y));
    const fish = scene.fishAt(x, y);
    if (!fish) {
      scene.miss(x, y);
      return;
    }
    const stake = chips[stakeIndex] ?? '0';
    if (toMinor(stake) > shell.balanceMinor()) {
      shell.toast('余额不足');
      return;
    }
    if (!limiter.tryFire(performance.now())) return;
    shell.sound.play('shot');
    const mine = ++seq;
    const resolve = scene.fire(fish);
    // The stake leaves at once on screen; the server's balance replaces it when it answers.
    shell.setBalance(formatMinor(shell.balanceMinor() - toMinor(stake), false));
    try {
      const answer = await api.fishShoot(fish.kind.id, stake);
      resolve({ hit: answer.hit, win: money(answer.win) });
      if (answer.hit) {
        sessionWin += toMinor(answer.win);
        winText.textContent = formatMinor(sessionWin);
        shell.sound.play('coin');
      }
      if (mine > appliedSeq) {
        appliedSeq = mine;
        shell.setBalance(answer.balance, true);
      }
    } catch (error) {
      resolve(null);
      shell.fail(error);
      try {
        shell.setBalance(await api.balance());
      } catch {
        /* the toast already told the member */
      }
    } finally {
      limiter.done();
    }
  };

  canvas.addEventListener('pointerdown', (e) => {
    const rect = canvas.getBoundingClientRect();
    void shoot(e.clientX - rect.left, e.clientY - rect.top);
  });
  canvas.addEventListener('pointermove', (e) => {
    if (e.pointerType !== 'mouse') return;
    const rect = canvas.getBoundingClientRect();
    const c = scene.cannonPos();
    scene.aim(aimAngle(c.x, c.y, e.clientX - rect.left, e.clientY - rect.top));
  });

  shell.stage.append(
    el(
      'div',
      'fish-sea',
      {},
      canvas,
      el('div', 'fish-hud', {}, el('span', '', {}, '本局赢得 '), winText),
      legendBtn,
      legend,
      el(
        'div',
        'fish-bar',
        {},
        minus,
        el('div', 'fish-stake', {}, el('span', '', {}, '每炮'), stakeText),
        plus,
      ),
    ),
  );
  renderStake();

  let raf = 0;
  let last = 0;
  const frame = (now: number) => {
    const dt = Math.min(0.05, (now - last) / 1000 || 0);
    last = now;
    scene.update(dt);
    scene.draw();
    raf = requestAnimationFrame(frame);
  };
  const run = () => {
    cancelAnimationFrame(raf);
    last = performance.now();
    raf = requestAnimationFrame(frame);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) cancelAnimationFrame(raf);
    else run();
  });
  new ResizeObserver(() => scene.resize()).observe(canvas);
  scene.resize();
  run();
}

void boot('fish', start);
