import type { GameCategory } from '@houseline/shared/api/contract/games';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { StateBlock } from '../../../components/state-block.tsx';

/**
 * What either lobby shows instead of games: the load error with a retry, or the empty state.
 * Null when there are categories to show (loading states differ per layout and stay there).
 */
export function lobbyFallback({
  status,
  categories,
  onRetry,
  t,
}: {
  status: 'pending' | 'error' | 'success';
  categories: GameCategory[] | undefined;
  onRetry: () => void;
  t: TFunction;
}): ReactNode | null {
  if (status === 'error' && !categories) {
    return (
      <StateBlock
        tone="error"
        message={t('games.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (!categories || categories.length === 0) return <StateBlock tone="empty" message={t('games.empty')} />;
  return null;
}
