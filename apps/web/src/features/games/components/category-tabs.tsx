import type { GameCategory } from '@houseline/shared/api/contract/games';
import type { ReactNode } from 'react';

/**
 * The category tabs of a game lobby: one tab per category with its normal or selected icon. The
 * H5 lobby stacks them down the side (short names), the desktop lobby lays them out as a strip
 * (full titles); `block` is the BEM block of the lobby's own styles.
 */
export function CategoryTabs({
  block,
  listElement,
  categories,
  selectedId,
  onSelect,
  vertical = false,
  iconSize,
  labelOf,
}: {
  block: 'h5-lobby' | 'd-lobby';
  /** The element name of the tab list in that block ("tabs" or "strip"). */
  listElement: string;
  categories: readonly GameCategory[];
  selectedId: number;
  onSelect(id: number): void;
  vertical?: boolean;
  iconSize: number;
  labelOf(category: GameCategory): ReactNode;
}) {
  return (
    <div
      className={`${block}__${listElement}`}
      role="tablist"
      {...(vertical ? { 'aria-orientation': 'vertical' as const } : {})}
    >
      {categories.map((c) => {
        const active = c.id === selectedId;
        return (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={active}
            className={`${block}__tab${active ? ' is-active' : ''}`}
            onClick={() => onSelect(c.id)}
          >
            <img
              className={`${block}__tab-icon`}
              src={active ? c.icon_sel : c.icon_nor}
              alt=""
              width={iconSize}
              height={iconSize}
              loading="lazy"
            />
            {labelOf(c)}
          </button>
        );
      })}
    </div>
  );
}
