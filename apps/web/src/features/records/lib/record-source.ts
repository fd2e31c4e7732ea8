import type { ReactNode } from 'react';

// What a record list reads and shows, shared by the desktop table and the phone feed.

export interface RecordPage<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

export interface RecordColumn<T> {
  key: string;
  header: string;
  cell(item: T): ReactNode;
  align?: 'end';
}

export interface RecordSource<T> {
  /** The query key of the list with its filters (the page number is added per page). */
  queryKey: readonly unknown[];
  fetchPage(page: number, size: number): Promise<RecordPage<T>>;
  keyOf(item: T): string;
  /** Where a row leads (its details). */
  pathOf(item: T): string;
}

/** How many pages `total` rows fill. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
