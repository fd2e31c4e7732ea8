// The 快三 bet board: two-sided bets, sums 4–17, any triple and the six named triples. Tapping a
// cell adds the selected chip to it; the bar below confirms or clears the slip.
import type { K3BetInput } from '../lib/api.ts';
import { button, el } from '../lib/dom.ts';
import { amountIn, chipLabel, formatMinor } from '../lib/money.ts';
import { betName, paysOf } from './model.ts';

type PayTable = readonly { type: string; selection: number; pays: string }[];
export const MAX_BETS = 20;

export interface Board {
  root: HTMLElement;
  setPays(table: PayTable): void;
  add(type: K3BetInput['type'], selection: number, stakeMinor: bigint): boolean;
  slip(): K3BetInput[];
  totalMinor(): bigint;
  clear(): void;
  setLocked(locked: boolean): void;
}

export function createBoard(onChange: () => void, chipMinor: () => bigint): Board {
  const pending = new Map<string, bigint>();
  const cells = new Map<string, { node: HTMLButtonElement; pays: HTMLElement; amount: HTMLElement }>();
  const cell = (type: K3BetInput['type'], selection: number, label: Node | string, extra = '') => {
    const pays = el('small', 'k3-cell-pays');
    const amount = el('span', 'k3-cell-amount');
    const node = button(`k3-cell ${extra}`, betName(type, selection), el('span', 'k3-cell-label', {}, label));
    node.append(pays, amount);
    node.addEventListener('click', () => {
      if (board.add(type, selection, chipMinor())) onChange();
    });
    cells.set(`${type}:${selection}`, { node, pays, amount });
    return node;
  };
  const group = (title: string, cls: string, ...nodes: HTMLElement[]) =>
    el(
      'section',
      'k3-group',
      { 'aria-label': title },
      el('h3', '', {}, title),
      el('div', `k3-grid ${cls}`, {}, ...nodes),
    );
  const tripleLabel = (face: number) => el('span', 'k3-triple', {}, `${face}${face}${face}`);

  const root = el(
    'div',
    'k3-board',
    {},
    group(
      '两面',
      'k3-grid-sides',
      cell('big', 0, '大', 'is-big'),
      cell('small', 0, '小', 'is-small'),
      cell('odd', 0, '单', 'is-odd'),
      cell('even', 0, '双', 'is-even'),
    ),
    group(
      '和值',
      'k3-grid-sums',
      ...Array.from({ length: 14 }, (_, i) => cell('sum', i + 4, String(i + 4), 'is-sum')),
    ),
    group(
      '豹子',
      'k3-grid-triples',
      cell('anyTriple', 0, '任意豹子', 'is-any'),
      ...[1, 2, 3, 4, 5, 6].map((f) => cell('triple', f, tripleLabel(f))),
    ),
  );

  const render = () => {
    for (const [key, c] of cells) {
      const amount = pending.get(key);
      c.amount.textContent = amount ? chipLabel(formatMinor(amount, false)) : '';
      c.node.classList.toggle('is-picked', amount !== undefined);
    }
  };

  const board: Board = {
    root,
    setPays(table) {
      for (const [key, c] of cells) {
        const [type = '', sel = '0'] = key.split(':');
        c.pays.textContent = `×${paysOf(table, type, Number(sel))}`;
      }
    },
    add(type, selection, stakeMinor) {
      const key = `${type}:${selection}`;
      if (!pending.has(key) && pending.size >= MAX_BETS) return false;
      pending.set(key, (pending.get(key) ?? 0n) + stakeMinor);
      render();
      return true;
    },
    slip: () =>
      [...pending].map(([key, stake]) => {
        const [type, sel] = key.split(':');
        return { type: type as K3BetInput['type'], selection: Number(sel), stake: amountIn(stake) };
      }),
    totalMinor: () => [...pending.values()].reduce((a, b) => a + b, 0n),
    clear() {
      pending.clear();
      render();
    },
    setLocked(locked) {
      root.classList.toggle('is-locked', locked);
      for (const c of cells.values()) c.node.disabled = locked;
    },
  };
  return board;
}

export function slipTotalText(board: Board): string {
  const n = board.slip().length;
  return n === 0 ? '点击上方选项下注' : `共 ${n} 注 · 合计 ${formatMinor(board.totalMinor())}`;
}
