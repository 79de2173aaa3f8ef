import type { z } from 'zod';
import { errorSchema } from '@/contract/common';
import { objectToSearchParams } from '@/contract/query-string';
import { ApiError, CONTRACT_MISMATCH_MESSAGE, SESSION_EXPIRED_MESSAGE } from './api-error';
import { getSession, type Session } from './session';

export { ApiError, isApiError, CONTRACT_MISMATCH_MESSAGE, SESSION_EXPIRED_MESSAGE, type ApiErrorKind } from './api-error';

// One fetch wrapper for every endpoint: base URL + partner from the session, Bearer token,
// `accept: application/json`, and every response parsed with the contract's zod schema.

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface ApiRequestOptions<S extends z.ZodType> {
  /** Contract schema of the success body. */
  schema: S;
  method?: 'GET' | 'POST';
  /** Query object; arrays go out as `name[]=…` (contract/query-string). */
  query?: Record<string, QueryValue>;
  /** JSON body (object) or multipart (FormData). */
  body?: unknown;
  signal?: AbortSignal;
  /** Explicit credentials (sign-in verifies before storing); defaults to the stored session. */
  session?: Session;
}

/** `{partner}` in the path is replaced by the session's partner (URL-encoded). */
export function buildUrl(session: Session, path: string, query?: Record<string, QueryValue>): string {
  const resolved = path.replace('{partner}', encodeURIComponent(session.partner));
  const qs = query ? objectToSearchParams(query).toString() : '';
  return `${session.baseUrl}${resolved}${qs ? `?${qs}` : ''}`;
}

function messageForStatus(status: number, serverMessage: string | undefined): string {
  if (status === 401) return SESSION_EXPIRED_MESSAGE;
  if (status === 403) return serverMessage ?? 'This token does not give access to that partner.';
  if (status === 404) return serverMessage ?? 'Not found.';
  if (status === 413) return serverMessage ?? 'The file is too large for the server.';
  if (status === 429) return 'Too many requests. Wait a moment, then try again.';
  if (status >= 500) return `The server had a problem (HTTP ${status}). Try again in a moment.`;
  return serverMessage ?? `The request failed (HTTP ${status}).`;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<S extends z.ZodType>(path: string, opts: ApiRequestOptions<S>): Promise<z.infer<S>> {
  const session = opts.session ?? getSession();
  if (!session) throw new ApiError('http', SESSION_EXPIRED_MESSAGE, { status: 401 });
  const url = buildUrl(session, path, opts.query);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${session.token}` };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body; // the browser sets the multipart boundary
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    const where = session.baseUrl || 'this site';
    throw new ApiError('network', `Could not reach the server (${where}). Check your connection and the server address, then retry.`);
  }

  const json = await readJson(res);
  if (!res.ok) {
    const parsed = errorSchema.safeParse(json);
    const serverMessage = parsed.success ? parsed.data.message : undefined;
    throw new ApiError('http', messageForStatus(res.status, serverMessage), {
      status: res.status,
      fieldErrors: parsed.success ? (parsed.data.errors ?? {}) : {},
    });
  }

  const result = opts.schema.safeParse(json);
  if (!result.success) {
    const details = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ApiError('contract', CONTRACT_MISMATCH_MESSAGE, { status: res.status, details });
  }
  return result.data;
}
