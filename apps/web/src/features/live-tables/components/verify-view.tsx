import type { EndpointResponse } from '@houseline/shared/api/endpoints';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../hooks/use-toast.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { recomputeShoe, type ShoeVerification, verifyShoe } from '../lib/verify-shoe.ts';
import { type PastedSeed, RecomputeForm } from './recompute-form.tsx';
import { RoadBoard } from './road-board.tsx';
import { type HandRow, VerifyHands } from './verify-hands.tsx';

export type ShoeDetail = EndpointResponse<'liveShoe'>;

/** A fact of the shoe: short ones on one line, long (monospace) values under their label. */
function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className={mono ? 'vf-fact vf-fact--block' : 'vf-fact'}>
      <dt>{label}</dt>
      <dd className={mono ? 'vf-mono' : undefined}>{children}</dd>
    </div>
  );
}

function CopyValue({ value }: { value: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const ok = await copyText(value);
    if (ok) toast(t('liveTables.verify.copied'));
  };
  return (
    <span className="vf-copy">
      <span className="vf-copy__value">{value}</span>
      <button type="button" className="vf-copy__button" onClick={() => void copy()}>
        {t('liveTables.verify.copy')}
      </button>
    </span>
  );
}

function ClockGlyph() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  );
}

function Verdict({ verification }: { verification: ShoeVerification }) {
  const { t } = useTranslation();
  const { verdict } = verification;
  let text: string;
  if (verdict === 'verified')
    text = t('liveTables.verify.verdictVerifiedText', { count: verification.hands.length });
  else if (verdict === 'pending') text = t('liveTables.verify.verdictPendingText');
  else if (!verification.hashMatches) text = t('liveTables.verify.verdictHashMismatch');
  else text = t('liveTables.verify.verdictHandsMismatch', { count: verification.badHands });
  const title = {
    verified: 'verdictVerified',
    mismatch: 'verdictMismatch',
    pending: 'verdictPending',
  } as const;
  return (
    <div className={`vf-verdict vf-verdict--${verdict}`} role="status" data-verdict={verdict}>
      <span className="vf-verdict__icon" aria-hidden="true">
        {verdict === 'verified' ? '✓' : verdict === 'mismatch' ? '✕' : <ClockGlyph />}
      </span>
      <div>
        <h2 className="vf-verdict__title">{t(`liveTables.verify.${title[verdict]}`)}</h2>
        <p className="vf-verdict__text">{text}</p>
      </div>
    </div>
  );
}

function rowsOf(verification: ShoeVerification): HandRow[] {
  return verification.hands.map((h) => ({
    handNo: h.reported.handNo,
    cards: h.reported.cards,
    outcome: h.reported.outcome,
    status: verification.verdict === 'pending' ? 'unchecked' : h.problem ? 'bad' : 'ok',
    problem: h.problem,
    expected: h.expected,
  }));
}

/**
 * The verification of one shoe, computed in the browser from what the server reported: the
 * verdict, the shoe's facts (published hash, nonce, seed once revealed), its roads, every hand with
 * its check, and a form to recompute any shoe from a pasted seed and nonce.
 */
export function VerifyView({ detail }: { detail: ShoeDetail }) {
  const { t } = useTranslation();
  const { shoe } = detail;
  const [pasted, setPasted] = useState<PastedSeed | null>(null);
  // A pasted seed for this shoe's nonce verifies this shoe; another nonce is another shoe.
  const override = pasted && pasted.nonce === shoe.nonce ? pasted.seed : undefined;
  const verification = useMemo(() => verifyShoe(detail, override), [detail, override]);
  const recomputed = useMemo(() => (pasted ? recomputeShoe(pasted.seed, pasted.nonce) : null), [pasted]);

  return (
    <div className="vf-body">
      <Verdict verification={verification} />

      <section className="vf-section vf-section--facts">
        <h2 className="vf-section__title">{t('liveTables.verify.shoe', { id: shoe.id })}</h2>
        <dl className="vf-facts">
          <Fact label={t('liveTables.verify.table')}>#{detail.tableId}</Fact>
          <Fact label={t('liveTables.verify.status')}>
            {t(shoe.status === 'ended' ? 'liveTables.verify.statusEnded' : 'liveTables.verify.statusPlaying')}
          </Fact>
          <Fact label={t('liveTables.verify.handsDealt')}>{shoe.handsDealt}</Fact>
          <Fact label={t('liveTables.verify.startedAt')}>{formatDateTime(shoe.startedAt)}</Fact>
          {shoe.endedAt ? (
            <Fact label={t('liveTables.verify.endedAt')}>{formatDateTime(shoe.endedAt)}</Fact>
          ) : null}
          <Fact label={t('liveTables.verify.seedHash')} mono>
            <CopyValue value={shoe.seedHash} />
          </Fact>
          <Fact label={t('liveTables.verify.nonce')} mono>
            <CopyValue value={shoe.nonce} />
          </Fact>
          <Fact label={t('liveTables.verify.seed')} mono>
            {shoe.seed ? (
              <CopyValue value={shoe.seed} />
            ) : (
              <em className="vf-muted">{t('liveTables.verify.seedHidden')}</em>
            )}
          </Fact>
          {verification.computedHash ? (
            <Fact label={t('liveTables.verify.computedHash')} mono>
              <span className={verification.hashMatches ? 'vf-good' : 'vf-bad'}>
                {verification.computedHash}
              </span>
            </Fact>
          ) : null}
        </dl>
      </section>

      {verification.outcomes.length > 0 ? (
        <section className="vf-section vf-section--roads">
          <h2 className="vf-section__title">{t('liveTables.verify.roads')}</h2>
          <RoadBoard outcomes={verification.outcomes} />
        </section>
      ) : null}

      <section className="vf-section vf-section--hands">
        <h2 className="vf-section__title">{t('liveTables.verify.hands')}</h2>
        {verification.hands.length > 0 ? (
          <div className="vf-scroll">
            <VerifyHands rows={rowsOf(verification)} />
          </div>
        ) : (
          <p className="vf-muted">{t('liveTables.verify.noHands')}</p>
        )}
      </section>

      <section className="vf-section vf-section--wide">
        <h2 className="vf-section__title">{t('liveTables.verify.recompute')}</h2>
        <p className="vf-muted">{t('liveTables.verify.recomputeText')}</p>
        <RecomputeForm initial={{ seed: shoe.seed ?? '', nonce: shoe.nonce }} onCompute={setPasted} />
        {recomputed ? (
          <div className="vf-recomputed" data-testid="recomputed">
            <p>
              {t('liveTables.verify.recomputed', { count: recomputed.hands.length })}{' '}
              <span className="vf-mono">{recomputed.hash}</span>{' '}
              <b className={recomputed.hash === shoe.seedHash.toLowerCase() ? 'vf-good' : 'vf-bad'}>
                {t(
                  recomputed.hash === shoe.seedHash.toLowerCase()
                    ? 'liveTables.verify.matchesShoe'
                    : 'liveTables.verify.differsShoe',
                )}
              </b>
            </p>
            <div className="vf-scroll">
              <VerifyHands
                rows={recomputed.hands.map((h, i) => ({ handNo: i + 1, cards: h.order, outcome: h.outcome }))}
              />
            </div>
          </div>
        ) : null}
      </section>

      <section className="vf-section vf-section--wide">
        <h2 className="vf-section__title">{t('liveTables.verify.how')}</h2>
        <p className="vf-how">{t('liveTables.verify.howText')}</p>
      </section>
    </div>
  );
}
