import '../lib/agent-messages.ts';
import { FEATURE } from '@houseline/shared/brands/features';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { brand } from '../../../config/brand.ts';
import { useAgentSummary } from '../api/agent-queries.ts';
import { CommissionRecords } from '../components/commission-records.tsx';
import { InviteCard } from '../components/invite-card.tsx';
import { TeamTree } from '../components/team-tree.tsx';
import '../../../components/money/cashier.css';
import '../agent.css';

/** A brand with share-to-earn but no agent programme calls the page 分享赚钱. */
const shareOnly =
  brand.enabledFeatureIds.includes(FEATURE.shareToEarn) && !brand.enabledFeatureIds.includes(FEATURE.agent);

/** /user/agentPage: the invite code, link, QR and poster; the team; the daily commission. */
export function AgentPage() {
  const { t } = useTranslation();
  const summary = useAgentSummary();
  const title = shareOnly ? t('agent.titleShare') : t('agent.title');

  if (summary.isPending && summary.fetchStatus !== 'idle') {
    return (
      <PageFrame title={title}>
        <PageLoading />
      </PageFrame>
    );
  }
  if (!summary.data) {
    return (
      <PageFrame title={title}>
        <StateBlock
          tone="error"
          message={summary.error?.message ?? t('agent.loadFailed')}
          action={
            <button type="button" className="hl-btn hl-btn--primary" onClick={() => void summary.refetch()}>
              {t('agent.retry')}
            </button>
          }
        />
      </PageFrame>
    );
  }
  const s = summary.data;
  const stats = [
    { key: 'direct', value: String(s.team.direct) },
    { key: 'total', value: String(s.team.total) },
    { key: 'joinedToday', value: String(s.team.joinedToday) },
  ] as const;
  const money = [
    { key: 'turnoverToday', value: s.turnover.today },
    { key: 'turnoverYesterday', value: s.turnover.yesterday },
    { key: 'estimatedToday', value: s.commission.estimatedToday },
    { key: 'totalCommission', value: s.commission.total },
  ] as const;
  return (
    <PageFrame title={title} subtitle={t('agent.subtitle')}>
      <div className="mp-stack ag-page" data-testid="agent-page">
        <div className="ag-columns">
          <InviteCard summary={s} />
          <section className="mp-card ag-stats" aria-labelledby="ag-stats-heading">
            <h2 id="ag-stats-heading" className="mp-card__title">
              {t('agent.stats.heading')}
            </h2>
            <dl className="ag-stats__grid">
              {stats.map((x) => (
                <div key={x.key} className="ag-stat">
                  <dt>{t(`agent.stats.${x.key}`)}</dt>
                  <dd data-testid={`agent-stat-${x.key}`}>{x.value}</dd>
                </div>
              ))}
            </dl>
            <dl className="ag-stats__grid ag-stats__grid--money">
              {money.map((x) => (
                <div key={x.key} className="ag-stat">
                  <dt>{t(`agent.stats.${x.key}`)}</dt>
                  <dd data-testid={`agent-stat-${x.key}`}>
                    <Money value={x.value} currency={s.currency} />
                  </dd>
                </div>
              ))}
            </dl>
            <h3 className="ag-rates__heading">{t('agent.rates.heading')}</h3>
            <ul className="ag-rates">
              {s.rates.map((r) => (
                <li key={r.level}>
                  <span>{t('agent.rates.level', { level: r.level })}</span>
                  <strong>{t('agent.rates.rate', { rate: (r.rateBp / 100).toFixed(2) })}</strong>
                </li>
              ))}
            </ul>
            <p className="cs-note">{t('agent.rates.levelHint')}</p>
          </section>
        </div>
        <TeamTree currency={s.currency} />
        <CommissionRecords currency={s.currency} />
      </div>
    </PageFrame>
  );
}
