import '../../../lib/i18n/messages-messages.ts';
import type { MessageType } from '@houseline/shared/api/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame, PageLoading } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMessageDetail, useMessageUpdate } from '../api/message-queries.ts';
import { DeleteDialog } from '../components/delete-dialog.tsx';
import '../components/messages.css';

/** /user/message/detail?type=&id=: one message in full; opening it marks it read. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type: MessageType = params.get('type') === 'notice' ? 'notice' : 'personal';
  const id = Number(params.get('id'));
  const listPath = type === 'notice' ? '/user/message?tab=notice' : '/user/message';
  const detail = useMessageDetail(type, id);
  const update = useMessageUpdate();
  const [confirming, setConfirming] = useState(false);
  const message = detail.data;

  const remove = () =>
    update.mutate(
      { action: 'delete', type, ids: [id] },
      {
        onSuccess: () => {
          toast(t('messages.deleted'));
          void navigate(listPath, { replace: true });
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <PageFrame title={t('messages.detailTitle')} backTo={listPath}>
      {detail.isPending && detail.fetchStatus !== 'idle' ? (
        <PageLoading />
      ) : !message ? (
        <StateBlock
          tone="empty"
          message={t('messages.notFound')}
          action={
            <Link to={listPath} className="hl-btn hl-btn--primary">
              {t('messages.backToList')}
            </Link>
          }
        />
      ) : (
        <article className="msg-detail" data-testid="message-detail">
          <header>
            <span className={`msg-row__kind is-${message.type}`}>
              {t(`messages.kind.${message.kind}`, { defaultValue: t('messages.kind.other') })}
            </span>
            <h2>{message.title}</h2>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </header>
          <div className="msg-detail__body">
            {message.body.split('\n').map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text.
              <p key={i}>{line}</p>
            ))}
          </div>
          <footer>
            <Link to={listPath} className="hl-btn">
              {t('messages.backToList')}
            </Link>
            <button type="button" className="hl-btn hl-btn--ghost" onClick={() => setConfirming(true)}>
              {t('messages.delete')}
            </button>
          </footer>
        </article>
      )}
      <DeleteDialog
        open={confirming}
        pending={update.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </PageFrame>
  );
}
