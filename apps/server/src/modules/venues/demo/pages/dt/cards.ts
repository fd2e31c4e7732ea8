// Playing cards drawn in CSS: a back with the table's pattern and a face with rank and suit, turned
// over with a 3D flip.
import { el, sleep } from '../lib/dom.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♣', '♦'];
const SUIT_NAMES = ['黑桃', '红心', '梅花', '方块'];

export interface CardFace {
  rank: number;
  suit: number;
}

export function cardName(card: CardFace): string {
  return `${SUIT_NAMES[card.suit] ?? ''}${RANKS[card.rank - 1] ?? ''}`;
}

export function createCard(): { root: HTMLElement; show(card: CardFace): Promise<void>; reset(): void } {
  const face = el('div', 'dt-card-face');
  const root = el(
    'div',
    'dt-card',
    { role: 'img', 'aria-label': '未翻开的牌' },
    el('div', 'dt-card-inner', {}, el('div', 'dt-card-back'), face),
  );
  return {
    root,
    async show(card) {
      const rank = RANKS[card.rank - 1] ?? '?';
      const suit = SUITS[card.suit] ?? '?';
      const corner = () => el('span', 'dt-card-corner', {}, el('b', '', {}, rank), el('i', '', {}, suit));
      face.replaceChildren(corner(), el('span', 'dt-card-pip', {}, suit), corner());
      root.classList.toggle('is-red', card.suit === 1 || card.suit === 3);
      root.classList.add('is-dealt');
      await sleep(120);
      root.classList.add('is-open');
      root.setAttribute('aria-label', cardName(card));
      await sleep(650);
    },
    reset() {
      root.classList.remove('is-open', 'is-dealt', 'is-win');
      root.setAttribute('aria-label', '未翻开的牌');
    },
  };
}
