import '../../../lib/i18n/member-messages.ts';
import '../../../lib/i18n/protection-messages.ts';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useStatement } from '../api/protection-queries.ts';
import { money, statementCsv } from '../lib/format.ts';
import '../components/protection.css';

/** /protection/statement: the last 12 months (deposits, withdrawals, stakes, wins, net), as a table and a CSV. */
export function StatementPage() {
  const { t } = useTranslation();
  const statement = useStatement().data;
  const headers = ['month', 'deposits', 'withdrawals', 'stakes', 'wins', 'net'].map((k) =>
    t(`protection.${k}`),
  );
  const download = () => {
    if (!statement) return;
    const blob = new Blob([statementCsv(statement, headers)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `statement-${statement.to.slice(0, 10)}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <PageFrame
      title={t('protection.statement')}
      backTo="/protection"
      action={
        <button type="button" className="hl-btn" onClick={download} disabled={!statement}>
          {t('protection.csv')}
        </button>
      }
    >
      <div className="mp-card pr-card pr-scroll">
        <table className="pr-table">
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement
              ? [...statement.months, statement.total].map((m) => (
                  <tr key={m.month} className={m.month === 'total' ? 'pr-table__total' : undefined}>
                    <td>{m.month === 'total' ? t('protection.total') : m.month}</td>
                    <td>{money(m.deposits)}</td>
                    <td>{money(m.withdrawals)}</td>
                    <td>{money(m.stakes)}</td>
                    <td>{money(m.wins)}</td>
                    <td className={m.net.startsWith('-') ? 'pr-neg' : undefined}>{money(m.net)}</td>
                  </tr>
                ))
              : null}
          </tbody>
        </table>
      </div>
    </PageFrame>
  );
}
