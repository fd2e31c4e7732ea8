import { useMemo, useRef, useState } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { type Page, useServerRequest } from '../../lib/table.tsx';
import { reportsService } from './service.ts';

type ReportsService = ReturnType<typeof reportsService>;

/**
 * A report tab's table request: the filters of the last query (for its CSV export) and the last
 * report the server answered (its totals and chart sit beside the table).
 */
export function useReportRequest<Row, Report extends Page<Row>>(
  fetch: (service: ReportsService, query: Record<string, unknown>) => Promise<Report>,
) {
  const { client } = useConsole();
  const service = useMemo(() => reportsService(client), [client]);
  const filters = useRef<Record<string, unknown>>({});
  const [last, setLast] = useState<Report>();
  const request = useServerRequest<Row>(async (query) => {
    filters.current = query;
    const report = await fetch(service, query);
    setLast(report);
    return report;
  });
  return { service, filters, last, request };
}
