import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { brand } from '../../../config/brand.ts';
import { useBrandIdentity } from '../../../hooks/use-brand-identity.ts';

const WIDTH = 540;
const HEIGHT = 860;

/**
 * The share poster: the brand's colours and name, a headline, the invite code and the link's QR
 * code drawn on a canvas and offered as a PNG — saved with a long press on a phone or the save
 * button on a desktop.
 */
export function SharePoster({
  open,
  code,
  url,
  onClose,
}: {
  open: boolean;
  code: string;
  url: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { siteName, slogan } = useBrandIdentity();
  const qrHost = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      const qr = qrHost.current?.querySelector('canvas');
      const canvas = document.createElement('canvas');
      canvas.width = WIDTH;
      canvas.height = HEIGHT;
      const g = canvas.getContext('2d');
      if (!g || !qr) {
        setFailed(true);
        return;
      }
      const { theme } = brand;
      const bg = g.createLinearGradient(0, 0, 0, HEIGHT);
      bg.addColorStop(0, theme.headerFrom);
      bg.addColorStop(1, theme.headerTo);
      g.fillStyle = bg;
      g.fillRect(0, 0, WIDTH, HEIGHT);
      // Soft rings for depth.
      g.globalAlpha = 0.12;
      g.fillStyle = theme.onPrimary;
      for (const [x, y, r] of [
        [460, 90, 160],
        [60, 380, 120],
        [500, 620, 90],
      ] as const) {
        g.beginPath();
        g.arc(x, y, r, 0, Math.PI * 2);
        g.fill();
      }
      g.globalAlpha = 1;
      g.fillStyle = theme.onPrimary;
      g.textAlign = 'center';
      g.font = 'bold 44px system-ui, sans-serif';
      g.fillText(siteName, WIDTH / 2, 120);
      g.font = '26px system-ui, sans-serif';
      g.fillText(slogan, WIDTH / 2, 170);
      g.font = 'bold 36px system-ui, sans-serif';
      g.fillText(t('agent.poster.headline'), WIDTH / 2, 260);
      // The QR card.
      g.fillStyle = '#ffffff';
      roundRect(g, 60, 310, 420, 410, 24);
      g.fill();
      g.drawImage(qr, 140, 340, 260, 260);
      g.fillStyle = '#222222';
      g.font = 'bold 26px system-ui, sans-serif';
      g.fillText(t('agent.poster.code', { code }), WIDTH / 2, 650);
      g.font = '19px system-ui, sans-serif';
      g.fillStyle = '#666666';
      g.fillText(t('agent.invite.scanHint'), WIDTH / 2, 688);
      g.fillStyle = theme.onPrimary;
      g.font = '22px system-ui, sans-serif';
      g.fillText(t('agent.poster.hint'), WIDTH / 2, 790);
      try {
        setImage(canvas.toDataURL('image/png'));
        setFailed(false);
      } catch {
        setFailed(true);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [open, code, t, siteName, slogan]);

  return (
    <Modal
      open={open}
      title={t('agent.poster.title')}
      onClose={onClose}
      className="ag-poster-modal"
      footer={
        <div className="mp-actions">
          <button type="button" className="hl-btn" onClick={onClose}>
            {t('agent.poster.close')}
          </button>
          {image ? (
            <a className="hl-btn hl-btn--primary" href={image} download={`invite-${code}.png`}>
              {t('agent.poster.save')}
            </a>
          ) : null}
        </div>
      }
    >
      <div ref={qrHost} hidden>
        <QRCodeCanvas value={url} size={520} marginSize={2} />
      </div>
      {failed ? <p className="cs-warn">{t('agent.poster.failed')}</p> : null}
      {image ? (
        <img className="ag-poster" src={image} alt={t('agent.poster.title')} data-testid="agent-poster" />
      ) : null}
    </Modal>
  );
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}
