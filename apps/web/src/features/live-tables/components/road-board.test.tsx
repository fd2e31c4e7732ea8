// @vitest-environment jsdom
import type { HandOutcome, Winner } from '@houseline/shared/baccarat/deal';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestI18n } from './test-i18n.ts';

let RoadBoard: typeof import('./road-board.tsx').RoadBoard;
let ASK_BLINK_MS: number;
let scrollToShow: typeof import('./road-grid.tsx').scrollToShow;

beforeAll(async () => {
  await startTestI18n();
  ({ RoadBoard, ASK_BLINK_MS } = await import('./road-board.tsx'));
  ({ scrollToShow } = await import('./road-grid.tsx'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const W: Record<string, Winner> = { B: 'banker', P: 'player', T: 'tie' };
const shoe = (text: string): HandOutcome[] =>
  [...text].map((ch) => ({
    winner: W[ch] as Winner,
    playerTotal: 0,
    bankerTotal: 0,
    playerPair: false,
    bankerPair: ch === 'B',
    natural: false,
    bankerSix: false,
  }));

/** The marks drawn in one road's grid, as "col,row:tone" (ask marks with a trailing "!"). */
function marks(road: string): string[] {
  const grid = document.querySelector(`.rb-grid--${road}`);
  if (!grid) throw new Error(`no ${road}`);
  return [...grid.querySelectorAll<HTMLElement>('.rb-mark')].map((m) => {
    const tone = [...m.classList].find((c) => c.startsWith('rb-mark--'))?.slice('rb-mark--'.length);
    return `${m.dataset.col},${m.dataset.row}:${tone}${m.classList.contains('is-ask') ? '!' : ''}`;
  });
}

describe('RoadBoard', () => {
  it('draws the five roads, the counts and the two ask roads', () => {
    render(<RoadBoard outcomes={shoe('BPPBBBPBB')} />);
    expect(marks('beadPlate')).toHaveLength(9);
    expect(document.querySelector('.rb-grid--beadPlate .rb-mark')?.textContent).toBe('庄');
    expect(marks('bigRoad')).toEqual([
      '0,0:banker',
      '1,0:player',
      '1,1:player',
      '2,0:banker',
      '2,1:banker',
      '2,2:banker',
      '3,0:player',
      '4,0:banker',
      '4,1:banker',
    ]);
    expect(marks('bigEyeBoy')).toEqual([
      '0,0:blue',
      '0,1:blue',
      '1,0:red',
      '2,0:blue',
      '2,1:blue',
      '2,2:blue',
      '2,3:blue',
    ]);
    expect(marks('smallRoad')).toEqual(['0,0:blue', '1,0:red', '2,0:blue', '2,1:blue', '3,0:red']);
    expect(marks('cockroach')).toEqual(['0,0:red', '0,1:red']);
    expect(document.querySelectorAll('.rb-grid--bigRoad .rb-mark__pair--banker')).toHaveLength(6);
    expect(screen.getByRole('button', { name: /庄问路/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /闲问路/ })).toBeTruthy();
    expect(document.querySelector('.rb__tally')?.textContent).toContain('局数 9');
  });

  it('blinks the next cell of every road while an ask road is pressed, then stops', () => {
    vi.useFakeTimers();
    render(<RoadBoard outcomes={shoe('BPPBBBPBB')} />);
    const ask = screen.getByRole('button', { name: /闲问路/ });
    // The glyphs show the colours before the button is pressed: blue, blue, red.
    expect([...ask.querySelectorAll('.rb-glyph')].map((g) => g.className)).toEqual([
      'rb-glyph rb-glyph--bigEyeBoy rb-glyph--blue',
      'rb-glyph rb-glyph--smallRoad rb-glyph--blue',
      'rb-glyph rb-glyph--cockroach rb-glyph--red',
    ]);
    fireEvent.click(ask);
    expect(ask.getAttribute('aria-pressed')).toBe('true');
    expect(marks('bigRoad').filter((m) => m.endsWith('!'))).toEqual(['5,0:player!']);
    expect(marks('beadPlate').filter((m) => m.endsWith('!'))).toEqual(['1,3:player!']);
    expect(marks('bigEyeBoy').filter((m) => m.endsWith('!'))).toEqual(['2,4:blue!']);
    expect(marks('smallRoad').filter((m) => m.endsWith('!'))).toEqual(['4,0:blue!']);
    expect(marks('cockroach').filter((m) => m.endsWith('!'))).toEqual(['0,2:red!']);

    // Switching to the banker side previews the other cells.
    fireEvent.click(screen.getByRole('button', { name: /庄问路/ }));
    expect(marks('bigRoad').filter((m) => m.endsWith('!'))).toEqual(['4,2:banker!']);
    act(() => vi.advanceTimersByTime(ASK_BLINK_MS));
    expect(document.querySelectorAll('.rb-mark.is-ask')).toHaveLength(0);
  });

  it('ends a preview when the next hand arrives', () => {
    const { rerender } = render(<RoadBoard outcomes={shoe('BPB')} />);
    fireEvent.click(screen.getByRole('button', { name: /庄问路/ }));
    expect(document.querySelectorAll('.rb-mark.is-ask').length).toBeGreaterThan(0);
    rerender(<RoadBoard outcomes={shoe('BPBP')} />);
    expect(document.querySelectorAll('.rb-mark.is-ask')).toHaveLength(0);
    expect(marks('bigRoad')).toHaveLength(4);
  });

  it('draws only the bead plate and the big road on a lobby tile', () => {
    render(<RoadBoard outcomes={shoe('TBBPT')} compact />);
    expect(document.querySelectorAll('.rb-grid')).toHaveLength(2);
    expect(marks('bigRoad')).toEqual(['0,0:banker', '0,1:banker', '1,0:player']);
    expect(document.querySelector('.rb-grid--bigRoad .rb-mark__tie')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    // No letters in the small bead plate.
    expect(document.querySelector('.rb-grid--beadPlate .rb-mark')?.textContent).toBe('');
  });
});

describe('scrollToShow', () => {
  it('keeps the newest column in view and the leftmost column whole', () => {
    // 20 px cells in a 100 px view: five columns show.
    expect(scrollToShow(-1, 20, 100)).toBe(0);
    expect(scrollToShow(3, 20, 100)).toBe(0);
    expect(scrollToShow(4, 20, 100)).toBe(0);
    expect(scrollToShow(5, 20, 100)).toBe(20);
    expect(scrollToShow(30, 20, 100)).toBe(520);
    // A view that is not a whole number of columns: the last column whole, the first whole too.
    expect(scrollToShow(10, 20, 110)).toBe(120);
  });
});
