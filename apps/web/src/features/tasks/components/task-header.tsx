import type { TaskContent } from '@houseline/shared/api/contract/tasks';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { ChestIcon } from './chest-icon.tsx';

/**
 * The header of the task centre: today's activity points on a bar with the chests at their
 * tiers; an open chest is a button that receives it.
 */
export function TaskHeader({
  content,
  busy,
  onChest,
}: {
  content: TaskContent;
  busy: boolean;
  onChest(tier: number): void;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, content.maxPoints);
  const filled = Math.min(100, (content.points / max) * 100);
  return (
    <section className="tk-header" aria-label={t('tasks.points')}>
      <div className="tk-header__top">
        <div>
          <small>{t('tasks.points')}</small>
          <strong className="tk-header__points">
            {content.points}
            <span>/ {content.maxPoints}</span>
          </strong>
        </div>
        <div className="tk-header__total">
          <small>{t('tasks.totalReward')}</small>
          <strong>
            {formatAmount(content.totalReward)} <span>{content.currency}</span>
          </strong>
        </div>
      </div>
      <div className="tk-track">
        <div className="tk-track__bar">
          <span style={{ width: `${filled}%` }} />
        </div>
        <ol className="tk-track__chests">
          {content.chests.map((chest) => (
            <li key={chest.tier} style={{ left: `${(chest.points / max) * 100}%` }}>
              <button
                type="button"
                className={`tk-chest is-${chest.status}`}
                disabled={chest.status !== 'open' || busy}
                onClick={() => onChest(chest.tier)}
                aria-label={`${t('tasks.chest', { tier: chest.tier })} ${
                  chest.status === 'open'
                    ? t('tasks.chestOpen')
                    : chest.status === 'claimed'
                      ? t('tasks.chestClaimed')
                      : t('tasks.chestLocked')
                }`}
              >
                <ChestIcon open={chest.status === 'claimed'} />
                <small>+{formatAmount(chest.reward)}</small>
              </button>
              <span className="tk-chest__need">{t('tasks.chestNeeds', { points: chest.points })}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
