import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSeed } from '../lib/verify-shoe.ts';

export interface PastedSeed {
  seed: string;
  nonce: string;
}

/**
 * A seed and a nonce pasted by the member, to reshuffle any shoe in the browser. The nonce starts
 * as the shown shoe's; the seed as its revealed seed, if any.
 */
export function RecomputeForm({
  initial,
  onCompute,
}: {
  initial: PastedSeed;
  onCompute: (pasted: PastedSeed) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [seed, setSeed] = useState(initial.seed);
  const [nonce, setNonce] = useState(initial.nonce);
  const [error, setError] = useState<'seed' | 'nonce' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const s = seed.trim();
    const n = nonce.trim();
    if (!isSeed(s)) return setError('seed');
    if (!n) return setError('nonce');
    setError(null);
    onCompute({ seed: s.toLowerCase(), nonce: n });
  };

  return (
    <form className="vf-form" onSubmit={submit} noValidate>
      <label className="vf-form__field" htmlFor={`${id}-seed`}>
        <span>{t('liveTables.verify.seedLabel')}</span>
        <input
          id={`${id}-seed`}
          className="vf-input vf-mono"
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          maxLength={80}
          aria-invalid={error === 'seed'}
        />
      </label>
      <label className="vf-form__field" htmlFor={`${id}-nonce`}>
        <span>{t('liveTables.verify.nonceLabel')}</span>
        <input
          id={`${id}-nonce`}
          className="vf-input vf-mono"
          value={nonce}
          onChange={(e) => setNonce(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          maxLength={128}
          aria-invalid={error === 'nonce'}
        />
      </label>
      {error ? (
        <p className="vf-form__error" role="alert">
          {t(error === 'seed' ? 'liveTables.verify.seedInvalid' : 'liveTables.verify.nonceInvalid')}
        </p>
      ) : null}
      <button type="submit" className="hl-btn hl-btn--primary vf-form__submit">
        {t('liveTables.verify.recomputeAction')}
      </button>
    </form>
  );
}
