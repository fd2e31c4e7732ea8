import type { KycDocumentKind } from '@houseline/shared/api/contract/verification';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/api.ts';
import { apiRoutes } from '../../../lib/api/api-routes.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/** Under `member`, so ending the session forgets them with the rest of the member's data. */
export const VERIFICATION_KEYS = {
  state: ['member', 'verification', 'state'],
  image: ['member', 'verification', 'image'],
} as const;

export function useVerificationState() {
  return useQuery({
    queryKey: VERIFICATION_KEYS.state,
    queryFn: () => api.call('verificationState'),
    enabled: useMemberStore((s) => s.isLogin),
  });
}

/**
 * One document: the image goes through the upload pipeline (checked by content and re-encoded by
 * the server), then is attached as the document of its kind. Resolves to the new state.
 */
export async function uploadDocument(
  kind: KycDocumentKind,
  file: File,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  const upload = await api.upload('upload', form, { onProgress });
  return api.call('verificationDocument', { kind, uploadId: upload.id });
}

/** One of the member's own uploads as an object URL (read with the session header). */
export function useUploadUrl(id: string | undefined): string | null {
  const blob = useQuery({
    queryKey: [...VERIFICATION_KEYS.image, id],
    queryFn: () =>
      api.request<Blob>(
        apiRoutes.uploadImage.method,
        apiRoutes.uploadImage.path,
        { id: id! },
        { responseType: 'blob' },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: useMemberStore((s) => s.isLogin) && id !== undefined,
  }).data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(blob instanceof Blob)) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
