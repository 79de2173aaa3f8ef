// POST /enrichment/{partner}/requests/upload (spec 4.1) with XMLHttpRequest rather than fetch:
// only XHR reports upload progress (xhr.upload.onprogress) in every browser.
import { errorSchema } from '@/contract/common';
import { uploadResponseSchema } from '@/contract/requests';
import type { z } from 'zod';
import { ApiError, buildUrl, CONTRACT_MISMATCH_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/api-client';
import { getSession } from '@/lib/session';

export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export interface UploadCsvOptions {
  distributor?: string;
  onProgress: (loadedBytes: number, totalBytes: number) => void;
  signal: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function errorFor(status: number, body: unknown): ApiError {
  const parsed = errorSchema.safeParse(body);
  const serverMessage = parsed.success ? parsed.data.message : undefined;
  const fieldErrors = parsed.success ? (parsed.data.errors ?? {}) : {};
  let message: string;
  if (status === 401) message = SESSION_EXPIRED_MESSAGE;
  else if (status >= 500) message = `The server had a problem (HTTP ${status}). Try again in a moment.`;
  else if (status === 413) message = serverMessage ?? 'The file is larger than the server accepts (100 MB).';
  else message = serverMessage ?? `The upload failed (HTTP ${status}).`;
  return new ApiError('http', message, { status, fieldErrors });
}

/** Resolves with the created request (201), rejects with an ApiError, or an AbortError when cancelled. */
export function uploadCsv(file: File, { distributor, onProgress, signal }: UploadCsvOptions): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const session = getSession();
    if (!session) {
      reject(new ApiError('http', SESSION_EXPIRED_MESSAGE, { status: 401 }));
      return;
    }
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(session, '/enrichment/{partner}/requests/upload', { distributor }));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFor(xhr.status, body));
        return;
      }
      const parsed = uploadResponseSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else {
        const details = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
        reject(new ApiError('contract', CONTRACT_MISMATCH_MESSAGE, { status: xhr.status, details }));
      }
    };
    xhr.onerror = () => {
      const where = session.baseUrl || 'this site';
      reject(new ApiError('network', `The upload could not reach the server (${where}). Check your connection, then retry.`));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
