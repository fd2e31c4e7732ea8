import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { useServerRequest } from '../../lib/table.tsx';
import { labels } from './labels.ts';
import { PromoEditDrawer } from './promo-form.tsx';
import { contentService, type PromoRow } from './service.ts';

/** The contract's values, as data here: the console imports only types from it (zod stays out). */
const CATEGORIES: readonly PromoRow['category'][] = ['welcome', 'daily', 'sports', 'casino', 'vip'];
const STATES: readonly PromoRow['state'][] = ['running', 'upcoming', 'ended'];
const STATE_BADGES = { running: 'Success', upcoming: 'Processing', ended: 'Default' } as const;

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

function columnsOf(t: Translate, locale: string, edit: (row: PromoRow) => React.ReactNode) {
  const yesNo = (on: boolean) =>
    on ? <Tag color="green">{t('promo.yes')}</Tag> : <Tag>{t('promo.no')}</Tag>;
  const states = Object.fromEntries(
    STATES.map((s) => [s, { text: t(`promo.state.${s}`), status: STATE_BADGES[s] }]),
  );
  const columns: ProColumns<PromoRow>[] = [
    { title: 'ID', dataIndex: 'id', width: 60, search: false },
    {
      title: t('promo.category'),
      dataIndex: 'category',
      valueType: 'select',
      valueEnum: labels(t, 'promo.category', CATEGORIES),
      width: 100,
    },
    { title: t('promo.title'), dataIndex: 'title', search: false, width: 200 },
    { title: t('promo.summary'), dataIndex: 'summary', search: false, ellipsis: true, width: 260 },
    { title: t('promo.state'), dataIndex: 'state', valueType: 'select', valueEnum: states, width: 100 },
    {
      title: t('promo.window'),
      dataIndex: 'startsAt',
      search: false,
      render: (_, r) => `${when(r.startsAt)} ~ ${when(r.endsAt)}`,
    },
    {
      title: t('promo.applyMode'),
      dataIndex: 'applyMode',
      valueEnum: labels(t, 'promo.applyMode', ['none', 'review', 'instant'] as const),
      search: false,
    },
    {
      title: t('promo.bonus'),
      dataIndex: 'bonus',
      search: false,
      align: 'right',
      render: (_, r) => (r.bonus === null ? '-' : `${formatAmount(r.bonus, locale)} ${r.currency}`),
    },
    { title: t('promo.enabled'), dataIndex: 'enabled', search: false, render: (_, r) => yesNo(r.enabled) },
    { title: t('promo.popup'), dataIndex: 'popup', search: false, render: (_, r) => yesNo(r.popup) },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 90,
      render: (_, r) => edit(r),
    },
  ];
  return columns;
}

/** The brand's promotions, enabled or not: edit a promotion's texts, window, switches and detail. */
export default function PromosPage() {
  const { client, siteCode } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => contentService(client, siteCode), [client, siteCode]);
  const reload = () => table.current?.reload();
  const edit = (row: PromoRow) => <PromoEditDrawer row={row} service={service} run={run} onSaved={reload} />;
  const request = useServerRequest((query) => service.promos(query));
  return (
    <ProTable<PromoRow>
      rowKey="id"
      headerTitle={t('menu.promos')}
      actionRef={table}
      columns={columnsOf(t, locale, edit)}
      // The brand is in every request's header: a switch of brand reloads the table.
      params={{ siteCode }}
      request={request}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ setting: true, density: true, reload: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
