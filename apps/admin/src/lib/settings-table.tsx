import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Alert, Switch } from 'antd';
import type { ReactNode, RefObject } from 'react';
import { useConsole } from './console-context.tsx';
import type { Translate } from './i18n.tsx';
import { ExportCsvButton, type Page, useServerRequest } from './table.tsx';

/** The edit column of a settings table, for the roles that may change a row (none otherwise). */
export function actionsColumn<Row>(
  t: Translate,
  edit?: (row: Row) => ReactNode,
  width = 90,
): ProColumns<Row>[] {
  if (!edit) return [];
  return [
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width,
      render: (_, row) => edit(row),
    },
  ];
}

/**
 * The on/off column of a settings table: a switch for the roles that may change a row (`toggle`),
 * shown but disabled for the others.
 */
export function enabledColumn<Row extends { enabled: boolean }>(
  title: string,
  testId: (row: Row) => string,
  toggle: ((row: Row, enabled: boolean) => void) | undefined,
): ProColumns<Row> {
  return {
    title,
    dataIndex: 'enabled',
    render: (_, r) => (
      <Switch
        size="small"
        checked={r.enabled}
        disabled={!toggle}
        data-testid={testId(r)}
        onChange={(on) => toggle?.(r, on)}
      />
    ),
  };
}

/**
 * A brand's settings as one short table (the VIP ladder, the agent rates, the task centre): every
 * row on one page, reloaded when the operator switches brand, a read-only notice for the roles
 * that may only read, and the CSV export every console list has.
 */
export function SettingsTable<Row extends Record<string, unknown>>(props: {
  rowKey: keyof Row & string;
  title: string;
  columns: ProColumns<Row>[];
  actionRef: RefObject<ActionType | undefined>;
  fetchRows: () => Promise<Page<Row>>;
  /** Shown when the operator may not change the rows. */
  readOnly?: string | undefined;
  csvFileName: string;
  /** Reload every so many ms (a screen of live state, e.g. the live tables). */
  polling?: number | undefined;
  /** Buttons of the whole table (a create form's trigger, reset to the defaults), before the CSV export. */
  toolbar?: ReactNode;
}) {
  const { siteCode } = useConsole();
  const request = useServerRequest(props.fetchRows);
  return (
    <ProTable<Row>
      rowKey={props.rowKey}
      headerTitle={props.title}
      actionRef={props.actionRef}
      columns={props.columns}
      // The brand is in every request's header: a switch of brand reloads the table.
      params={{ siteCode }}
      request={request}
      {...(props.polling ? { polling: props.polling } : {})}
      search={false}
      pagination={false}
      options={{ setting: true, density: true, reload: true }}
      tableAlertRender={false}
      toolBarRender={() => [
        props.readOnly ? <Alert key="ro" type="info" showIcon message={props.readOnly} /> : null,
        props.toolbar ? <span key="toolbar">{props.toolbar}</span> : null,
        <ExportCsvButton
          key="csv"
          fileName={props.csvFileName}
          columns={props.columns}
          filters={() => ({})}
          fetchPage={props.fetchRows}
        />,
      ]}
      scroll={{ x: 'max-content' }}
    />
  );
}
