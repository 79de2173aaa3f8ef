import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, SESSION_EXPIRED_MESSAGE } from './api-error';
import { signOut } from './session';

/** Network errors and 5xx are retried this many times; 4xx and contract mismatches never. */
export const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && error.status >= 500;
}

/** A 401 anywhere ends the session; the layout then sends the user to sign-in with this message. */
function onGlobalError(error: unknown): void {
  if (isApiError(error) && error.status === 401) {
    signOut(SESSION_EXPIRED_MESSAGE);
    queryClient.clear();
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onGlobalError }),
  mutationCache: new MutationCache({ onError: onGlobalError }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 10_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
