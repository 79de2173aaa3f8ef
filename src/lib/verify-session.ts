import { listRequestsResponseSchema } from '@/contract/requests';
import { ApiError, apiRequest } from './api-client';
import { normalizeBaseUrl, type Session } from './session';

/**
 * Checks credentials with a real call (the cheapest authenticated read: one request of the
 * requests list) before they are stored. Resolves, or throws an ApiError worded for the sign-in form.
 */
export async function verifySession(candidate: Session, signal?: AbortSignal): Promise<Session> {
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
