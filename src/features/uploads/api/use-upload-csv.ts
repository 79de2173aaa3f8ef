import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCsv } from './upload-csv';

export interface UploadProgress {
  loadedBytes: number;
  totalBytes: number;
}

/**
 * The CSV upload as a mutation (so a 401 reaches the query client's global handler), with byte
 * progress and cancel. Leaving the page cancels an upload still running.
 */
export function useUploadCsv() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: ({ file, distributor }: { file: File; distributor?: string }) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      setProgress({ loadedBytes: 0, totalBytes: file.size });
      return uploadCsv(file, {
        distributor,
        signal: controller.signal,
        onProgress: (loadedBytes, totalBytes) => setProgress({ loadedBytes, totalBytes }),
      });
    },
    // A new request and new assets exist: every list is stale.
    onSuccess: () => queryClient.invalidateQueries(),
    onSettled: () => {
      controllerRef.current = null;
    },
  });

  useEffect(() => () => controllerRef.current?.abort(), []);

  return {
    mutation,
    progress,
    cancel: () => controllerRef.current?.abort(),
  };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
