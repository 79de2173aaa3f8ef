import { Link } from 'react-router';
import type { EnrichmentRequest } from '@/contract/requests';
import { ADDED_FROM_LABEL } from '@/components/labels';
import { formatDateTime, formatInteger, humanize } from '@/lib/format';
import { paths } from '@/lib/paths';
import { importRetryNote, isRequestFinished, totalCount, unfinishedCount } from '../api/request-progress';
import RequestProgressBar from './request-progress-bar';

function RequestStatus({ request }: { request: EnrichmentRequest }) {
  if (isRequestFinished(request)) return <span className="text-emerald-800">Finished</span>;
  const left = unfinishedCount(request.asset_status);
  const retry = importRetryNote(request, Date.now());
  return (
    <span className="text-sky-900">
      {humanize(request.status)}
      {left > 0 && <span className="block text-xs text-slate-700">{formatInteger(left)} to go</span>}
      {retry && <span className="block max-w-48 text-xs whitespace-normal text-amber-900">{retry}</span>}
    </span>
  );
}

// What a person checks first (which file, how far along) comes first, so on a phone it is on screen
// without scrolling the table sideways; when and by whom follow.
export default function RequestsTable({ requests, highlightId = null }: { requests: EnrichmentRequest[]; highlightId?: string | null }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Enrichment requests with their asset progress</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">Request</th>
            <th scope="col" className="px-3 py-2">Status</th>
            <th scope="col" className="px-3 py-2">Progress</th>
            <th scope="col" className="px-3 py-2 text-right">Assets</th>
            <th scope="col" className="px-3 py-2">Created</th>
            <th scope="col" className="px-3 py-2">Added from</th>
            <th scope="col" className="px-3 py-2">Added by</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {requests.map((r) => {
            const name = r.file_name ?? (r.added_from === 'manual-entry' ? 'Single asset' : ADDED_FROM_LABEL[r.added_from]);
            const highlighted = r.id === highlightId;
            return (
              <tr
                key={r.id}
                className={highlighted ? 'align-top bg-sky-50 outline-2 -outline-offset-2 outline-sky-600' : 'align-top hover:bg-slate-50'}
              >
                {/* Wide enough on a phone for a short name whole ("seed3.cs|v", "Nameplat|e scan" at 56 px); a longer one
                    wraps at a space or hyphen first, inside a word only where it must. */}
                <td className="min-w-24 px-3 py-2">
                  <Link className="link font-medium wrap-anywhere" to={paths.assetsOfRequest.getHref(r.id)}>
                    {name}
                  </Link>
                  <span className="block font-mono text-xs text-slate-600">{r.id.slice(0, 8)}</span>
                  {highlighted && <span className="mt-1 inline-block rounded bg-sky-700 px-1.5 py-0.5 text-xs font-medium text-white">Just uploaded</span>}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <RequestStatus request={r} />
                </td>
                <td className="px-3 py-2">
                  <RequestProgressBar counts={r.asset_status} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(totalCount(r.asset_status) || r.assets_count)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{ADDED_FROM_LABEL[r.added_from]}</td>
                <td className="px-3 py-2 whitespace-nowrap">{r.added_by}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
