import '../../../lib/i18n/live-tables-messages.ts';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { askRoads, computeRoads, type DerivedRoadName, type Side } from '@houseline/shared/baccarat/roads';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASK_SIDES, askGlyphs, boardModel, type RoadGridModel, tally } from '../lib/road-model.ts';
import { RoadGrid } from './road-grid.tsx';
import './road-board.css';

/**
 * The road maps of a shoe, drawn from its outcomes in order (issue 12; the rules are in
 * packages/shared/src/baccarat/roads.ts and decision 0030). The full board: bead plate 珠盘路 beside
 * the big road 大路 and, under it, big eye boy 大眼仔, small road 小路 and cockroach road 曱甴路;
 * under the board the shoe's counts and the two ask roads 庄问路/闲问路, which make the next cell of
 * every road blink for a few seconds as if the next hand went that way. `compact` (a lobby tile)
 * draws the bead plate and the big road only, small. Sizes follow the board's own width
 * (container queries), so the same board fits a phone, a desktop table and a tile.
 */
export interface RoadBoardProps {
  outcomes: readonly HandOutcome[];
  /** A lobby tile's small board. */
  compact?: boolean;
}

/** How long a pressed ask road keeps its preview blinking. */
export const ASK_BLINK_MS = 3_000;

const GLYPH_ROADS: readonly DerivedRoadName[] = ['bigEyeBoy', 'smallRoad', 'cockroach'];

export function RoadBoard({ outcomes, compact = false }: RoadBoardProps) {
  const { t } = useTranslation();
  const roads = useMemo(() => computeRoads(outcomes), [outcomes]);
  const ask = useMemo(() => (compact ? null : askRoads(outcomes, roads)), [compact, outcomes, roads]);
  const [asking, setAsking] = useState<Side | null>(null);

  // A new hand ends any preview; a preview ends by itself after a few seconds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the outcomes changing is the trigger
  useEffect(() => setAsking(null), [outcomes.length]);
  useEffect(() => {
    if (!asking) return;
    const timer = setTimeout(() => setAsking(null), ASK_BLINK_MS);
    return () => clearTimeout(timer);
  }, [asking]);

  const model = useMemo(
    () => boardModel(roads, { compact, ask: asking && ask ? ask[asking] : null }),
    [roads, compact, ask, asking],
  );
  const label = (grid: RoadGridModel) =>
    t('liveTables.roads.summary', { road: t(`liveTables.roads.${grid.kind}`), count: grid.marks.length });

  if (compact) {
    return (
      <section
        className="rb rb--compact"
        aria-label={t('liveTables.roads.board')}
        data-hands={outcomes.length}
      >
        <div className="rb__inner">
          <RoadGrid model={model.beadPlate} label={label(model.beadPlate)} letters={false} />
          <RoadGrid model={model.bigRoad} label={label(model.bigRoad)} />
        </div>
      </section>
    );
  }

  const counts = tally(outcomes);
  return (
    <section className="rb" aria-label={t('liveTables.roads.board')} data-hands={outcomes.length}>
      <div className="rb__inner">
        <div className="rb__roads">
          <div className="rb__bead">
            <RoadGrid model={model.beadPlate} label={label(model.beadPlate)} />
          </div>
          <div className="rb__right">
            <RoadGrid model={model.bigRoad} label={label(model.bigRoad)} />
            <RoadGrid model={model.bigEyeBoy} label={label(model.bigEyeBoy)} />
            <div className="rb__pair">
              <RoadGrid model={model.smallRoad} label={label(model.smallRoad)} />
              <RoadGrid model={model.cockroach} label={label(model.cockroach)} />
            </div>
          </div>
        </div>
        <div className="rb__foot">
          <ul className="rb__tally">
            <li className="rb__count rb__count--banker">
              {t('liveTables.roads.banker')} <b>{counts.banker}</b>
            </li>
            <li className="rb__count rb__count--player">
              {t('liveTables.roads.player')} <b>{counts.player}</b>
            </li>
            <li className="rb__count rb__count--tie">
              {t('liveTables.roads.tie')} <b>{counts.tie}</b>
            </li>
            <li className="rb__count rb__count--banker">
              {t('liveTables.roads.bankerPair')} <b>{counts.bankerPair}</b>
            </li>
            <li className="rb__count rb__count--player">
              {t('liveTables.roads.playerPair')} <b>{counts.playerPair}</b>
            </li>
            <li className="rb__count">
              {t('liveTables.roads.hands')} <b>{counts.hands}</b>
            </li>
          </ul>
          <div className="rb__asks">
            {ask
              ? ASK_SIDES.map((side) => {
                  const glyphs = askGlyphs(ask[side]);
                  return (
                    <button
                      key={side}
                      type="button"
                      className={`rb-ask rb-ask--${side}`}
                      aria-pressed={asking === side}
                      title={t('liveTables.roads.askHint', { side: t(`liveTables.roads.${side}`) })}
                      onClick={() => setAsking((now) => (now === side ? null : side))}
                    >
                      <span className="rb-ask__label">
                        {t(side === 'banker' ? 'liveTables.roads.askBanker' : 'liveTables.roads.askPlayer')}
                      </span>
                      {GLYPH_ROADS.map((road) => (
                        <i
                          key={road}
                          className={`rb-glyph rb-glyph--${road} rb-glyph--${glyphs[road] ?? 'none'}`}
                          title={`${t(`liveTables.roads.${road}`)}${glyphs[road] ? '' : ` · ${t('liveTables.roads.notStarted')}`}`}
                        />
                      ))}
                    </button>
                  );
                })
              : null}
          </div>
        </div>
      </div>
    </section>
  );
}
