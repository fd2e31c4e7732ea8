import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/api.ts';
import { apiRoutes } from '../../../lib/api/api-routes.ts';

/** One image of a chat (the member's upload or the agent's, stored as the member's) as an object URL. */
export function useUploadUrl(id: string): string | null {
  const blob = useQuery({
    queryKey: ['desk', 'image', id],
    queryFn: () =>
      api.request<Blob>(
        apiRoutes.uploadImage.method,
        apiRoutes.uploadImage.path,
        { id },
        { responseType: 'blob' },
      ),
    staleTime: Number.POSITIVE_INFINITY,
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
