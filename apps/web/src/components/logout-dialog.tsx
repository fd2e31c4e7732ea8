import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../lib/api/api.ts';
import { whileBusy } from '../lib/busy.ts';
import { useAppStore } from '../stores/app-store.ts';
import { useMemberStore } from '../stores/member-store.ts';
import { Modal } from './modal.tsx';

/**
 * Confirms logging out, optionally on every other device too (all=1). The session ends on the
 * server, then everything of the member is cleared here (SPEC.md §4) — also when the server could
 * not be reached, since the member asked to leave.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useMemberStore((s) => s.clear);
  const [allDevices, setAllDevices] = useState(false);
  const logout = useMutation({
    mutationFn: (all: boolean) => whileBusy(() => api.call('logout', all ? { all: '1' } : {})),
  });
  const pending = logout.isPending;

  const confirm = async () => {
    try {
      await logout.mutateAsync(allDevices);
    } catch {
      // Logged by the API client; the local session ends regardless.
    }
    onClose();
    // Leave the member pages first, so none of them reacts to the cleared session on the way out.
    await navigate('/', { replace: true });
    clear();
    useAppStore.getState().showToast(t('member.logout.done'));
  };

  return (
    <Modal
      open={open}
      onClose={pending ? undefined : onClose}
      title={t('member.logout.title')}
      footer={
        <>
          <button
            type="button"
            className="hl-btn hl-btn--primary hl-btn--block"
            onClick={() => void confirm()}
            disabled={pending}
          >
            {t('member.logout.confirm')}
          </button>
          <button type="button" className="hl-btn hl-btn--block" onClick={onClose} disabled={pending}>
            {t('member.logout.cancel')}
          </button>
        </>
      }
    >
      <p>{t('member.logout.text')}</p>
      <label className="hl-check hl-check--spaced">
        <input type="checkbox" checked={allDevices} onChange={(e) => setAllDevices(e.target.checked)} />
        {t('member.logout.allDevices')}
      </label>
    </Modal>
  );
}
