import type { LiveRound, LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { BetSide } from '@houseline/shared/baccarat/payout';
import { formatAmount, parseAmountToMinor } from '@houseline/shared/money/amount';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../hooks/member-queries.ts';
import { useRequestIds } from '../../../hooks/use-request-ids.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { errorCode, errorMessage } from '../../../lib/error-message.ts';
import { outcomeUnknown } from '../../../lib/request-id.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useLiveBet } from '../api/live-queries.ts';
import {
  betLines,
  chipValues,
  clear,
  confirmed,
  double,
  EMPTY_SLIP,
  forRound,
  place,
  type Refusal,
  repeat,
  type Slip,
  type SlipChange,
  type SlipLimits,
  settle,
  shownLimits,
  stakesOf,
  undo,
  withServerBets,
} from '../lib/bet-slip.ts';
import { confirmOnce } from '../lib/confirm-bets.ts';

/**
 * The member's play at one table: the chips on the felt for the round on screen, the limits they
 * are held to, and confirm (one liveBet with a fresh request id; a network failure is retried
 * with the same id, so a lost answer never places the bets twice). Chips go down only while bets
 * are open; a guest is asked to log in instead.
 */
export function useTablePlay({
  table,
  round,
  serverBets,
  open,
  onGuest,
}: {
  table: LiveTable | undefined;
  round: LiveRound | null;
  /** The member's bets as the last liveTable answer reported them, and for which round. */
  serverBets: { roundId: number; bets: { side: BetSide; stake: string }[] } | null;
  open: boolean;
  onGuest(): void;
}) {
  const { t } = useTranslation();
  const isLogin = useMemberStore((s) => s.isLogin);
  const balance = useBalance();
  const requestIds = useRequestIds();
  const bet = useLiveBet();
  const [slip, setSlip] = useState<Slip>(EMPTY_SLIP);
  const [selected, setSelected] = useState<bigint | null>(null);
  const roundId = round?.roundId ?? null;

  useEffect(() => {
    if (roundId !== null) setSlip((s) => forRound(s, roundId));
  }, [roundId]);
  // Chips not confirmed when bets close are taken back.
  const phase = round?.phase;
  useEffect(() => {
    if (phase !== 'betting') setSlip((s) => (s.pending.length > 0 ? clear(s) : s));
  }, [phase]);
  useEffect(() => {
    if (serverBets)
      setSlip((s) =>
        s.roundId === serverBets.roundId ? withServerBets(s, serverBets.roundId, serverBets.bets) : s,
      );
  }, [serverBets]);

  const shown = table ? shownLimits(table, round) : null;
  const { minBet, maxBet } = shown ?? {};
  const chips = useMemo(
    () =>
      minBet !== undefined && maxBet !== undefined
        ? chipValues(parseAmountToMinor(minBet), parseAmountToMinor(maxBet))
        : [],
    [minBet, maxBet],
  );
  const chip = selected !== null && chips.includes(selected) ? selected : (chips[0] ?? null);
  const limits: SlipLimits | null = shown
    ? {
        minBet: parseAmountToMinor(shown.minBet),
        maxBet: parseAmountToMinor(shown.maxBet),
        maxPerRound: parseAmountToMinor(shown.maxPerRound),
        balance: balance ? parseAmountToMinor(balance.balance) : null,
      }
    : null;

  function refused(reason: Refusal) {
    const amount = (v: string | undefined) => formatAmount(v ?? '0');
    const values = { maxBet: amount(shown?.maxBet), maxPerRound: amount(shown?.maxPerRound) };
    toast(
      t(`liveTables.play.bet.${reason}`, {
        amount: reason === 'maxPerRound' ? values.maxPerRound : values.maxBet,
      }),
    );
  }

  /** Runs a change of the chips if bets are open and the member may bet. */
  function edit(change: (s: Slip, l: SlipLimits) => SlipChange | Slip) {
    if (!isLogin) return onGuest();
    if (!open || !limits) return toast(t('liveTables.play.bet.closed'));
    const next = change(slip, limits);
    if ('ok' in next) {
      if (next.ok) setSlip(next.slip);
      else refused(next.reason);
    } else setSlip(next);
  }

  async function confirm() {
    if (!isLogin) return onGuest();
    if (!table || roundId === null || bet.isPending || slip.pending.length === 0) return;
    if (!open) return toast(t('liveTables.play.bet.closed'));
    try {
      const payload = { tableId: table.id, roundId, bets: betLines(slip) };
      const result = await confirmOnce(requestIds, payload, (body) => bet.mutateAsync(body));
      setSlip((s) => confirmed(s, result.roundId, result.myBets));
      toast(t('liveTables.play.bet.placed'));
    } catch (error) {
      if (outcomeUnknown(error)) toast(t('liveTables.play.bet.retry'));
      else if (errorCode(error) === 'BETTING_CLOSED') {
        // The server's own words; the chips stay until the round moves on.
        toast(errorMessage(error, t, 'liveTables.play.bet.closed'));
      } else toast(errorMessage(error, t, 'liveTables.play.bet.failed'));
    }
  }

  const current = roundId !== null && slip.roundId === roundId;
  const outcome = round?.phase === 'settled' ? round.outcome : null;
  const result =
    current && outcome && Object.keys(slip.confirmed).length > 0
      ? settle(slip.confirmed, outcome, table?.noCommission ?? false)
      : null;

  return {
    isLogin,
    chips,
    chip,
    select: setSelected,
    confirmedStakes: current ? slip.confirmed : {},
    pendingStakes: current ? stakesOf(slip.pending) : {},
    hasPending: current && slip.pending.length > 0,
    confirming: bet.isPending,
    result: result ? { net: result.net, returned: result.returned } : null,
    tap: (side: BetSide) => edit((s, l) => (chip === null ? s : place(s, side, chip, l))),
    actions: {
      undo: () => edit((s) => undo(s)),
      clear: () => edit((s) => clear(s)),
      repeat: () => edit((s, l) => repeat(s, l)),
      double: () => edit((s, l) => double(s, l)),
      confirm: () => void confirm(),
    },
  };
}
