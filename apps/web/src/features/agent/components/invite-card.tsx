import type { AgentSummary } from '@houseline/shared/api/contract/agent';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../components/member-icons.tsx';
import { useCopy } from '../../../hooks/use-copy.ts';
import { SharePoster } from './share-poster.tsx';

/** The full invite link on this origin: registering through it lands the friend under the member. */
export function inviteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

/** The invite code, the link with its QR code, and the share poster. */
export function InviteCard({ summary }: { summary: AgentSummary }) {
  const { t } = useTranslation();
  const [poster, setPoster] = useState(false);
  const copy = useCopy();
  const url = inviteUrl(summary.invitePath);
  return (
    <section className="mp-card ag-invite" aria-labelledby="ag-invite-heading">
      <h2 id="ag-invite-heading" className="mp-card__title">
        {t('agent.invite.heading')}
      </h2>
      <div className="ag-invite__body">
        <figure className="ag-invite__qr">
          <QRCodeSVG value={url} size={148} marginSize={2} role="img" aria-label={t('agent.invite.qrAlt')} />
          <figcaption>{t('agent.invite.scanHint')}</figcaption>
        </figure>
        <div className="ag-invite__rows">
          <div className="ag-invite__code" data-testid="agent-invite-code">
            <span>{t('agent.invite.code')}</span>
            <strong>{summary.inviteCode}</strong>
            <button
              type="button"
              className="ag-invite__copy"
              onClick={() => void copy(summary.inviteCode)}
              aria-label={`${t('agent.invite.copy')} ${t('agent.invite.code')}`}
            >
              <CopyIcon />
              {t('agent.invite.copy')}
            </button>
          </div>
          <div className="ag-invite__link">
            <span className="ag-invite__link-label">{t('agent.invite.link')}</span>
            <span className="ag-invite__link-url" title={url}>
              {url}
            </span>
            <button
              type="button"
              className="mp-copy"
              onClick={() => void copy(url)}
              aria-label={`${t('agent.invite.copy')} ${t('agent.invite.link')}`}
            >
              <CopyIcon />
              {t('agent.invite.copy')}
            </button>
          </div>
          <button
            type="button"
            className="hl-btn hl-btn--primary ag-invite__poster"
            onClick={() => setPoster(true)}
          >
            {t('agent.invite.poster')}
          </button>
        </div>
      </div>
      <SharePoster open={poster} code={summary.inviteCode} url={url} onClose={() => setPoster(false)} />
    </section>
  );
}
