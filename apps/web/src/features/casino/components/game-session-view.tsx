import type { GamePlatform } from '@houseline/shared/api/contract/casino';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useBalance } from '../../../hooks/member-queries.ts';
import { type LobbyKind, useGameInfo } from '../api/casino-queries.ts';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { useRecoverOnLeave } from '../hooks/use-recover-on-leave.ts';
import { GameEntryPanel } from './game-entry-panel.tsx';
import { type FrameVariant, GameFrame } from './game-frame.tsx';
import { MaintenancePanel } from './game-panels.tsx';

/**
 * One game for a logged-in member: the entry panel, then the launch, then the venue in its frame
 * (or, for a house game, its in-app route). Shared by the game page and the embedded page;
 * `onExit` is their venue-back flow.
 */
export function GameSessionView({
  gameId,
  fallbackName,
  platform,
  variant,
  backTo,
  onExit,
  onStage,
}: {
  gameId: number;
  /** The name from the address, until the game list answers. */
  fallbackName: string;
  platform: GamePlatform;
  variant: FrameVariant;
  /** The lobby the maintenance panel offers. */
  backTo: string;
  onExit: () => void;
  /** Told whether the frame is showing (the page hides its own chrome then). */
  onStage?: (playing: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind: LobbyKind = platform === 'h5' ? 'h5' : 'pc';
  const info = useGameInfo(kind, gameId);
  const { state, launch } = useGameLaunch(gameId, platform);
  const balance = useBalance();
  const game = info.data ?? null;
  const name = game?.name ?? fallbackName;

  const ready = state.phase === 'ready' ? state.result : null;
  useEffect(() => {
    if (ready?.mode === 'app') void navigate(ready.url);
  }, [ready, navigate]);
  const playing = ready?.mode === 'frame';
  useEffect(() => {
    onStage?.(playing);
  }, [playing, onStage]);
  const leave = useRecoverOnLeave(playing, onExit);

  if (info.isPending) return <PageLoading />;
  if (info.isSuccess && game === null && state.phase !== 'ready') {
    return <StateBlock tone="error" message={t('casino.error.notFound')} />;
  }
  if (game?.maintenance || state.phase === 'maintenance') {
    return <MaintenancePanel name={name} backTo={backTo} />;
  }
  if (ready && playing) {
    const seamless = ready.walletMode === 'seamless';
    return (
      <GameFrame
        url={ready.url}
        name={name}
        balance={seamless ? (balance?.balance ?? ready.venueBalance) : ready.venueBalance}
        currency={balance?.currency}
        variant={variant}
        onExit={leave}
      />
    );
  }
  if (ready) return <PageLoading />;
  return (
    <GameEntryPanel
      name={name}
      art={game ? { imgUrl: game.imgUrl, desc: game.desc } : null}
      walletMode={game?.walletMode ?? null}
      state={state}
      onLaunch={(autoTransfer) => void launch(autoTransfer)}
    />
  );
}
