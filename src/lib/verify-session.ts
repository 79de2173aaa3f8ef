import { listRequestsResponseSchema } from '@/contract/requests';
import { ApiError, apiRequest } from './api-client';
import { normalizeBaseUrl, type Session } from './session';

/**
 * Why a Base URL typed on the sign-in form cannot be a server's address, or null ('' is this server).
 * Without it, "api.example.com" was fetched as a path of this page and answered with the dashboard's
 * own HTML: "The server's response did not match the contract".
 */
export function baseUrlProblem(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // not absolute: falls through to the message
  }
  return protocol === 'http:' || protocol === 'https:'
    ? null
    : `“${text}” is not a web address. Enter the server's address with http:// or https:// (e.g. https://nameplate.example.com), or leave Base URL empty to use this server.`;
}

/**
 * Checks credentials with a real call (the cheapest authenticated read: one request of the
 * requests list) before they are stored. Resolves, or throws an ApiError worded for the sign-in form.
 */
export async function verifySession(candidate: Session, signal?: AbortSignal): Promise<Session> {
  const problem = baseUrlProblem(candidate.baseUrl);
  if (problem) throw new ApiError('http', problem);
  const session = { ...candidate, baseUrl: normalizeBaseUrl(candidate.baseUrl) };
  try {
    await apiRequest('/enrichment/{partner}/requests', {
      schema: listRequestsResponseSchema,
      query: { per_page: 1 },
      session,
      signal,
    });
    return session;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) {
      throw new ApiError('http', 'The partner and token were not accepted by the server. Check both and try again.', {
        status: e.status,
      });
    }
    if (e instanceof ApiError && e.status === 404) {
      throw new ApiError('http', 'No Nameplate API was found at that address. Check the Base URL.', { status: 404 });
    }
    throw e;
  }
}

/** Reads `#partner=…&token=…[&base_url=…]` (the link `npm start` prints); null when absent. */
export function sessionFromHash(hash: string): Session | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const partner = params.get('partner')?.trim();
  const token = params.get('token')?.trim();
  if (!partner || !token) return null;
  return { partner, token, baseUrl: params.get('base_url') ?? '' };
}
