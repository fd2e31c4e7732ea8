import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useToggleFavorite } from '../api/favorites.ts';
import { HeartIcon } from './lobby-icons.tsx';

/**
 * The favourite heart of a tile (a toggle button: aria-pressed). A member's tap changes it at once
 * and rolls back if the server refuses; a guest is asked to log in first.
 */
export function FavoriteButton({
  gameId,
  name,
  on,
  className,
}: {
  gameId: number;
  name: string;
  on: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const isLogin = useMemberStore((s) => s.isLogin);
  const toggle = useToggleFavorite((error) => toast(errorMessage(error, t, 'lobby.favoriteFailed')));
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${className}${on ? ' is-on' : ''}`}
        aria-pressed={on}
        aria-label={t('lobby.favorite', { name })}
        onClick={() => {
          if (!isLogin) setAsking(true);
          else
            toggle.mutate(
              { gameId, on: !on },
              { onSuccess: () => toast(t(on ? 'lobby.removed' : 'lobby.added')) },
            );
        }}
      >
        <HeartIcon filled={on} size={18} />
      </button>
      {asking ? <LoginPrompt onClose={() => setAsking(false)} /> : null}
    </>
  );
}

function LoginPrompt({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Modal
      open
      title={t('lobby.loginTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="hl-btn hl-btn--ghost" onClick={onClose}>
            {t('lobby.later')}
          </button>
          <button
            type="button"
            className="hl-btn hl-btn--primary"
            onClick={() => void navigate(loginPathFor(`${pathname}${search}`))}
          >
            {t('lobby.goLogin')}
          </button>
        </>
      }
    >
      <p>{t('lobby.loginBody')}</p>
    </Modal>
  );
}
