import type { WalletMode } from '@houseline/shared/api/contract/casino';
import { useTranslation } from 'react-i18next';
import { AutoTransferSwitch } from '../../../components/auto-transfer-switch.tsx';
import { Money } from '../../../components/money/money.tsx';
import { useGameSettings } from '../../../hooks/game-settings-queries.ts';
import { useBalance } from '../../../hooks/member-queries.ts';
import type { LaunchState } from '../hooks/use-game-launch.ts';
import { webpOf } from '../lib/casino-paths.ts';

/**
 * Before the game: its name and venue, how the venue holds money, the auto-transfer switch (for
 * transfer venues), the center balance and the launch button, with the launch's progress and error.
 */
export function GameEntryPanel({
  name,
  art,
  walletMode,
  state,
  onLaunch,
}: {
  name: string;
  /** The game's image and one-line description from the lobby, when known. */
  art: { imgUrl: string; desc: string } | null;
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
        {art ? <GameArt url={art.imgUrl} /> : null}
        <div>
          <h2 className="gp-card__title">{name}</h2>
          {art?.desc ? <p className="gp-entry__desc">{art.desc}</p> : null}
        </div>
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

/** The game's tile image: the webp beside the png where the browser takes webp (SPEC.md §9). */
export function GameArt({ url }: { url: string }) {
  const webp = webpOf(url);
  return (
    <picture className="gp-entry__art">
      {webp ? <source srcSet={webp} type="image/webp" /> : null}
      <img src={url} alt="" width={72} height={72} loading="lazy" />
    </picture>
  );
}
