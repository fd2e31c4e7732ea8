import { ROAD_ROWS } from '@houseline/shared/baccarat/roads';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoadGridModel, RoadMark } from '../lib/road-model.ts';

const SHORT = { banker: 'bankerShort', player: 'playerShort', tie: 'tieShort' } as const;

function Mark({ mark, kind, letters }: { mark: RoadMark; kind: RoadGridModel['kind']; letters: boolean }) {
  const { t } = useTranslation();
  const style = { gridColumn: mark.col + 1, gridRow: mark.row + 1 } satisfies CSSProperties;
  const letter =
    kind === 'beadPlate' &&
    letters &&
    (mark.tone === 'banker' || mark.tone === 'player' || mark.tone === 'tie')
      ? t(`liveTables.roads.${SHORT[mark.tone]}`)
      : null;
  return (
    <span
      className={`rb-mark rb-mark--${mark.tone}${mark.ask ? ' is-ask' : ''}`}
      style={style}
      data-col={mark.col}
      data-row={mark.row}
    >
      {letter}
      {mark.ties > 0 ? <i className="rb-mark__tie">{mark.ties > 1 ? mark.ties : null}</i> : null}
      {mark.bankerPair ? <i className="rb-mark__pair rb-mark__pair--banker" /> : null}
      {mark.playerPair ? <i className="rb-mark__pair rb-mark__pair--player" /> : null}
    </span>
  );
}

/**
 * Where a road scrolls to keep its newest column in view: as far left as possible while column
 * `lastCol` shows whole, on a column boundary so the leftmost column shows whole too.
 */
export function scrollToShow(lastCol: number, cellPx: number, viewPx: number): number {
  if (lastCol < 0 || cellPx <= 0) return 0;
  const needed = (lastCol + 1) * cellPx - viewPx;
  return needed > 0 ? Math.ceil(needed / cellPx - 1e-6) * cellPx : 0;
}

/**
 * One road drawn as a six-row grid that scrolls sideways; it keeps its newest columns in view
 * (scrollToShow) whenever its marks change.
 */
export function RoadGrid({
  model,
  label,
  letters = true,
}: {
  model: RoadGridModel;
  label: string;
  letters?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const cols = model.cols;
  const lastCol = model.marks.reduce((max, m) => Math.max(max, m.col), -1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = scrollToShow(lastCol, el.scrollWidth / cols, el.clientWidth);
  }, [lastCol, cols]);
  const style = { '--rb-cols': model.cols, '--rb-rows': ROAD_ROWS } as CSSProperties;
  return (
    <div className={`rb-scroll rb-scroll--${model.kind}`} ref={scroller}>
      <div className={`rb-grid rb-grid--${model.kind}`} style={style} role="img" aria-label={label}>
        {model.marks.map((mark) => (
          <Mark key={`${mark.col}-${mark.row}`} mark={mark} kind={model.kind} letters={letters} />
        ))}
      </div>
    </div>
  );
}
