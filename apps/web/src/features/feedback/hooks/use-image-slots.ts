import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { uploadImage } from '../api/feedback-queries.ts';
import { FEEDBACK_LIMITS, fileProblem } from '../lib/forms/feedback-form.ts';

export interface ImageSlot {
  key: number;
  file: File;
  /** A local object URL of the picked file, for the preview. */
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  uploadId?: string;
}

let nextKey = 1;

/**
 * Up to three picked images, each uploaded as soon as it is picked (with progress), so the submit
 * only sends their ids. A file that is too large or not an accepted image is refused here with a
 * message before any byte is sent; the server checks every file again by its content.
 */
export function useImageSlots() {
  const { t } = useTranslation();
  const [slots, setSlots] = useState<ImageSlot[]>([]);
  const aborts = useRef(new Map<number, AbortController>());

  const patch = useCallback((key: number, change: Partial<ImageSlot>) => {
    setSlots((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)));
  }, []);

  const start = useCallback(
    (key: number, file: File) => {
      const controller = new AbortController();
      aborts.current.set(key, controller);
      patch(key, { status: 'uploading', progress: 0 });
      uploadImage(file, (fraction) => patch(key, { progress: Math.round(fraction * 100) }), controller.signal)
        .then((upload) => patch(key, { status: 'done', progress: 100, uploadId: upload.id }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          patch(key, { status: 'failed' });
          toast(errorMessage(error, t));
        })
        .finally(() => aborts.current.delete(key));
    },
    [patch, t],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const room = FEEDBACK_LIMITS.imagesMax - slots.length;
      const picked: ImageSlot[] = [];
      for (const file of files.slice(0, Math.max(0, room))) {
        const problem = fileProblem(file);
        if (problem) {
          toast(t(`feedback.${problem}`));
          continue;
        }
        const key = nextKey++;
        picked.push({ key, file, preview: URL.createObjectURL(file), status: 'uploading', progress: 0 });
      }
      setSlots((all) => [...all, ...picked]);
      for (const slot of picked) start(slot.key, slot.file);
    },
    [slots.length, start, t],
  );

  const remove = useCallback((key: number) => {
    aborts.current.get(key)?.abort();
    setSlots((all) => {
      const gone = all.find((s) => s.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return all.filter((s) => s.key !== key);
    });
  }, []);

  const retry = useCallback(
    (key: number) => {
      const slot = slots.find((s) => s.key === key);
      if (slot) start(key, slot.file);
    },
    [slots, start],
  );

  const reset = useCallback(() => {
    setSlots((all) => {
      for (const s of all) URL.revokeObjectURL(s.preview);
      return [];
    });
  }, []);

  // Leaving the page cancels what is still uploading.
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return {
    slots,
    add,
    remove,
    retry,
    reset,
    ids: slots.flatMap((s) => (s.status === 'done' && s.uploadId ? [s.uploadId] : [])),
    busy: slots.some((s) => s.status === 'uploading'),
    failed: slots.some((s) => s.status === 'failed'),
  };
}
