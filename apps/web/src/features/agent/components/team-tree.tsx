import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money/money.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMemberTree } from '../api/agent-queries.ts';
import { Pager } from './pager.tsx';

/**
 * The downline, one node at a time: a breadcrumb from the member down to the open node, then the
 * node's invitees (paged), each opening its own invitees while within three levels.
 */
export function TeamTree({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [nodeId, setNodeId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const tree = useMemberTree(nodeId, page);
  const open = (id: number | undefined) => {
    setNodeId(id);
    setPage(1);
  };

  let body: ReactNode;
  if (tree.isError) body = <StateBlock tone="error" message={t('agent.loadFailed')} />;
  else if (!tree.data) body = <div className="mp-loading" aria-busy="true" />;
  else if (!tree.data.children.length) {
    body = (
      <StateBlock
        tone="empty"
        message={
          tree.data.node.expandable || tree.data.node.depth === 0
            ? t('agent.tree.empty')
            : t('agent.tree.depthLimit')
        }
      />
    );
  } else {
    body = (
      <ul className="ag-tree__list" data-testid="agent-tree">
        {tree.data.children.map((c) => (
          <li key={c.id} className="ag-node">
            <div className="ag-node__main">
              <strong>{c.username}</strong>
              <small>
                {t('agent.tree.joined')} {formatDateTime(c.joinedAt)}
              </small>
            </div>
            <div className="ag-node__figures">
              <span>{t('agent.tree.direct', { count: c.directCount })}</span>
              <span>
                {t('agent.tree.month')} <Money value={c.monthTurnover} currency={currency} />
              </span>
            </div>
            {c.expandable ? (
              <button type="button" className="hl-btn ag-node__open" onClick={() => open(c.id)}>
                {t('agent.tree.open')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mp-card ag-tree" aria-labelledby="ag-tree-heading">
      <h2 id="ag-tree-heading" className="mp-card__title">
        {t('agent.tree.heading')}
      </h2>
      {tree.data ? (
        <nav className="ag-tree__path" aria-label={t('agent.tree.heading')}>
          {tree.data.path.map((p, i) => (
            <span key={p.id}>
              {i > 0 ? <span aria-hidden="true"> › </span> : null}
              {i === tree.data.path.length - 1 ? (
                <strong aria-current="page">{i === 0 ? t('agent.tree.me') : p.username}</strong>
              ) : (
                <button type="button" className="ag-link" onClick={() => open(i === 0 ? undefined : p.id)}>
                  {i === 0 ? t('agent.tree.me') : p.username}
                </button>
              )}
            </span>
          ))}
        </nav>
      ) : null}
      {body}
      {tree.data ? (
        <Pager page={page} size={tree.data.size} total={tree.data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}
