import type { KycDocumentKind } from '@houseline/shared/api/contract/verification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { uploadDocument, useUploadUrl, VERIFICATION_KEYS } from '../api/verification-queries.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * One document of a kind: its current image (the server's re-encoding) or the picked file's local
 * preview while it uploads, with the progress; a pick replaces the document. A file that is not an
 * accepted image or too large is refused here before any byte is sent; the server checks again.
 */
export function DocumentSlot(props: {
  kind: KycDocumentKind;
  uploadId: string | undefined;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const stored = useUploadUrl(props.uploadId);
  const [local, setLocal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => (local ? URL.revokeObjectURL(local) : undefined), [local]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return toast(t('verification.documents.hint'));
    if (file.size > MAX_BYTES) return toast(t('verification.documents.hint'));
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    try {
      const state = await uploadDocument(props.kind, file, (f) => setProgress(Math.round(f * 100)));
      queryClient.setQueryData(VERIFICATION_KEYS.state, state);
      setLocal(null);
    } catch (error) {
      toast(errorMessage(error, t));
      setLocal(null);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const preview = local ?? stored;
  const label = t(`verification.documents.${props.kind}`);
  return (
    <div className="vf-doc" data-kind={props.kind}>
      <div className="vf-doc__frame">
        {preview ? <img src={preview} alt={label} /> : <span className="vf-doc__empty">{label}</span>}
        {progress !== null ? (
          <span className="vf-doc__progress">{t('verification.documents.uploading', { progress })}</span>
        ) : null}
      </div>
      <div className="vf-doc__foot">
        <span>{label}</span>
        {props.locked ? null : (
          <label className="hl-btn hl-btn--small">
            {props.uploadId ? t('verification.documents.replace') : t('verification.documents.pick')}
            <input
              ref={input}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              hidden
              aria-label={label}
              disabled={progress !== null}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
        )}
      </div>
    </div>
  );
}
