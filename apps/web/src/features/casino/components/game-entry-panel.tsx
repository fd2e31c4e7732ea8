import type { WalletMode } from '@houseline/shared/api/contract/casino';
import { useTranslation } from 'react-i18next';
import { AutoTransferSwitch } from '../../../components/auto-transfer-switch.tsx';
import { Money } from '../../../components/money/money.tsx';
import { useGameSettings } from '../../../hooks/game-settings-queries.ts';
import { useBalance } from '../../../hooks/member-queries.ts';
import type { LaunchState } from '../hooks/use-game-launch.ts';

/**
 * Before the game: its name and venue, how the venue holds money, the auto-transfer switch (for
 * transfer venues), the center balance and the launch button, with the launch's progress and error.
 */
export function GameEntryPanel({
  name,
  venueName,
  walletMode,
  state,
  onLaunch,
}: {
  name: string;
  venueName: string | null;
  walletMode: WalletMode | null;
  state: LaunchState;
  onLaunch: (autoTransfer: boolean) => void;
}) {
  const { t } = useTranslation();
  const balance = useBalance();
  const settings = useGameSettings();
  const launching = state.phase === 'launching';
  const autoTransfer = walletMode === 'transfer' && (settings.data?.autoTransfer ?? false);
  return (
    <div className="gp-card" data-testid="game-entry">
      <div className="gp-entry__head">
        <h2 className="gp-card__title">{name}</h2>
        {venueName ? <span className="gp-entry__venue">{venueName}</span> : null}
      </div>
      <dl className="gp-entry__facts">
        {walletMode ? (
          <div>
            <dt>{t('casino.walletMode.label')}</dt>
            <dd data-testid="wallet-mode">{t(`casino.walletMode.${walletMode}`)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('casino.entry.centerBalance')}</dt>
          <dd>{balance ? <Money value={balance.balance} currency={balance.currency} strong /> : '—'}</dd>
        </div>
      </dl>
      {walletMode === 'seamless' ? (
        <p className="gp-entry__note">{t('casino.walletMode.seamlessNote')}</p>
      ) : (
        <AutoTransferSwitch />
      )}
      {state.phase === 'error' ? (
        <p className="gp-entry__error" role="alert">
          {state.message}
        </p>
      ) : null}
      <button
        type="button"
        className="hl-btn hl-btn--primary hl-btn--block gp-cta"
        disabled={launching || settings.isPending}
        aria-busy={launching}
        onClick={() => onLaunch(autoTransfer)}
        data-testid="game-launch"
      >
        {launching ? (
          <>
            <span className="hl-spinner gp-cta__spinner" aria-hidden="true" />
            {t('casino.entry.launching')}
          </>
        ) : state.phase === 'error' ? (
          t('casino.entry.retry')
        ) : (
          t('casino.entry.launch')
        )}
      </button>
      <p className="gp-entry__note">{t('casino.entry.rules')}</p>
    </div>
  );
}
