import '../../../lib/i18n/messages-messages.ts';
import type { MessageType } from '@houseline/shared/api/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { useMessageList, useMessageUpdate } from '../api/message-queries.ts';
import { DeleteDialog } from '../components/delete-dialog.tsx';
import { MessageRow } from '../components/message-row.tsx';
import '../components/messages.css';

/** The tabs, in order (the contract's MESSAGE_TYPES, without loading zod into the page). */
const TABS: readonly MessageType[] = ['notice', 'personal'];

/**
 * /user/message: the member's site messages in two tabs, system notices and personal messages,
 * with unread dots, "mark all read", delete after a confirm, and more pages on demand.
 */
export function MessagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type: MessageType = params.get('tab') === 'notice' ? 'notice' : 'personal';
  const list = useMessageList(type);
  const update = useMessageUpdate();
  const [deleting, setDeleting] = useState<number | null>(null);
  const unread = list.data?.pages[0]?.unread;
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];

  const readAll = () =>
    update.mutate({ action: 'readAll', type }, { onSuccess: () => toast(t('messages.readAllDone')) });
  const confirmDelete = () => {
    if (deleting === null) return;
    update.mutate(
      { action: 'delete', type, ids: [deleting] },
      {
        onSuccess: () => toast(t('messages.deleted')),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <PageFrame
      title={t('messages.title')}
      action={
        <button
          type="button"
          className="msg-read-all"
          onClick={readAll}
          disabled={update.isPending || !unread || unread[type] === 0}
        >
          {t('messages.readAll')}
        </button>
      }
    >
      <div className="msg-tabs" role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === type}
            className={`msg-tabs__tab${tab === type ? ' is-active' : ''}`}
            onClick={() => setParams(tab === 'notice' ? { tab } : {}, { replace: true })}
          >
            {t(`messages.tabs.${tab}`)}
            {unread && unread[tab] > 0 ? (
              <span className="msg-tabs__count" title={t('messages.unreadDot')}>
                {unread[tab] > 99 ? '99+' : unread[tab]}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError && items.length === 0 ? (
        <StateBlock
          tone="error"
          message={t('messages.loadFailed')}
          action={
            <button type="button" className="hl-btn hl-btn--primary" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <StateBlock tone="empty" message={t(`messages.empty.${type}`)} />
      ) : (
        <>
          <ul className="msg-list" data-testid="message-list">
            {items.map((message) => (
              <li key={`${message.type}-${message.id}`}>
                <MessageRow message={message} onDelete={() => setDeleting(message.id)} />
              </li>
            ))}
          </ul>
          <div className="msg-more">
            {list.hasNextPage ? (
              <button
                type="button"
                className="hl-btn"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {t('messages.loadMore')}
              </button>
            ) : (
              <span>{t('messages.end')}</span>
            )}
          </div>
        </>
      )}
      <DeleteDialog
        open={deleting !== null}
        pending={update.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
