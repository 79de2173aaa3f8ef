import { paths } from '@/lib/paths';

/**
 * Where an accepted upload takes the user: the requests page, whose list (newest first) shows the
 * new request's progress bar at the top and polls until it is final. `highlight` names the request
 * for a page that marks it; the requests page ignores parameters it doesn't know.
 */
export function requestProgressHref(requestId: string): string {
  return `${paths.requests.getHref()}?${new URLSearchParams({ highlight: requestId })}`;
}
