import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { useAgentCommissions } from '../api/agent-queries.ts';
import { Pager } from './pager.tsx';

/** One row per settled day: the two levels' valid turnover and the commission paid. */
export function CommissionRecords({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useAgentCommissions(page);
  return (
    <section className="mp-card ag-records" aria-labelledby="ag-records-heading">
      <h2 id="ag-records-heading" className="mp-card__title">
        {t('agent.records.heading')}
      </h2>
      {records.isError ? (
        <StateBlock tone="error" message={t('agent.loadFailed')} />
      ) : !records.data ? (
        <div className="mp-loading" aria-busy="true" />
      ) : !records.data.list.length ? (
        <StateBlock tone="empty" message={t('agent.records.empty')} />
      ) : (
        <table className="ag-table" data-testid="agent-commissions">
          <thead>
            <tr>
              <th scope="col">{t('agent.records.period')}</th>
              <th scope="col">{t('agent.records.level1')}</th>
              <th scope="col">{t('agent.records.level2')}</th>
              <th scope="col">{t('agent.records.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data.list.map((r) => (
              <tr key={r.period}>
                <td>{r.period}</td>
                <td>
                  <Money value={r.level1Turnover} />
                </td>
                <td>
                  <Money value={r.level2Turnover} />
                </td>
                <td className="ag-table__amount">
                  <Money value={r.amount} currency={currency} strong />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {records.data ? (
        <Pager page={page} size={records.data.size} total={records.data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}
