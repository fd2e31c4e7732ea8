import type { GamePlatform, LaunchResult } from '@houseline/shared/api/contract/casino';
import { formatAmount } from '@houseline/shared/money/amount';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { whileBusy } from '../../../lib/busy.ts';
import { errorCode, errorMessage } from '../../../lib/error-message.ts';
import { afterVenueMoney } from '../api/casino-queries.ts';
import { launchGame } from '../lib/launch.ts';
import { useGameSession } from './game-session-store.ts';

export type LaunchState =
  | { phase: 'idle' }
  | { phase: 'launching' }
  | { phase: 'ready'; result: LaunchResult }
  | { phase: 'maintenance' }
  | { phase: 'error'; message: string };

/**
 * The launch of one game (POST game/launch): sets the game session on success, says what
 * auto-transfer moved, and turns GAME_MAINTENANCE into the maintenance state. One request id per
 * launch, kept across retries while the outcome is unknown (lib/launch.ts).
 */
export function useGameLaunch(gameId: number, platform: GamePlatform) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [state, setState] = useState<LaunchState>({ phase: 'idle' });

  const launch = async (autoTransfer: boolean) => {
    setState({ phase: 'launching' });
    try {
      const result = await whileBusy(() =>
        launchGame(requestIds, { gameId, platform, autoTransfer }, (request) =>
          api.call('gameLaunch', request),
        ),
      );
      useGameSession.getState().start({ gameid: result.gameid, platform: result.platform });
      if (result.transfer) {
        afterVenueMoney(queryClient);
        const amount = formatAmount(result.transfer.amount);
        toast(
          t(`casino.transfer.${result.transfer.status === 'succeeded' ? 'done' : result.transfer.status}`, {
            amount,
          }),
        );
      }
      setState({ phase: 'ready', result });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'GAME_MAINTENANCE') setState({ phase: 'maintenance' });
      else if (code === 'GAME_NOT_FOUND') setState({ phase: 'error', message: t('casino.error.notFound') });
      else setState({ phase: 'error', message: errorMessage(error, t, 'casino.error.failed') ?? '' });
    }
  };
  return { state, launch, reset: () => setState({ phase: 'idle' }) };
}
