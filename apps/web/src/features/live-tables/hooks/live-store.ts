import type {
  LiveRound,
  LiveTable,
  LiveTableDetail,
  LiveTableState,
  LiveTables,
} from '@houseline/shared/api/contract/live-tables';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import { useFollowLive, useFollowLiveTables } from '../../../lib/realtime/live-topic.ts';
import { LIVE_KEYS } from '../api/live-keys.ts';
import { applyRound, mergeTable, type TableLive } from '../lib/round-state.ts';

/**
 * The live state of every table seen in this tab (lib/round-state.ts says how the writers are
 * ordered), plus the server clock offset measured from the pushes. Why a store and not the query
 * cache: the pushes of every table arrive on one socket while any live page is open and must land
 * whether or not the table's query exists; the queries are read once and then merged in here.
 */
interface LiveStoreState {
  tables: Record<number, TableLive>;
  /**
   * Server time minus local time (ms), 0 before any push: the largest `at − receive time` of the
   * last pushes. Each sample falls short by the push's delay (and by its age, were a snapshot ever
   * sent late), never over, so the largest is the closest.
   */
  clockOffsetMs: number;
  offsetSamples: number[];
  push(round: LiveRound, receivedAtMs: number): void;
  read(table: LiveTable): void;
}

const OFFSET_SAMPLES = 20;

export const useLiveStore = create<LiveStoreState>((set) => ({
  tables: {},
  clockOffsetMs: 0,
  offsetSamples: [],
  push: (round, receivedAtMs) =>
    set((s) => {
      const offsetSamples = [...s.offsetSamples.slice(1 - OFFSET_SAMPLES), round.at - receivedAtMs];
      return {
        tables: { ...s.tables, [round.tableId]: applyRound(s.tables[round.tableId], round) },
        offsetSamples,
        clockOffsetMs: Math.max(...offsetSamples),
      };
    }),
  read: (table) =>
    set((s) => {
      const next = mergeTable(s.tables[table.id], table);
      return next === s.tables[table.id] ? s : { tables: { ...s.tables, [table.id]: next } };
    }),
}));

/**
 * Follows the `live` topic while mounted: every round push into the store, and every table change
 * (an operator opened, closed or re-limited it) into the lobby's and the table's answers at once,
 * so a member sees "暂停开放" and the new limits without a re-read (no request per member).
 */
export function useLiveFeed(): void {
  const queryClient = useQueryClient();
  const onRound = useCallback((round: LiveRound) => useLiveStore.getState().push(round, Date.now()), []);
  const onTable = useCallback((state: LiveTableState) => applyTableState(queryClient, state), [queryClient]);
  useFollowLive(onRound);
  useFollowLiveTables(onTable);
}

/** Writes a table's new settings into every cached answer that holds the table. */
export function applyTableState(queryClient: QueryClient, state: LiveTableState): void {
  const { tableId, at: _at, ...settings } = state;
  const patch = (table: LiveTable): LiveTable => (table.id === tableId ? { ...table, ...settings } : table);
  queryClient.setQueryData<LiveTables>(LIVE_KEYS.tables, (old) =>
    old ? { ...old, list: old.list.map(patch) } : old,
  );
  for (const member of [false, true]) {
    queryClient.setQueryData<LiveTableDetail>(LIVE_KEYS.table(tableId, member), (old) =>
      old ? { ...old, table: patch(old.table) } : old,
    );
  }
}

/** Merges GET answers into the store as they arrive. */
export function useMergeTables(tables: readonly LiveTable[] | undefined): void {
  useEffect(() => {
    for (const table of tables ?? []) useLiveStore.getState().read(table);
  }, [tables]);
}

export function useTableLive(tableId: number): TableLive | undefined {
  return useLiveStore((s) => s.tables[tableId]);
}
