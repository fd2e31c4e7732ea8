import { ProCard, ProDescriptions } from '@ant-design/pro-components';
import { Alert, Button, List, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { type AuditRow, auditService } from '../audit/service.ts';
import { type BooksAuditResult, systemService } from './service.ts';

/**
 * The reconciling books audit on demand. Its last run is read back from the audit log (every run is
 * audited with its problem count), so the page shows it to any admin, not only to the one who ran it.
 */
export default function BooksAuditPage() {
  const { client } = useConsole();
  const { t } = useI18n();
  const system = useMemo(() => systemService(client), [client]);
  const audit = useMemo(() => auditService(client), [client]);
  const [result, setResult] = useState<BooksAuditResult>();
  const [last, setLast] = useState<AuditRow | null>();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();

  const loadLast = useCallback(() => {
    audit
      .search({ action: 'books.audit', page: 1, size: 1 })
      .then((page) => setLast(page.list[0] ?? null))
      .catch((caught: Error) => setError(caught.message));
  }, [audit]);
  useEffect(loadLast, [loadLast]);

  const run = async () => {
    setRunning(true);
    setError(undefined);
    try {
      setResult(await system.runBooksAudit());
      loadLast();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProCard
        title={t('books.title')}
        extra={
          <Button type="primary" loading={running} onClick={run}>
            {t('books.run')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('books.intro')}</Typography.Paragraph>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        <ProDescriptions column={3} title={t('books.lastRun')}>
          {last ? (
            <>
              <ProDescriptions.Item label={t('audit.time')} valueType="dateTime">
                {last.createdAt}
              </ProDescriptions.Item>
              <ProDescriptions.Item label={t('audit.operator')}>{last.operator}</ProDescriptions.Item>
              <ProDescriptions.Item label={t('books.problems')}>
                {String(last.detail.problems ?? '')}
              </ProDescriptions.Item>
            </>
          ) : (
            <ProDescriptions.Item>{t('books.never')}</ProDescriptions.Item>
          )}
        </ProDescriptions>
      </ProCard>
      {result ? (
        <ProCard title={t('books.lastRun')} subTitle={new Date(result.checkedAt).toLocaleString()}>
          <ProDescriptions column={3}>
            <ProDescriptions.Item label={t('books.accounts')}>{result.accountsChecked}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('books.entries')}>{result.entriesChecked}</ProDescriptions.Item>
            <ProDescriptions.Item label={t('books.postings')}>{result.postingsChecked}</ProDescriptions.Item>
          </ProDescriptions>
          {result.problems.length === 0 ? (
            <Alert type="success" showIcon message={t('books.clean')} />
          ) : (
            <List
              header={`${t('books.problems')} (${result.problems.length})`}
              bordered
              dataSource={result.problems}
              renderItem={(problem) => <List.Item>{problem}</List.Item>}
            />
          )}
        </ProCard>
      ) : null}
    </Space>
  );
}
