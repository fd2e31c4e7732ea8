import {
  type ActionType,
  DrawerForm,
  type ProColumns,
  ProFormText,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import { Button, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { useServerRequest } from '../../lib/table.tsx';
import { BlockEditor } from './block-editor.tsx';
import { type BlockForm, blocksToForm, formToBlocks } from './blocks.ts';
import { labels } from './labels.ts';
import { type ArticleRow, contentService } from './service.ts';

const CATEGORIES: readonly ArticleRow['category'][] = [
  'sports',
  'games',
  'funds',
  'crypto',
  'tech',
  'service',
  'sponsor',
];

function columnsOf(t: Translate, edit: (row: ArticleRow) => React.ReactNode): ProColumns<ArticleRow>[] {
  return [
    {
      title: t('article.slug'),
      dataIndex: 'slug',
      search: false,
      // The slug is an address, not text for the reader: shown as code.
      render: (_, r) => <Typography.Text code>{r.slug}</Typography.Text>,
    },
    {
      title: t('article.category'),
      dataIndex: 'category',
      valueType: 'select',
      valueEnum: labels(t, 'article.category', CATEGORIES),
      width: 120,
    },
    { title: t('article.title'), dataIndex: 'title', search: false, width: 220 },
    { title: t('article.summary'), dataIndex: 'summary', search: false, ellipsis: true, width: 320 },
    { title: t('article.sort'), dataIndex: 'sort', search: false, width: 70 },
    { title: t('common.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', search: false },
    { title: t('common.actions'), valueType: 'option', fixed: 'right', width: 90, render: (_, r) => edit(r) },
  ];
}

/** The brand's help, tutorial and sponsor articles: edit an article's title, summary and blocks. */
export default function ArticlesPage() {
  const { client, siteCode } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => contentService(client, siteCode), [client, siteCode]);
  const reload = () => table.current?.reload();
  const edit = (row: ArticleRow) => (
    <DrawerForm<{ title: string; summary: string; body: BlockForm[] }>
      title={t('article.editTitle', { title: row.title })}
      width={720}
      trigger={
        <Button size="small" data-testid={`edit-article-${row.slug}`}>
          {t('article.edit')}
        </Button>
      }
      initialValues={{ title: row.title, summary: row.summary, body: blocksToForm(row.body) }}
      drawerProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={(v) =>
        run(
          () =>
            service.updateArticle({
              slug: row.slug,
              title: v.title ?? '',
              summary: v.summary ?? '',
              body: formToBlocks(v.body),
            }),
          reload,
        )
      }
    >
      {/* Lengths are the server's to check: its Chinese message is what the operator reads. */}
      <ProFormText name="title" label={t('article.title')} />
      <ProFormTextArea name="summary" label={t('article.summary')} fieldProps={{ rows: 2 }} />
      <BlockEditor name="body" label={t('article.body')} />
    </DrawerForm>
  );
  const request = useServerRequest((query) => service.articles(query));
  return (
    <ProTable<ArticleRow>
      rowKey="slug"
      headerTitle={t('menu.articles')}
      actionRef={table}
      columns={columnsOf(t, edit)}
      params={{ siteCode }}
      request={request}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ setting: true, density: true, reload: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
