import {
  type ActionType,
  ProCard,
  type ProColumns,
  ProForm,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import { Button, Image, Popconfirm, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ExportCsvButton, useServerRequest } from '../../lib/table.tsx';
import { BannerForm, bannerFormTrigger } from './banner-form.tsx';
import { type ArtworkRow, type BannerRow, contentService } from './service.ts';

function columnsOf(t: Translate, actions: (row: BannerRow) => React.ReactNode): ProColumns<BannerRow>[] {
  return [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: t('home.image'),
      dataIndex: 'imageUrl',
      width: 150,
      render: (_, r) => <Image src={r.imageUrl} width={128} height={48} style={{ objectFit: 'cover' }} />,
    },
    { title: t('home.title'), dataIndex: 'title', width: 180 },
    { title: t('home.subtitle'), dataIndex: 'subtitle', ellipsis: true, width: 240 },
    { title: t('home.link'), dataIndex: 'link', width: 160 },
    { title: t('home.sort'), dataIndex: 'sort', width: 70 },
    {
      title: t('home.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (_, r) =>
        r.enabled ? <Tag color="green">{t('home.shown')}</Tag> : <Tag>{t('home.hidden')}</Tag>,
    },
    { title: t('home.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 140,
      render: (_, r) => actions(r),
    },
  ];
}

/**
 * The brand's home as members see it (issue 24): the notice bar's text and the banners of the
 * carousel — publish, edit, reorder, hide or delete one. Each save is audited by the server, and
 * the member site shows it on its next load of the site config (within seconds, decision 0078).
 */
export default function HomePage() {
  const { client, siteCode } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => contentService(client, siteCode), [client, siteCode]);
  const [home, setHome] = useState<Awaited<ReturnType<typeof service.home>>>();
  const load = useCallback(() => void service.home().then(setHome, () => undefined), [service]);
  useEffect(load, [load]);
  const [uploaded, setUploaded] = useState<readonly ArtworkRow[]>([]);
  const loadArtwork = useCallback(
    () =>
      void service.artwork().then(
        (r) => setUploaded(r.list),
        () => undefined,
      ),
    [service],
  );
  useEffect(loadArtwork, [loadArtwork]);
  const reload = () => {
    table.current?.reload();
    load();
  };
  const images = home?.images ?? [];
  const nextSort = Math.min(999, Math.max(0, ...(home?.banners ?? []).map((b) => b.sort)) + 10);
  const actions = (row: BannerRow) => (
    <Space size={4}>
      <BannerForm
        row={row}
        images={images}
        uploaded={uploaded}
        onUploaded={loadArtwork}
        nextSort={nextSort}
        service={service}
        run={run}
        onSaved={reload}
        trigger={bannerFormTrigger(t('home.bannerEdit'), `edit-banner-${row.id}`)}
      />
      <Popconfirm
        title={t('home.bannerDeleteTitle', { title: row.title })}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() => run(() => service.deleteBanner(row.id), reload)}
      >
        <Button size="small" danger data-testid={`delete-banner-${row.id}`}>
          {t('home.bannerDelete')}
        </Button>
      </Popconfirm>
    </Space>
  );
  const columns = columnsOf(t, actions);
  const request = useServerRequest(() => service.banners());
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProCard title={t('home.notice')} bordered>
        {home ? (
          <ProForm<{ notice: string }>
            key={`${siteCode}:${home.notice}`}
            initialValues={{ notice: home.notice }}
            submitter={{ searchConfig: { submitText: t('home.noticeSave') }, resetButtonProps: false }}
            onFinish={(v) => run(() => service.setNotice(v.notice ?? ''), load)}
          >
            <ProFormTextArea
              name="notice"
              extra={t('home.noticeHelp')}
              fieldProps={{ rows: 3, maxLength: 500, showCount: true, 'aria-label': t('home.notice') }}
            />
          </ProForm>
        ) : (
          <Spin />
        )}
      </ProCard>
      <ProTable<BannerRow>
        rowKey="id"
        headerTitle={t('home.banners')}
        actionRef={table}
        columns={columns}
        // The brand is in every request's header: a switch of brand reloads the table.
        params={{ siteCode }}
        request={request}
        search={false}
        pagination={false}
        options={{ setting: true, density: true, reload: true }}
        toolBarRender={() => [
          <BannerForm
            key="new"
            images={images}
            uploaded={uploaded}
            onUploaded={loadArtwork}
            nextSort={nextSort}
            service={service}
            run={run}
            onSaved={reload}
            trigger={bannerFormTrigger(t('home.bannerNew'), 'new-banner', true)}
          />,
          <ExportCsvButton
            key="csv"
            fileName="banners.csv"
            columns={columns}
            filters={() => ({})}
            fetchPage={service.banners}
          />,
        ]}
        scroll={{ x: 'max-content' }}
      />
    </Space>
  );
}
