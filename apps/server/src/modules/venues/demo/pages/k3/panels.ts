// The 快三 side panels: results history (with each draw's revealed seed and a verify button), the
// trend (sum line and big/small bead road) and my bets.
import type { K3State } from '../lib/api.ts';
import { button, el, svg } from '../lib/dom.ts';
import { money, toMinor } from '../lib/money.ts';
import { beadRoad } from '../lib/road.ts';
import { verifyDraw, verifyReport } from '../lib/verify-view.ts';
import { die } from './dice.ts';
import { betName, drawFacts, sizeCounts, trendPoints } from './model.ts';

type Draw = K3State['history'][number];

function tag(text: string): HTMLElement {
  const cls = text === '大' || text === '单' ? 'is-a' : text === '豹' ? 'is-t' : 'is-b';
  return el('span', `k3-tag ${cls}`, {}, text);
}

export function verifyDialog(draw: Draw): HTMLDialogElement {
  const dialog = el('dialog', 'vdialog', { 'aria-label': `验证第 ${draw.drawNo} 期` });
  const close = button('vdialog-close', '关闭', '×');
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  let report: HTMLElement;
  try {
    report = verifyReport(verifyDraw(draw.seed, { seedHash: draw.seedHash, dice: draw.dice }));
  } catch {
    report = el('p', 'is-bad', {}, '种子格式不正确，无法验证。');
  }
  dialog.append(
    close,
    el(
      'div',
      'vdialog-body k3-verify',
      {},
      el('h2', '', {}, `验证第 ${draw.drawNo} 期`),
      el('p', 'k3-verify-kv', {}, el('span', '', {}, '开奖前公布的哈希'), el('code', '', {}, draw.seedHash)),
      el('p', 'k3-verify-kv', {}, el('span', '', {}, '开奖后公布的种子'), el('code', '', {}, draw.seed)),
      el(
        'p',
        'k3-verify-kv',
        {},
        el('span', '', {}, '公布的骰子'),
        el('strong', '', {}, draw.dice.join(' ')),
      ),
      el('h3', '', {}, '在您的浏览器中重新计算'),
      report,
      el(
        'p',
        'k3-verify-note',
        {},
        '骰子由种子经 SHA-256(种子 ‖ 计数器) 逐字节得出：跳过 ≥252 的字节，其余取 (字节 mod 6)+1。',
      ),
    ),
  );
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

export function renderHistory(list: HTMLElement, history: K3State['history']): void {
  list.replaceChildren(
    ...history.map((draw) => {
      const f = drawFacts(draw.dice);
      const verify = button('k3-verify-btn', `验证第 ${draw.drawNo} 期`, '验证');
      verify.addEventListener('click', () => verifyDialog(draw));
      return el(
        'li',
        'k3-hist-row',
        {},
        el('span', 'k3-hist-no', {}, draw.drawNo.slice(-5)),
        el('span', 'k3-hist-dice', {}, ...draw.dice.map((d) => die(d, 'sm'))),
        el('strong', 'k3-hist-sum', {}, String(f.sum)),
        tag(f.size),
        tag(f.parity),
        el('code', 'k3-hist-seed', { title: draw.seed }, `${draw.seed.slice(0, 8)}…`),
        verify,
      );
    }),
  );
}

export function renderTrend(box: HTMLElement, history: K3State['history']): void {
  const last = history.slice(0, 30);
  const W = 320;
  const H = 140;
  const pts = trendPoints(
    last.map((d) => drawFacts(d.dice).sum),
    W,
    H,
    12,
  );
  const y = (s: number) => H - 12 - ((s - 3) / 15) * (H - 24);
  const chart = svg(
    'svg',
    {
      viewBox: `0 0 ${W} ${H}`,
      class: 'k3-trend-chart',
      role: 'img',
      'aria-label': `最近 ${last.length} 期和值走势`,
    },
    svg('rect', { x: 0, y: 0, width: W, height: H, rx: 8, class: 'k3-trend-bg' }),
    ...[4, 10.5, 17].map((s) =>
      svg('line', {
        x1: 8,
        x2: W - 8,
        y1: y(s),
        y2: y(s),
        class: s === 10.5 ? 'k3-trend-mid' : 'k3-trend-grid',
      }),
    ),
    svg('polyline', { points: pts.map((p) => `${p.x},${p.y}`).join(' '), class: 'k3-trend-line' }),
    ...pts.map((p) =>
      svg('circle', { cx: p.x, cy: p.y, r: 3.2, class: p.sum >= 11 ? 'k3-dot-a' : 'k3-dot-b' }),
    ),
  );
  const counts = sizeCounts(last.map((d) => d.dice));
  const road = beadRoad(last.map((d) => drawFacts(d.dice).size));
  box.replaceChildren(
    el('h3', 'k3-panel-title', {}, `和值走势（近 ${last.length} 期）`),
    chart,
    el(
      'h3',
      'k3-panel-title',
      {},
      '大小路',
      el('small', '', {}, ` 大 ${counts.大} · 小 ${counts.小} · 豹 ${counts.豹}`),
    ),
    el(
      'div',
      'k3-road',
      { role: 'img', 'aria-label': '大小珠盘路' },
      ...road.map((col) => el('div', 'k3-road-col', {}, ...col.map((s) => tag(s)))),
    ),
  );
}

export function renderMyBets(list: HTMLElement, bets: K3State['myBets']): void {
  if (bets.length === 0) {
    list.replaceChildren(el('li', 'k3-empty', {}, '暂无注单'));
    return;
  }
  list.replaceChildren(
    ...bets.map((b) => {
      const won = b.status === 'settled' && toMinor(b.payout) > 0n;
      const status = b.status === 'open' ? '待开奖' : won ? `派彩 ${money(b.payout)}` : '未中奖';
      return el(
        'li',
        `k3-bet-row ${won ? 'is-won' : ''}`,
        {},
        el('span', 'k3-hist-no', {}, b.drawNo.slice(-5)),
        el('strong', '', {}, betName(b.type, b.selection)),
        el('span', '', {}, money(b.stake)),
        el('span', `k3-bet-status is-${b.status}`, {}, status),
      );
    }),
  );
}
