// Dice drawn with CSS pips (a 3×3 grid per face), and their tumble when a draw lands.
import { el, sleep } from '../lib/dom.ts';

const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function die(face: number, size: 'lg' | 'sm' = 'lg'): HTMLElement {
  const node = el('span', `k3-die k3-die-${size}`, { role: 'img', 'aria-label': `${face} 点` });
  setFace(node, face);
  return node;
}

export function setFace(node: HTMLElement, face: number): void {
  const on = new Set(PIPS[face] ?? []);
  node.replaceChildren(...Array.from({ length: 9 }, (_, i) => el('i', on.has(i) ? 'is-pip' : '')));
  node.dataset.face = String(face);
  node.classList.toggle('is-red', face === 1 || face === 4);
  node.setAttribute('aria-label', `${face} 点`);
}

/** Tumbles the dice for a moment, then lands them on `faces` one after another. */
export async function rollDice(
  nodes: HTMLElement[],
  faces: readonly number[],
  tick: () => void,
): Promise<void> {
  for (const n of nodes) n.classList.add('is-rolling');
  for (let i = 0; i < 12; i++) {
    for (const n of nodes)
      if (n.classList.contains('is-rolling')) setFace(n, 1 + Math.floor(Math.random() * 6));
    if (i % 3 === 0) tick();
    await sleep(90);
    const landed = i - 8;
    if (landed >= 0 && nodes[landed]) {
      nodes[landed].classList.remove('is-rolling');
      setFace(nodes[landed], faces[landed] ?? 1);
    }
  }
  nodes.forEach((n, i) => {
    n.classList.remove('is-rolling');
    setFace(n, faces[i] ?? 1);
  });
}
