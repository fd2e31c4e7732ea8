import type { ProtectionLimit } from '@houseline/shared/api/contract/protection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { api } from '../../../lib/api/api.ts';
import { useStoreState } from '../api/protection-queries.ts';
import { beijing, money } from '../lib/format.ts';

/** One limit: what is in force, a pending change with its time, and the form to change it. */
export function LimitRow({ limit }: { limit: ProtectionLimit }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const store = useStoreState();
  const [value, setValue] = useState('');
  const minutes = limit.kind === 'play_time';
  const show = (v: string | null) =>
    v === null ? t('protection.none') : minutes ? t('protection.minutes', { n: v }) : money(v);
  const ref = { kind: limit.kind, period: limit.period };
  const id = `limit-${limit.kind}-${limit.period}`;

  const save = () =>
    submit(async () => {
      const state = await api.call('protectionSetLimit', { ...ref, amount: value.trim() });
      store(state);
      setValue('');
      const row = state.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      toast(
        row?.pendingFrom
          ? t('protection.raiseWaits', { from: beijing(row.pendingFrom) })
          : t('protection.saved'),
      );
    });
  const act = (name: 'protectionConfirmLimit' | 'protectionCancelLimit') =>
    submit(async () => {
      store(await api.call(name, ref));
    });

  return (
    <div className="pr-limit" data-testid={id}>
      <div className="pr-limit__head">
        <label htmlFor={id}>
          {t(`protection.kind.${limit.kind}`)} · {t(`protection.period.${limit.period}`)}
        </label>
        <strong>{show(limit.amount)}</strong>
      </div>
      {limit.pendingFrom ? (
        <div className="pr-limit__pending" role="status">
          <span>
            {limit.pendingRemove
              ? t('protection.pendingRemove', { from: beijing(limit.pendingFrom) })
              : t('protection.pending', {
                  value: show(limit.pendingAmount),
                  from: beijing(limit.pendingFrom),
                })}
          </span>
          {limit.confirmable ? (
            <button
              type="button"
              className="hl-btn hl-btn--primary"
              onClick={() => void act('protectionConfirmLimit')}
            >
              {t('protection.confirm')}
            </button>
          ) : null}
          <button type="button" className="hl-btn" onClick={() => void act('protectionCancelLimit')}>
            {t('protection.cancelPending')}
          </button>
        </div>
      ) : null}
      <div className="pr-limit__form">
        <input
          id={id}
          className="mf-input"
          inputMode={minutes ? 'numeric' : 'decimal'}
          placeholder={minutes ? t('protection.minutesPlaceholder') : t('protection.amountPlaceholder')}
          value={value}
          maxLength={15}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="button" className="hl-btn hl-btn--primary" onClick={() => void save()}>
          {t('protection.save')}
        </button>
      </div>
    </div>
  );
}
