// The pay strip under the slot's controls: each symbol with what five of a kind pays at the current
// stake (line pays are in line bets: stake ÷ 20), and the scatter's note.
import { SLOT_LINE_COUNT, SLOT_PAYTABLE, SLOT_SCATTER, SLOT_SYMBOLS } from '../../games/slot.ts';
import { el } from '../lib/dom.ts';
import { formatMinor } from '../lib/money.ts';

export function createPayStrip(art: ReadonlyMap<number, string>): {
  root: HTMLElement;
  setStake(minor: bigint): void;
} {
  const values = new Map<number, HTMLElement>();
  const items = SLOT_SYMBOLS.map((s) => {
    const icon = el('span', 'slot-pay-icon', { 'aria-hidden': 'true' });
    icon.innerHTML = art.get(s.id) ?? '';
    icon.firstElementChild?.setAttribute('width', '30');
    icon.firstElementChild?.setAttribute('height', '30');
    const value = el('b', '');
    values.set(s.id, value);
    return el('li', 'slot-pay-item', {}, icon, value);
  });
  const root = el('ul', 'slot-pays', { 'aria-label': '五连赔付（按当前投注）' }, ...items);
  return {
    root,
    setStake(minor) {
      for (const [id, node] of values) {
        const pays = SLOT_PAYTABLE[id];
        const five = pays?.[2] ?? 0;
        if (id === SLOT_SCATTER) node.textContent = formatMinor(minor * BigInt(five));
        else node.textContent = formatMinor((minor * BigInt(five)) / BigInt(SLOT_LINE_COUNT));
      }
    },
  };
}
