import { formatAmount, minorToDecimalString } from '@houseline/shared/money/amount';
import { ODDS_POLICIES, type OddsPolicy } from '@houseline/shared/sportsbook/markets';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBalance } from '../../../hooks/member-queries.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { toMinor } from '../../../lib/amount-input.ts';
import { loginPathFor } from '../../../lib/login-redirect.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useSportsPrefs } from '../api/prefs.ts';
import { useSportsLimits } from '../api/sports-queries.ts';
import { useSlip } from '../hooks/slip-store.ts';
import { useLegsNow } from '../hooks/use-legs-now.ts';
import { useOddsText } from '../hooks/use-odds-format.ts';
import { usePlaceSlip } from '../hooks/use-place-slip.ts';
import { parlayProblem, potentialReturn, stakeProblem, totalOddsK } from '../lib/slip.ts';
import { betsOfSlip } from '../lib/slip-bets.ts';
import { SlipLegRow } from './slip-leg-row.tsx';
import { StakeField } from './stake-field.tsx';
import { WinAndReturn } from './win-and-return.tsx';

/**
 * The bet slip (both layouts): singles or a parlay, stakes with quick amounts, the potential
 * return, the limits, the odds-change policy and the placement with its pending, waiting (in-play
 * delay), error and retry states. Odds move live inside it.
 */
