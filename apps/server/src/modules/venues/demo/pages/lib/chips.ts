// The row of chips of the table games: one is selected (aria-pressed), tapping another selects it.
import { button, el } from './dom.ts';
import { chipLabel } from './money.ts';

export function chipRow(chips: readonly string[], onPick: (chip: string) => void): HTMLElement {
  const buttons = chips.map((chip, i) => {
    const b = button('vchip', `筹码 ${chipLabel(chip)}`, chipLabel(chip));
    b.setAttribute('aria-pressed', String(i === 0));
    b.classList.toggle('is-on', i === 0);
    b.addEventListener('click', () => {
      for (const x of buttons) {
        x.classList.toggle('is-on', x === b);
        x.setAttribute('aria-pressed', String(x === b));
      }
      onPick(chip);
    });
    return b;
  });
  return el('div', 'vchips', { role: 'group', 'aria-label': '筹码' }, ...buttons);
}
