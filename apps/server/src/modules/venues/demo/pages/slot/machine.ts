// The slot's reel window: five columns of three symbols that spin and stop left to right, and an
// overlay that draws the winning paylines.
import { SLOT_PAYLINES, SLOT_SCATTER, SLOT_SYMBOLS } from '../../games/slot.ts';
import { el, sleep, svg } from '../lib/dom.ts';
import { scatterSvg, symbolSvg, wildSvg } from './art.ts';
import { linePoints, REELS, ROWS, reelSpinMs, spinStrip, stripStartPercent, winningCells } from './reels.ts';
import type { SlotTheme } from './themes.ts';

const SYMBOL_NAMES: Record<string, string> = {
  wild: '百搭',
  scatter: '免费',
  seven: '七',
  diamond: '钻石',
  bell: '铃铛',
  watermelon: '西瓜',
  grape: '葡萄',
  orange: '橙子',
  lemon: '柠檬',
  cherry: '樱桃',
};
const FILLERS = 14;

export interface SpinView {
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number }[];
  scatterCount: number;
  freeSpinsAwarded: number;
}

export interface Machine {
  root: HTMLElement;
  /** The drawing of a symbol id (for the pay strip). */
  art: ReadonlyMap<number, string>;
  spin(view: SpinView, fast: boolean, onStop: () => void): Promise<void>;
  showWins(view: SpinView): void;
  clearWins(): void;
}

export function createMachine(theme: SlotTheme): Machine {
  const art = new Map<number, string>();
  for (const s of SLOT_SYMBOLS) {
    const name = SYMBOL_NAMES[s.key] ?? s.key;
    if (s.key === 'wild') art.set(s.id, wildSvg(...theme.wild));
    else if (s.key === 'scatter') art.set(s.id, scatterSvg(...theme.scatter));
    else {
      const [shape, colour] = theme.symbols[s.key] ?? ['star', '#ccc'];
      art.set(s.id, symbolSvg(shape, colour, name));
    }
  }
  const names = new Map<number, string>(SLOT_SYMBOLS.map((s) => [s.id, SYMBOL_NAMES[s.key] ?? s.key]));
  const cell = (symbol: number, reel?: number, row?: number) => {
    const c = el('div', 'slot-cell', { 'data-cell': reel === undefined ? undefined : `${reel}:${row}` });
    c.innerHTML = art.get(symbol) ?? '';
    return c;
  };
  const randomSymbol = () => SLOT_SYMBOLS[Math.floor(Math.random() * SLOT_SYMBOLS.length)]?.id ?? 0;

  const strips: HTMLElement[] = [];
  const reels = el('div', 'slot-reels', { role: 'img', 'aria-label': '转轴' });
  for (let r = 0; r < REELS; r++) {
    const strip = el('div', 'slot-strip');
    for (let row = 0; row < ROWS; row++) strip.append(cell(randomSymbol(), r, row));
    strips.push(strip);
    reels.append(el('div', 'slot-reel', {}, strip));
  }
  const overlay = svg('svg', {
    class: 'slot-lines',
    viewBox: '0 0 500 300',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  reels.append(overlay);

  const describe = (grid: number[][]) =>
    Array.from({ length: ROWS }, (_, row) =>
      grid.map((col) => names.get(col[row] ?? -1) ?? '').join(' '),
    ).join('；');

  const machine: Machine = {
    root: reels,
    art,
    async spin(view, fast, onStop) {
      machine.clearWins();
      const stops = strips.map(async (strip, reel) => {
        const column = view.grid[reel] ?? [];
        const ids = spinStrip(column, FILLERS, randomSymbol);
        strip.style.transition = 'none';
        strip.replaceChildren(...ids.map((id, i) => (i < ROWS ? cell(id, reel, i) : cell(id))));
        strip.style.transform = `translateY(${stripStartPercent(ids.length)}%)`;
        strip.classList.add('is-spinning');
        void strip.offsetHeight;
        const ms = reelSpinMs(reel, fast);
        strip.style.transition = `transform ${ms}ms cubic-bezier(0.3, 0.1, 0.3, 1.04)`;
        strip.style.transform = 'translateY(0%)';
        await sleep(ms);
        strip.classList.remove('is-spinning');
        strip.style.transition = 'none';
        strip.replaceChildren(...column.map((id, row) => cell(id, reel, row)));
        onStop();
      });
      await Promise.all(stops);
      reels.setAttribute('aria-label', `结果：${describe(view.grid)}`);
    },
    showWins(view) {
      const scatterPaid = view.scatterCount >= 3;
      const cells = winningCells(view.grid, view.lineWins, SLOT_PAYLINES, SLOT_SCATTER, scatterPaid);
      for (const node of reels.querySelectorAll<HTMLElement>('[data-cell]')) {
        const on = cells.has(node.dataset.cell ?? '');
        node.classList.toggle('is-win', on);
        node.classList.toggle('is-dim', cells.size > 0 && !on);
      }
      overlay.replaceChildren(
        ...view.lineWins.map((w, i) => {
          const line = svg('polyline', {
            points: linePoints(SLOT_PAYLINES[w.line] ?? [], w.count),
            class: 'slot-line',
          });
          // CSSOM, not a style attribute: the provider's CSP allows no inline styles.
          line.style.setProperty('--i', String(i));
          return line;
        }),
      );
    },
    clearWins() {
      overlay.replaceChildren();
      for (const node of reels.querySelectorAll('.is-win, .is-dim'))
        node.classList.remove('is-win', 'is-dim');
    },
  };
  return machine;
}
