import { DownloadOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { type CsvColumn, downloadCsv, toCsv } from './csv.ts';
import { useI18n } from './i18n.tsx';

/** The largest page the operator API serves, and the most rows one CSV export fetches. */
export const PAGE_SIZE_MAX = 100;
export const EXPORT_ROWS_MAX = 5_000;

export interface Page<Row> {
  list: Row[];
  total: number;
}

type Filters = Record<string, unknown>;

/** ProTable's request (current, pageSize, the search form's fields) as a server page query. */
export function pageQuery(params: Filters & { current?: number; pageSize?: number }) {
  const { current, pageSize, ...filters } = params;
  const query: Filters = { page: current ?? 1, size: Math.min(pageSize ?? 20, PAGE_SIZE_MAX) };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  }
  return query;
}

type TableParams = Filters & { current?: number; pageSize?: number };
type TableResult<Row> = { data: Row[]; total: number; success: boolean };

/**
 * ProTable's `request`: the server pages and filters; the table shows what came back. ProTable
 * shows whichever answer arrives last, so a slow answer to an older query (a filter changed, a page
 * turned) would overwrite the newer one: every answer is instead the answer to the newest query
 * asked so far (an older call waits for it). Keep one instance per table (`useServerRequest`).
 */
export function serverRequest<Row>(fetchPage: (query: Filters) => Promise<Page<Row>>) {
  let asked = 0;
  let newest: Promise<TableResult<Row>> | undefined;
  return async (params: TableParams): Promise<TableResult<Row>> => {
    asked += 1;
    let ticket = asked;
    const answer = fetchPage(pageQuery(params)).then((page) => ({
      data: page.list,
      total: page.total,
      success: true,
    }));
    newest = answer;
    let result = await answer;
    while (ticket !== asked && newest) {
      ticket = asked;
      result = await newest;
    }
    return result;
  };
}

/** `serverRequest` kept across renders (its order of queries must outlive a re-render). */
export function useServerRequest<Row>(fetchPage: (query: Filters) => Promise<Page<Row>>) {
  const latest = useRef(fetchPage);
  latest.current = fetchPage;
  return useMemo(() => serverRequest<Row>((query) => latest.current(query)), []);
}

const CSV_VALUES = new WeakMap<object, (row: never) => string | number | null | undefined>();

/**
 * A column whose cell is more than one value (a round, a shoe): its CSV cell is written by `value`,
 * as an operator reads it, instead of the server's object.
 */
export function withCsv<Row>(
  column: ProColumns<Row>,
  value: (row: Row) => string | number | null | undefined,
): ProColumns<Row> {
  CSV_VALUES.set(column, value as (row: never) => string | number | null | undefined);
  return column;
}

/** The table's columns that have a value, as CSV columns (titles as shown, values as the server sent). */
export function csvColumnsOf<Row>(columns: ProColumns<Row>[]): CsvColumn<Row>[] {
  return columns.flatMap((c) => {
    if (c.valueType === 'option' || c.hideInTable) return [];
    const custom = CSV_VALUES.get(c) as ((row: Row) => string | number | null | undefined) | undefined;
    if (custom && typeof c.title === 'string') return [{ title: c.title, value: custom }];
    if (typeof c.dataIndex !== 'string' || typeof c.title !== 'string') return [];
    const key = c.dataIndex as keyof Row;
    const labels = c.valueEnum as Record<string, { text: string }> | undefined;
    return [
      {
        title: c.title,
        value: (row: Row) => {
          const raw = row[key] as unknown;
          if (labels && typeof raw === 'string' && labels[raw]) return labels[raw].text;
          return raw === null || raw === undefined
            ? ''
            : typeof raw === 'object'
              ? JSON.stringify(raw)
              : String(raw);
        },
      },
    ];
  });
}

/**
 * "Export CSV" of a table: every page of the current filters (up to EXPORT_ROWS_MAX rows), fetched
 * from the server in pages of PAGE_SIZE_MAX, not only the page on screen.
 */
export function ExportCsvButton<Row>(props: {
  fileName: string;
  columns: ProColumns<Row>[];
  filters: () => Filters;
  fetchPage: (query: Filters) => Promise<Page<Row>>;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // The filters of the last request, without its page (the export walks every page itself).
      const { page: _page, size: _size, ...filters } = props.filters();
      const rows: Row[] = [];
      for (let page = 1; rows.length < EXPORT_ROWS_MAX; page += 1) {
        const got = await props.fetchPage(pageQuery({ ...filters, current: page, pageSize: PAGE_SIZE_MAX }));
        rows.push(...got.list);
        if (got.list.length < PAGE_SIZE_MAX || rows.length >= got.total) break;
      }
      downloadCsv(props.fileName, toCsv(csvColumnsOf(props.columns), rows.slice(0, EXPORT_ROWS_MAX)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {t('common.exportCsv')}
    </Button>
  );
}
