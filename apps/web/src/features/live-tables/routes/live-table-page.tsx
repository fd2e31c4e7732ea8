import '../../../lib/i18n/live-tables-play-messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BalanceChip } from '../../../components/currency-mark.tsx';
import { PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { brand } from '../../../config/brand.ts';
import { useCenterBalance } from '../../../hooks/use-center-balance.ts';
import { errorCode } from '../../../lib/error-message.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { RECALL_KEY, useLiveTable } from '../api/live-queries.ts';
import { BetFelt } from '../components/bet-felt.tsx';
import { CardStage } from '../components/card-stage.tsx';
import { ChipRack } from '../components/chip-rack.tsx';
import { LiveHead } from '../components/live-head.tsx';
import { LoginAsk } from '../components/login-ask.tsx';
import { PhaseLabel } from '../components/phase-label.tsx';
import { RecallPanel } from '../components/recall-panel.tsx';
import { RoadBoard } from '../components/road-board.tsx';
import { ShoeInfo } from '../components/shoe-info.tsx';
import { limitText } from '../components/table-card.tsx';
import { useLiveFeed, useMergeTables, useTableLive } from '../hooks/live-store.ts';
import { msLeft, useServerNow } from '../hooks/use-server-now.ts';
import { useTablePlay } from '../hooks/use-table-play.ts';
import { shownLimits } from '../lib/bet-slip.ts';
import { LIVE_LOBBY_PATH, parseTableId } from '../lib/live-paths.ts';
import '../components/live-tables.css';
import '../components/live-table.css';
import '../components/live-panels.css';

/**
 * /house/baccarat/:tableId, both layouts: the round everyone at the table sees (cards as they
 * come, countdown, result), the member's chips on the felt, the shoe's road and its fairness
 * data, and game recall. A guest watches; betting asks them to log in.
 */
export function LiveTablePage() {
  const { t } = useTranslation();
  const tableId = parseTableId(useParams().tableId);
  const queryClient = useQueryClient();
  useLiveFeed();
  const query = useLiveTable(tableId);
  const table = query.data?.table;
  const tables = useMemo(() => (table ? [table] : undefined), [table]);
  useMergeTables(tables);
  const live = useTableLive(tableId ?? 0);
  const round = live?.round ?? table?.round ?? null;
  const serverNow = useServerNow();
  // A table the operator closed takes no bets: its round under way shows betting stopped.
  const left =
    round?.phase === 'betting' && table?.open !== false ? msLeft(round.bettingClosesAt, serverNow) : 0;
  const open = round?.phase === 'betting' && left > 0;
  const [asking, setAsking] = useState(false);
  const [recall, setRecall] = useState(false);
  const balance = useCenterBalance();
  const serverBets = useMemo(
    () =>
      query.data?.table.round ? { roundId: query.data.table.round.roundId, bets: query.data.myBets } : null,
    [query.data],
  );
  const play = useTablePlay({ table, round, serverBets, open, onGuest: () => setAsking(true) });

  // A new shoe (its seed hash), or a road first seen through a push: read the table again.
  const stale = Boolean(live && table && (live.shoeId > table.shoe.id || !live.complete));
  const { refetch } = query;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  // A settled round: the member's payouts and recall have changed.
  const settledId = round?.phase === 'settled' || round?.phase === 'void' ? round.roundId : null;
  useEffect(() => {
    if (settledId === null || tableId === null) return;
    void queryClient.invalidateQueries({ queryKey: RECALL_KEY(tableId) });
  }, [settledId, tableId, queryClient]);
  const previousShoeId = usePreviousShoe(table?.shoe.id);

  if (tableId === null || errorCode(query.error) === 'TABLE_NOT_FOUND') {
    return (
      <Frame
        title={t('liveTables.play.table.notFound')}
        body={<StateBlock tone="error" message={t('liveTables.play.table.notFound')} />}
      />
    );
  }
  if (!table) {
    const body = query.isError ? (
      <StateBlock tone="error" message={t('liveTables.play.table.error')} />
    ) : (
      <PageLoading />
    );
    return <Frame title="" body={body} />;
  }

  const phone = formFactor === 'phone';
  const badge = (
    <span className={`lt-badge${table.noCommission ? ' lt-badge--free' : ''}`}>
      {t(`liveTables.play.badge.${table.noCommission ? 'noCommission' : 'commission'}`)}
    </span>
  );
  const recallButton = (
    <button
      type="button"
      className="lt-recall-btn"
      data-testid="live-recall-open"
      onClick={() => (play.isLogin ? setRecall(true) : setAsking(true))}
    >
      {t('liveTables.play.table.recall')}
    </button>
  );
  const status = (
    <div className="lt-status">
      <PhaseLabel round={round} msLeft={left} />
      {round ? (
        <span data-testid="live-hand-no">{t('liveTables.play.table.round', { n: round.handNo })}</span>
      ) : null}
      <span>
        {t('liveTables.play.lobby.limits', {
          min: limitText(shownLimits(table, round).minBet),
          max: limitText(shownLimits(table, round).maxBet),
        })}
      </span>
      <BalanceChip
        currency={brand.common.currency}
        amount={balance}
        label={t('liveTables.play.table.balance')}
      />
    </div>
  );
  const stage = (
    <CardStage round={round} msLeft={left} bettingSeconds={table.bettingSeconds} result={play.result} />
  );
  const felt = (
    <BetFelt
      noCommission={table.noCommission}
      confirmed={play.confirmedStakes}
      pending={play.pendingStakes}
      outcome={round?.phase === 'settled' ? round.outcome : null}
      open={open}
      onTap={play.tap}
    />
  );
  const rack = (
    <ChipRack
      chips={play.chips}
      selected={play.chip}
      onSelect={play.select}
      actions={play.actions}
      canEdit={open}
      hasPending={play.hasPending}
      confirming={play.confirming}
    />
  );
  const roads = (
    <section
      className="lt-roads"
      data-testid="live-roads"
      data-hands={live?.outcomes.length ?? table.outcomes.length}
    >
      <RoadBoard outcomes={live?.outcomes ?? table.outcomes} />
    </section>
  );
  const shoe = <ShoeInfo shoe={table.shoe} previousShoeId={previousShoeId} />;
  return (
    <div
      className={`lt-page lt-page--table${phone ? ' is-phone' : ''}`}
      data-testid="live-table"
      data-table-id={table.id}
    >
      <LiveHead
        title={table.name}
        backTo={LIVE_LOBBY_PATH}
        badge={badge}
        action={recallButton}
        extra={phone ? null : status}
      />
      {phone ? (
        <div className="lt-phone">
          {status}
          {stage}
          {roads}
          {felt}
          <div className="lt-phone__rack">{rack}</div>
          {shoe}
        </div>
      ) : (
        <div className="lt-desk">
          <div className="lt-desk__play">
            {stage}
            {felt}
            {rack}
            {shoe}
          </div>
          <aside className="lt-desk__side">
            <h2 className="lt-side-title">{t('liveTables.play.table.roads')}</h2>
            {roads}
          </aside>
        </div>
      )}
      <LoginAsk open={asking} onClose={() => setAsking(false)} />
      {play.isLogin ? (
        <RecallPanel tableId={table.id} open={recall} onClose={() => setRecall(false)} />
      ) : null}
    </div>
  );
}

function Frame({ title, body }: { title: string; body: React.ReactNode }) {
  return (
    <div className="lt-page">
      <LiveHead title={title} backTo={LIVE_LOBBY_PATH} />
      <div className="lt-lobby">{body}</div>
    </div>
  );
}

/** The shoe before the current one, once the table has moved to a new shoe while on screen. */
function usePreviousShoe(shoeId: number | undefined): number | null {
  const last = useRef(shoeId);
  const [previous, setPrevious] = useState<number | null>(null);
  useEffect(() => {
    if (shoeId !== undefined && last.current !== undefined && shoeId !== last.current)
      setPrevious(last.current);
    last.current = shoeId;
  }, [shoeId]);
  return previous;
}
