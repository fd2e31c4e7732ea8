import type { ProColumns } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import type { Translate } from '../../lib/i18n.tsx';

/** The days a report tab opens with: the last seven, today included (the server allows 92). */
export const DEFAULT_REPORT_DAYS = 7;

const label = (value: Dayjs | string) => dayjs(value).format('YYYY-MM-DD');

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
    initialValue: [dayjs().subtract(DEFAULT_REPORT_DAYS - 1, 'day'), dayjs()],
    fieldProps: { allowClear: false },
    search: {
      transform: (value: [Dayjs | string, Dayjs | string]) => ({
        from: label(value[0]),
        to: label(value[1]),
      }),
    },
  };
}
