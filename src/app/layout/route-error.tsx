import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { CHUNK_LOAD_MESSAGE, isChunkLoadError } from '@/lib/chunk-load-error';
import { paths } from '@/lib/paths';

/** Shown when a page fails to load or throws while rendering (e.g. a stale chunk after a deploy). */
export default function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : isChunkLoadError(error)
      ? CHUNK_LOAD_MESSAGE
      : error instanceof Error
        ? error.message
        : 'Unknown error';
  return (
    <div role="alert" className="mx-auto max-w-xl p-6">
      <h1 className="text-xl font-semibold">This page could not be shown</h1>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      <div className="mt-4 flex gap-2">
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home.getHref()} className="btn-secondary">
          Go to the dashboard
        </Link>
      </div>
    </div>
  );
}