export function SlipBody() {
  const { t } = useTranslation();
  const slip = useSlip();
  const now = useLegsNow(slip.legs);
  const oddsText = useOddsText();
  const { prefs, update } = useSportsPrefs();
  const limits = useSportsLimits().data;
  const balance = useBalance();
  const isLogin = useMemberStore((s) => s.isLogin);
  const location = useLocation();
  const placing = usePlaceSlip();
  const balanceMinor = balance ? (toMinor(balance.balance) ?? null) : null;
  const money = (minor: bigint) => formatAmount(minorToDecimalString(minor));
  const problemText = (p: string) =>
    t(`sports.slip.problem.${p}`, {
      min: limits ? formatAmount(limits.wire.minStake) : '',
      max: limits ? formatAmount(p === 'overPayout' ? limits.wire.maxPayout : limits.wire.maxStake) : '',
    });
  const oddsNow = (id: number, seen: number) => now.get(id)?.oddsK ?? seen;
  if (slip.legs.length === 0) {
    return (
      <div className="sb-slip__empty">
        <p>{t('sports.slip.empty')}</p>
        {slip.problem ? <p role="alert">{problemText(slip.problem)}</p> : null}
      </div>
    );
  }
  const parlay = slip.mode === 'parlay';
  const closed = slip.legs.some((l) => now.get(l.selectionId)?.open === false);
  const parlayOdds = slip.legs.map((l) => oddsNow(l.selectionId, l.oddsK));
  const parlayStakeMinor = toMinor(slip.parlayStake);
  const structural = parlay ? parlayProblem(slip.legs) : null;
  const stakeIssue = (stake: bigint | null, odds: number[]) =>
    limits ? stakeProblem(stake, odds, limits, balanceMinor) : null;
  const parlayIssue = parlay ? (structural ?? stakeIssue(parlayStakeMinor, parlayOdds)) : null;
  const singlesWithStake = slip.legs.filter((l) => (toMinor(slip.stakes[l.selectionId] ?? '') ?? 0n) > 0n);
  const singleIssues = parlay
    ? []
    : singlesWithStake
        .map((l) => stakeIssue(toMinor(slip.stakes[l.selectionId]!), [oddsNow(l.selectionId, l.oddsK)]))
        .filter((p) => p !== null);
  const totalStake = parlay
    ? (parlayStakeMinor ?? 0n)
    : singlesWithStake.reduce((n, l) => n + (toMinor(slip.stakes[l.selectionId]!) ?? 0n), 0n);
  const canPlace =
    isLogin &&
    !placing.busy &&
    !closed &&
    (parlay ? parlayIssue === null : singlesWithStake.length > 0 && singleIssues.length === 0) &&
    (parlay || balanceMinor === null || totalStake <= balanceMinor);
  const waiting = placing.busy && slip.legs.some((l) => l.live);
  const quick = (amount: number) => {
    if (parlay) slip.setStake('parlay', String(amount));
    else for (const l of slip.legs) slip.setStake(l.selectionId, String(amount));
  };
  async function place() {
    const bets = betsOfSlip(slip.mode, slip.legs, slip.stakes, slip.parlayStake, now, prefs.oddsPolicy);
    const result = await placing.submit(bets);
    if (result.placed.length > 0) {
      toast(
        result.placed.length > 1
          ? t('sports.slip.placedCount', { count: result.placed.length })
          : t('sports.slip.placed'),
      );
      const done = bets.filter((b) => !(b.key in result.errors)).flatMap((b) => b.selectionIds);
      slip.removePlaced(done);
      if (parlay) slip.setStake('parlay', '');
    }
  }
  return (
    <div className="sb-slip__body">
      <div className="sb-slip__modes">
        {(['single', 'parlay'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={`sb-chip${slip.mode === m ? ' is-active' : ''}`}
            aria-pressed={slip.mode === m}
            onClick={() => slip.setMode(m)}
          >
            {t(`sports.slip.${m}`)}
          </button>
        ))}
        <button type="button" className="sb-link" onClick={slip.clear}>
          {t('sports.slip.clear')}
        </button>
      </div>
      {slip.problem ? (
        <p className="sb-slip__problem" role="alert">
          {problemText(slip.problem)}
        </p>
      ) : null}
      <ul className="sb-slip__legs">
        {slip.legs.map((leg) => {
          const stake = slip.stakes[leg.selectionId] ?? '';
          const stakeMinor = toMinor(stake);
          const err = placing.errors[`s:${leg.selectionId}`];
          return (
            <SlipLegRow
              key={leg.selectionId}
              leg={leg}
              now={now.get(leg.selectionId)}
              onRemove={() => slip.remove(leg.selectionId)}
            >
              {parlay ? null : (
                <div className="sb-leg__stake">
                  <StakeField
                    id={`stake-${leg.selectionId}`}
                    label={t('sports.slip.stake')}
                    value={stake}
                    onChange={(v) => slip.setStake(leg.selectionId, v)}
                  />
                  <WinAndReturn
                    stake={stakeMinor ?? 0n}
                    back={potentialReturn(stakeMinor ?? 0n, [oddsNow(leg.selectionId, leg.oddsK)])}
                  />
                  {err ? (
                    <p className="sb-slip__problem" role="alert">
                      {err}
                    </p>
                  ) : null}
                </div>
              )}
            </SlipLegRow>
          );
        })}
      </ul>
      {parlay ? (
        <div className="sb-slip__parlay">
          <p className="sb-slip__line">
            <span>{t('sports.slip.legs', { count: slip.legs.length })}</span>
            <span>
              {t('sports.slip.totalOdds')} <strong>{oddsText(totalOddsK(parlayOdds), 'parlay')}</strong>
            </span>
          </p>
          <StakeField
            id="stake-parlay"
            label={t('sports.slip.stake')}
            value={slip.parlayStake}
            onChange={(v) => slip.setStake('parlay', v)}
          />
          <WinAndReturn
            stake={parlayStakeMinor ?? 0n}
            back={potentialReturn(parlayStakeMinor ?? 0n, parlayOdds)}
          />
          {placing.errors.parlay ? (
            <p className="sb-slip__problem" role="alert">
              {placing.errors.parlay}
            </p>
          ) : null}
        </div>
      ) : null}
      {limits ? (
        <div className="sb-slip__quick">
          {limits.quickStakes.map((q) => (
            <button key={q} type="button" className="sb-chip is-small" onClick={() => quick(q)}>
              {q}
            </button>
          ))}
        </div>
      ) : null}
      {parlayIssue && (parlay ? slip.parlayStake !== '' || structural : false) ? (
        <p className="sb-slip__problem" role="alert">
          {problemText(parlayIssue)}
        </p>
      ) : null}
      {singleIssues[0] ? (
        <p className="sb-slip__problem" role="alert">
          {problemText(singleIssues[0])}
        </p>
      ) : null}
      <p className="sb-slip__line">
        <span>{t('sports.slip.totalStake')}</span>
        <strong>{money(totalStake)}</strong>
      </p>
      {limits ? (
        <p className="sb-slip__hint">
          {t('sports.slip.limits', {
            min: formatAmount(limits.wire.minStake),
            max: formatAmount(limits.wire.maxStake),
          })}
        </p>
      ) : null}
      <label className="sb-slip__policy">
        <span>{t('sports.settings.oddsPolicy')}</span>
        <select
          value={prefs.oddsPolicy}
          onChange={(e) => update({ oddsPolicy: e.target.value as OddsPolicy })}
        >
          {ODDS_POLICIES.map((p) => (
            <option key={p} value={p}>
              {t(`sports.policy.${p}`)}
            </option>
          ))}
        </select>
      </label>
      {isLogin ? (
        <button
          type="button"
          className="hl-btn hl-btn--primary sb-slip__place"
          disabled={!canPlace}
          aria-busy={placing.busy}
          onClick={() => void place()}
          data-testid="place-bet"
        >
          {waiting
            ? t('sports.slip.waiting')
            : placing.busy
              ? t('sports.slip.placing')
              : Object.keys(placing.errors).length > 0
                ? t('sports.slip.retry')
                : t('sports.slip.place')}
        </button>
      ) : (
        <Link
          className="hl-btn hl-btn--primary sb-slip__place"
          to={loginPathFor(location.pathname + location.search)}
        >
          {t('sports.slip.loginFirst')}
        </Link>
      )}
    </div>
  );
}
