import { useTranslation } from 'react-i18next';

/** Previous / next for a paged list; hidden when everything fits on one page. */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <div className="ag-pager">
      <button type="button" className="hl-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('agent.tree.prev')}
      </button>
      <span>{t('agent.tree.page', { page, pages })}</span>
      <button type="button" className="hl-btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('agent.tree.next')}
      </button>
    </div>
  );
}
