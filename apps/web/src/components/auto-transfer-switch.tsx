import '../lib/i18n/casino-messages.ts';
import { useTranslation } from 'react-i18next';
import { useGameSettings, useUpdateGameSettings } from '../hooks/game-settings-queries.ts';
import { toast } from '../hooks/use-toast.ts';
import { errorMessage } from '../lib/error-message.ts';
import './form/member-form.css';
import './auto-transfer-switch.css';

/**
 * "自动转账": when on, entering a transfer venue moves the whole center balance into it and
 * leaving (venue back) moves it back. Shown on the game page's entry panel and the transfer page;
 * reads and writes the member's game settings. `card`: on a page of cards (the transfer page).
 */
export function AutoTransferSwitch({ card = false }: { card?: boolean }) {
  const { t } = useTranslation();
  const settings = useGameSettings();
  const update = useUpdateGameSettings();
  const checked = settings.data?.autoTransfer ?? false;
  return (
    <label className={`mf-switch${card ? ' hl-switch-card' : ''}`} data-testid="auto-transfer">
      <span>
        {t('casino.autoTransfer.label')}
        <small>{t('casino.autoTransfer.note')}</small>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={settings.isPending || update.isPending}
        onChange={(event) => {
          const autoTransfer = event.currentTarget.checked;
          update.mutate(
            { autoTransfer },
            {
              onSuccess: () =>
                toast(t(autoTransfer ? 'casino.autoTransfer.saved' : 'casino.autoTransfer.savedOff')),
              onError: (error) => toast(errorMessage(error, t)),
            },
          );
        }}
      />
    </label>
  );
}
