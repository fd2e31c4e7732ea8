import type { ProColumns } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import type { Translate } from '../../lib/i18n.tsx';

/** The days a report tab opens with: the last seven, today included (the server allows 92). */
export const DEFAULT_REPORT_DAYS = 7;

const label = (value: Dayjs | string) => dayjs(value).format('YYYY-MM-DD');

/**
 * Today as a brand day: the reports count Beijing days (UTC+8, the server's REPORT_TIME_ZONE), so
 * from 16:00 UTC the brand is already on the next day whatever the operator's own clock says.
 */
export function brandToday(): Dayjs {
  return dayjs(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
}

/** The default range of a report: the last `days` brand days, today included, as `YYYY-MM-DD`. */
export function defaultRange(days = DEFAULT_REPORT_DAYS): [string, string] {
  const today = brandToday();
  return [label(today.subtract(days - 1, 'day')), label(today)];
}

/**
 * The search form's date range of a report table: hidden in the table, sent as `from` and `to`
 * (brand days, inclusive); the last DEFAULT_REPORT_DAYS days until the operator picks others.
 */
export function rangeColumn<Row>(t: Translate): ProColumns<Row> {
  return {
    title: t('report.range'),
    dataIndex: 'range',
    valueType: 'dateRange',
    hideInTable: true,
    initialValue: defaultRange().map((day) => dayjs(day)),
    fieldProps: { allowClear: false },
    search: {
      transform: (value: [Dayjs | string, Dayjs | string]) => ({
        from: label(value[0]),
        to: label(value[1]),
      }),
    },
  };
}
