import '../../../lib/i18n/tasks-messages.ts';
import type { TaskGroup } from '@houseline/shared/api/contract/tasks';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { TASK_KEYS } from '../api/task-keys.ts';
import {
  taskContentQuery,
  taskGroupsQuery,
  taskListQuery,
  taskTagQuery,
  useReceive,
} from '../api/task-queries.ts';
import { ResetCountdown } from '../components/reset-countdown.tsx';
import { TaskCard } from '../components/task-card.tsx';
import { TaskHeader } from '../components/task-header.tsx';
import { TasksGate } from '../components/tasks-gate.tsx';
import { TASK_GROUP_IDS } from '../lib/task-constants.ts';
import '../components/tasks.css';

const isGroup = (v: string | null): v is TaskGroup => TASK_GROUP_IDS.includes(v as TaskGroup);

/** /task: the task centre — activity points and chests, group tabs, task cards, receive all. */
export function TaskPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('group');
  const group: TaskGroup = isGroup(requested) ? requested : 'newbie';
  const queryClient = useQueryClient();
  const content = useQuery(taskContentQuery);
  const groups = useQuery(taskGroupsQuery);
  const tag = useQuery(taskTagQuery);
  const list = useQuery(taskListQuery(group));
  const receive = useReceive();
  const showToast = useAppStore((s) => s.showToast);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all }),
    [queryClient],
  );

  const run = (what: Parameters<typeof receive.mutate>[0]) =>
    receive.mutate(what, {
      onSuccess: (receipt) =>
        showToast(
          receipt.count > 0
            ? t('tasks.received', { amount: formatAmount(receipt.amount) })
            : t('tasks.nothingToReceive'),
        ),
      onError: (error) => showToast(isApiError(error) ? error.message : t('tasks.loadFailed')),
    });

  const summary = groups.data?.list.find((g) => g.group === group);
  const open = tag.data?.groups[group] ?? 0;
  const action = (
    <Link to="/taskRecords" className="tk-records-link">
      {formFactor === 'phone' ? t('tasks.recordsShort') : t('tasks.records')}
    </Link>
  );
  return (
    <PageFrame title={t('tasks.title')} action={action}>
      <TasksGate>
        <div className="tk-page">
          {content.data ? (
            <TaskHeader
              content={content.data}
              busy={receive.isPending}
              onChest={(tier) => run({ kind: 'chest', tier })}
            />
          ) : content.isError ? null : (
            <div className="tk-header tk-header--loading" />
          )}
          <div className="tk-tabs" role="tablist">
            {TASK_GROUP_IDS.map((g) => {
              const dot = tag.data?.groups[g] ?? 0;
              return (
                <button
                  key={g}
                  type="button"
                  role="tab"
                  aria-selected={g === group}
                  className={`tk-tab${g === group ? ' is-active' : ''}`}
                  onClick={() => setParams({ group: g }, { replace: true })}
                >
                  {groups.data?.list.find((s) => s.group === g)?.name ?? t(`tasks.groups.${g}`)}
                  {dot > 0 ? <span className="tk-dot">{dot}</span> : null}
                </button>
              );
            })}
          </div>
          <div className="tk-bar">
            {summary?.resetsAt && content.data ? (
              <ResetCountdown
                label={group === 'daily' ? t('tasks.dailyReset') : t('tasks.weeklyReset')}
                resetsAt={summary.resetsAt}
                serverTime={content.data.serverTime}
                onElapsed={refresh}
              />
            ) : (
              <span className="tk-countdown">{summary ? `${summary.claimed} / ${summary.total}` : ''}</span>
            )}
            <button
              type="button"
              className="hl-btn hl-btn--accent tk-receive-all"
              disabled={open === 0 || receive.isPending}
              onClick={() => run({ kind: 'all', group })}
            >
              {t('tasks.receiveAll')}
              {open > 0 ? ` (${open})` : ''}
            </button>
          </div>
          {list.isPending ? (
            <PageLoading />
          ) : list.isError ? (
            <StateBlock
              tone="error"
              message={t('tasks.loadFailed')}
              action={
                <button type="button" className="hl-btn" onClick={() => void list.refetch()}>
                  {t('tasks.retry')}
                </button>
              }
            />
          ) : list.data.list.length === 0 ? (
            <StateBlock tone="empty" message={t('tasks.empty')} />
          ) : (
            <ul className="tk-list">
              {list.data.list.map((task) => (
                <TaskCard
                  key={task.code}
                  task={task}
                  busy={receive.isPending}
                  onReceive={(code) => run({ kind: 'one', code })}
                />
              ))}
            </ul>
          )}
          <p className="tk-tips">{t('tasks.tips')}</p>
        </div>
      </TasksGate>
    </PageFrame>
  );
}
