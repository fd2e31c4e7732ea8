import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { LobbyTab } from '../lib/lobby-view.ts';

export type LobbyTabItem = { key: LobbyTab; label: string; icon: ReactNode };

/**
 * The tabs of a category page (WAI-ARIA tabs): one tab stop, the selected tab; the arrow keys
 * (across, or down a vertical list), Home and End move between tabs and select the one reached.
 */
export function LobbyTabs({
  block,
  label,
  items,
  selected,
  panelId,
  vertical = false,
  onSelect,
}: {
  block: string;
  label: string;
  items: readonly LobbyTabItem[];
  selected: LobbyTab | null;
  panelId: string;
  vertical?: boolean;
  onSelect(tab: LobbyTab): void;
}) {
  const refs = useRef(new Map<LobbyTab, HTMLButtonElement>());
  // A tab opened from an address (?type=7) may sit past the edge of a scrolling strip: show it.
  useEffect(() => {
    if (selected !== null)
      refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((i) => i.key === selected);
    const back = vertical ? 'ArrowUp' : 'ArrowLeft';
    const forward = vertical ? 'ArrowDown' : 'ArrowRight';
    let next: number;
    if (event.key === back) next = (at - 1 + items.length) % items.length;
    else if (event.key === forward) next = (at + 1) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };
  return (
    <div
      className={`${block}__tabs`}
      role="tablist"
      aria-label={label}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${panelId}-tab-${item.key}`}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={`${block}__tab${active ? ' is-active' : ''}`}
            data-testid={`lobby-tab-${item.key}`}
            onClick={() => onSelect(item.key)}
          >
            {item.icon}
            <span>{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
