import '../../../lib/i18n/tasks-messages.ts';
import { formatAmount } from '@houseline/shared/money/amount';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Money } from '../../../components/money/money.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { taskRecordsQuery } from '../api/task-queries.ts';
import { TasksGate } from '../components/tasks-gate.tsx';
import '../components/tasks.css';

const PAGE_SIZE = 20;

/** /taskRecords: every reward the member received (tasks and chests), newest first, paged. */
export function TaskRecordsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const records = useQuery({ ...taskRecordsQuery(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / PAGE_SIZE));
  const go = (p: number) => setParams({ page: String(p) }, { replace: true });
  return (
    <PageFrame title={t('tasks.recordsTitle')} backTo="/task">
      <TasksGate>
        <div className="tk-page">
          {records.isPending ? (
            <PageLoading />
          ) : records.isError ? (
            <StateBlock
              tone="error"
              message={t('tasks.loadFailed')}
              action={
                <button type="button" className="hl-btn" onClick={() => void records.refetch()}>
                  {t('tasks.retry')}
                </button>
              }
            />
          ) : records.data.list.length === 0 ? (
            <StateBlock tone="empty" message={t('tasks.recordsEmpty')} />
          ) : (
            <>
              <ul className="tk-records">
                {records.data.list.map((r) => (
                  <li key={r.id} className="tk-record">
                    <div className="tk-record__main">
                      <strong>{r.title}</strong>
                      <small>
                        {t(`tasks.kind.${r.kind}`)} · {t(`tasks.groups.${r.group}`)}
                      </small>
                      <small>{formatDateTime(r.createdAt)}</small>
                    </div>
                    <div className="tk-record__side">
                      <Money value={r.reward} currency={r.currency} signed strong />
                      {r.points > 0 ? (
                        <small>
                          +{r.points} {t('tasks.pointsUnit')}
                        </small>
                      ) : null}
                      <small>
                        {t('tasks.turnover')} {formatAmount(r.turnoverRequired)}
                      </small>
                    </div>
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav className="tk-pager" aria-label={t('tasks.page', { page, pages })}>
                  <button type="button" className="hl-btn" disabled={page <= 1} onClick={() => go(page - 1)}>
                    {t('tasks.prev')}
                  </button>
                  <span>{t('tasks.page', { page, pages })}</span>
                  <button
                    type="button"
                    className="hl-btn"
                    disabled={page >= pages}
                    onClick={() => go(page + 1)}
                  >
                    {t('tasks.next')}
                  </button>
                </nav>
              ) : null}
            </>
          )}
        </div>
      </TasksGate>
    </PageFrame>
  );
}
