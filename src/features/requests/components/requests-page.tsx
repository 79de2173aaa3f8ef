import { Link } from 'react-router';
import EmptyState from '@/components/empty-state';
import ErrorState from '@/components/error-state';
import LoadingState from '@/components/loading-state';
import Pagination from '@/components/pagination';
import { paths } from '@/lib/paths';
import { allRequestsFinished, useRequests } from '../api/get-requests';
import { parseRequestsSearch, serializeRequestsSearch, type RequestsSearch } from '../requests-search';
import RequestsTable from './requests-table';
import StatusLegend from './status-legend';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';

export default function RequestsPage() {
  useDocumentTitle('Requests');
  const [searchParams, updateSearchParams] = useLatestSearchParams();
  const search = parseRequestsSearch(searchParams);
  // The upload page lands here with ?highlight=<request id> so the new request stands out.
  const highlightId = searchParams.get('highlight');
  const query = useRequests({ page: search.page, per_page: search.per_page });
  const update = (next: Partial<RequestsSearch>) => updateSearchParams((latest) => serializeRequestsSearch({ ...parseRequestsSearch(latest), ...next }));
  const data = query.data;
  const polling = data !== undefined && !allRequestsFinished(data);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Requests</h1>
          <p className="text-sm text-slate-700">Every CSV upload and single-asset submission, newest first, with the progress of its assets.</p>
        </div>
        <p role="status" className="text-sm text-slate-700">
          {polling ? 'Enrichment in progress — updating every 2 seconds.' : data ? 'All requests on this page are finished.' : ''}
        </p>
      </div>
      <StatusLegend />
      {query.isPending ? (
        <LoadingState label="Loading requests…" />
      ) : query.isError && !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load requests" />
      ) : data && data.data.length === 0 ? (
        <EmptyState title="No requests yet">
          <Link className="link" to={paths.uploads.getHref()}>
            Upload a CSV or add an asset
          </Link>{' '}
          to start.
        </EmptyState>
      ) : data ? (
        <>
          {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not refresh requests" />}
          <RequestsTable requests={data.data} highlightId={highlightId} />
          <Pagination
            noun="requests"
            nounOne="request"
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            total={data.meta.total}
            from={data.meta.from}
            to={data.meta.to}
            perPage={data.meta.per_page}
            onPageChange={(page) => update({ page })}
            onPerPageChange={(per_page) => update({ per_page, page: 1 })}
          />
        </>
      ) : null}
    </div>
  );
}
