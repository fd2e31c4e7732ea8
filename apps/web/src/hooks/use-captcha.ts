import type { CaptchaPurpose } from '@houseline/shared/api/contract/account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './code-queries.ts';

export interface Captcha {
  /** Object URL of the current image, or null while loading or after a failure. */
  url: string | null;
  loading: boolean;
  failed: boolean;
  /** Fetches a new image; only the newest request counts, as the server keeps only its answer. */
  refresh(): void;
}

/** A graphic captcha for `purpose`, loaded while `enabled`; the member clicks it for a new one. */
export function useCaptcha(purpose: CaptchaPurpose, enabled = true): Captcha {
  const [state, setState] = useState<{ url: string | null; loading: boolean; failed: boolean }>({
    url: null,
    loading: enabled,
    failed: false,
  });
  const current = useRef<{ controller: AbortController; url: string | null } | null>(null);

  const refresh = useCallback(() => {
    current.current?.controller.abort();
    const controller = new AbortController();
    const previousUrl = current.current?.url ?? null;
    current.current = { controller, url: previousUrl };
    setState((s) => ({ ...s, loading: true, failed: false }));
    fetchCaptcha(purpose, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        const url = URL.createObjectURL(blob);
        if (previousUrl) URL.revokeObjectURL(previousUrl);
        current.current = { controller, url };
        setState({ url, loading: false, failed: false });
      },
      () => {
        // Logged by the API client; the image area says "failed to get verification code".
        if (!controller.signal.aborted) setState({ url: null, loading: false, failed: true });
      },
    );
  }, [purpose]);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);

  useEffect(
    () => () => {
      current.current?.controller.abort();
      if (current.current?.url) URL.revokeObjectURL(current.current.url);
    },
    [],
  );

  return { ...state, refresh };
}
