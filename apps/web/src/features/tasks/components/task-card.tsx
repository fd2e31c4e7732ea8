import type { Task } from '@houseline/shared/api/contract/tasks';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One task: what to do, the reward, the progress bar and its action (去完成 / 领取 / 已领取). */
export function TaskCard({
  task,
  busy,
  onReceive,
}: {
  task: Task;
  busy: boolean;
  onReceive(code: string): void;
}) {
  const { t } = useTranslation();
  const show = (v: string) => (task.unit === 'amount' ? formatAmount(v) : v);
  return (
    <li className={`tk-card is-${task.status}`}>
      <div className="tk-card__main">
        <strong className="tk-card__title">{task.title}</strong>
        <small className="tk-card__desc">{task.description}</small>
        <div className="tk-card__rewards">
          <span className="tk-chip tk-chip--money">
            +{formatAmount(task.reward)} {task.currency}
          </span>
          <span className="tk-chip">
            +{task.points} {t('tasks.pointsUnit')}
          </span>
          <span className="tk-chip tk-chip--muted">{t('tasks.flow', { times: task.flowMultiple })}</span>
        </div>
        <div
          className="tk-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={1000}
          aria-valuenow={task.progressPermille}
          aria-label={t('tasks.progress')}
        >
          <span style={{ width: `${task.progressPermille / 10}%` }} />
        </div>
        <small className="tk-card__count">
          {show(task.current)} / {show(task.target)}
        </small>
      </div>
      <div className="tk-card__action">
        {task.status === 'completed' ? (
          <button
            type="button"
            className="hl-btn hl-btn--primary"
            disabled={busy}
            onClick={() => onReceive(task.code)}
          >
            {t('tasks.receive')}
          </button>
        ) : task.status === 'claimed' ? (
          <span className="hl-btn tk-done" aria-disabled="true">
            {t('tasks.claimed')}
          </span>
        ) : (
          <Link to={task.link} className="hl-btn hl-btn--ghost tk-go">
            {t('tasks.go')}
          </Link>
        )}
      </div>
    </li>
  );
}
