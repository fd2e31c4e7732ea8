import type { FeedbackStatus } from '@houseline/shared/api/contract/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/api.ts';
import { apiRoutes } from '../../../lib/api/api-routes.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/** Under `member`, so ending the session forgets them with the rest of the member's data. */
export const FEEDBACK_KEYS = {
  all: ['member', 'feedback'],
  list: ['member', 'feedback', 'list'],
  detail: ['member', 'feedback', 'detail'],
  image: ['member', 'feedback', 'image'],
} as const;

export const FEEDBACK_PAGE_SIZE = 20;

export function useFeedbackList(status: FeedbackStatus | undefined, size: number) {
  return useQuery({
    queryKey: [...FEEDBACK_KEYS.list, status ?? 'all', size],
    queryFn: () => api.call('feedbackList', { page: 1, size, ...(status ? { status } : {}) }),
    enabled: useMemberStore((s) => s.isLogin),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackDetail(id: string | null) {
  return useQuery({
    queryKey: [...FEEDBACK_KEYS.detail, id],
    queryFn: () => api.call('feedbackDetail', { id: id! }),
    enabled: useMemberStore((s) => s.isLogin) && id !== null && /^\d{1,19}$/.test(id),
    retry: false,
  });
}

/**
 * One of the member's uploads as an object URL. The image is read with the session header (an
 * <img src> could not send it), kept in the query cache as a Blob, and its URL revoked on unmount.
 */
export function useUploadUrl(id: string): string | null {
  const blob = useQuery({
    queryKey: [...FEEDBACK_KEYS.image, id],
    queryFn: () =>
      api.request<Blob>(
        apiRoutes.uploadImage.method,
        apiRoutes.uploadImage.path,
        { id },
        { responseType: 'blob' },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: useMemberStore((s) => s.isLogin),
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

/** Uploads one image; `onProgress` gets 0…1 as the bytes leave. */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('upload', form, { onProgress, ...(signal ? { signal } : {}) });
}
