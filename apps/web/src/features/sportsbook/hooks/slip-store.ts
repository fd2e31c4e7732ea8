import { create } from 'zustand';
import { type SlipLeg, type SlipMode, type SlipProblem, toggleLeg } from '../lib/slip.ts';

/**
 * The bet slip of this tab: its selections, singles or parlay, the stakes as typed (one per
 * selection for singles, one for the parlay) and whether it is open (the H5 sheet). The rules
 * are in lib/slip.ts; this only holds the state.
 */
interface SlipState {
  legs: readonly SlipLeg[];
  mode: SlipMode;
  stakes: Record<number, string>;
  parlayStake: string;
  open: boolean;
  /** The last refusal of an added selection, shown until the next change. */
  problem: SlipProblem | null;
  toggle(leg: SlipLeg): void;
  remove(selectionId: number): void;
  clear(): void;
  setMode(mode: SlipMode): void;
  setStake(selectionId: number | 'parlay', value: string): void;
  setOpen(open: boolean): void;
  /** Takes out the selections that were placed. */
  removePlaced(selectionIds: readonly number[]): void;
}

export const useSlip = create<SlipState>((set) => ({
  legs: [],
  mode: 'single',
  stakes: {},
  parlayStake: '',
  open: false,
  problem: null,
  toggle: (leg) =>
    set((s) => {
      const r = toggleLeg(s.legs, leg, s.mode);
      return { legs: r.legs, problem: r.problem };
    }),
  remove: (id) => set((s) => ({ legs: s.legs.filter((l) => l.selectionId !== id), problem: null })),
  clear: () => set({ legs: [], stakes: {}, parlayStake: '', problem: null }),
  setMode: (mode) => set({ mode, problem: null }),
  setStake: (id, value) =>
    set((s) => (id === 'parlay' ? { parlayStake: value } : { stakes: { ...s.stakes, [id]: value } })),
  setOpen: (open) => set({ open }),
  removePlaced: (ids) =>
    set((s) => ({ legs: s.legs.filter((l) => !ids.includes(l.selectionId)), problem: null })),
}));
