import { useCallback, useMemo, useRef } from 'react';
import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { SORT_CRITERIA } from '@/contract/assets';
import EmptyState from '@/components/empty-state';
import ErrorState from '@/components/error-state';
import LoadingState from '@/components/loading-state';
import Pagination from '@/components/pagination';
import { isApiError } from '@/lib/api-client';
import { awaitsRequestImport, useAssets } from '../api/get-assets';
import { activeFilterCount, clearFilters, parseAssetsSearch, serializeAssetsSearch, withFilters, type AssetsSearch } from '../assets-search';
import { normalizeAssetsSearch, toListAssetsQuery } from '../filter-rules';
import { useAssetsTable } from '../use-assets-table';
import { useColumnVisibility } from '../use-column-visibility';
import AssetsFilters from './assets-filters';
import AssetsTable from './assets-table';
import ColumnMenu from './column-menu';
import ExportButton from './export-button';
import FilterChips from './filter-chips';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';

const isSortCriterion = (id: string): id is (typeof SORT_CRITERIA)[number] => (SORT_CRITERIA as readonly string[]).includes(id);

export default function AssetsPage() {
  useDocumentTitle('Assets');
  const [searchParams, updateSearchParams] = useLatestSearchParams();
  const searchKey = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialized form is the identity of the view
  const search = useMemo(() => normalizeAssetsSearch(parseAssetsSearch(searchParams)), [searchKey]);
  const query = useMemo(() => toListAssetsQuery(search), [search]);
  const assets = useAssets(query);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility();
  const filtersRef = useRef<HTMLDivElement>(null);

  // Every change is a new history entry, so back/forward walk through the views. Updates build on
  // the latest params written, not the render's (useLatestSearchParams): two quick changes before a
  // re-render would otherwise lose the first.
  const update = useCallback(
    (patch: Partial<AssetsSearch>) => updateSearchParams((latest) => serializeAssetsSearch(withFilters(normalizeAssetsSearch(parseAssetsSearch(latest)), patch))),
    [updateSearchParams],
  );

  const sorting = useMemo<SortingState>(() => [{ id: search.sort_criteria, desc: search.sort_order === 'desc' }], [search]);
  const onSortingChange = useCallback<OnChangeFn<SortingState>>(
    (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && isSortCriterion(first.id)) update({ sort_criteria: first.id, sort_order: first.desc ? 'desc' : 'asc' });
    },
    [sorting, update],
  );

  const data = assets.data;
  const table = useAssetsTable({
    rows: data?.data,
    rowCount: data?.meta.total ?? 0,
    pageIndex: search.page - 1,
    pageSize: search.per_page,
    sorting,
    onSortingChange,
    columnVisibility,
    onColumnVisibilityChange: setColumnVisibility,
    listSearch: searchKey,
  });

  const error = assets.error;
  const serverErrors = isApiError(error) && error.isValidation ? error.fieldErrors : undefined;
  const filtersActive = activeFilterCount(search) > 0;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Assets</h1>
          <p className="text-sm text-slate-700">Installed equipment with its matched model, manufacturing date and warranty.</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {filtersActive && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                updateSearchParams((latest) => serializeAssetsSearch(clearFilters(normalizeAssetsSearch(parseAssetsSearch(latest)))));
                // The button goes away with the filters: the keyboard focus moves to the first filter, not to the page's start.
                filtersRef.current?.querySelector('input')?.focus();
              }}
            >
              Clear filters
            </button>
          )}
          <ColumnMenu columns={table.getAllLeafColumns()} />
          <ExportButton query={query} total={data?.meta.total ?? 0} />
        </div>
      </div>

      <div ref={filtersRef}>
        <AssetsFilters search={search} onChange={update} serverErrors={serverErrors} />
      </div>
      <FilterChips search={search} onChange={update} modelName={search.oem_id && !assets.isPlaceholderData ? data?.data[0]?.enrichment?.model : undefined} />

      {error && (
        <ErrorState
          title={serverErrors ? 'The server rejected these filters' : 'Could not load assets'}
          error={error}
          onRetry={() => void assets.refetch()}
        />
      )}

      {assets.isPending ? (
        <LoadingState label="Loading assets…" />
      ) : data && data.data.length === 0 && data.meta.total > 0 ? (
        <EmptyState title="This page is past the last page">
          <button type="button" className="link" onClick={() => update({ page: 1 })}>
            Go to the first page
          </button>
        </EmptyState>
      ) : data && awaitsRequestImport(query, data) ? (
        <EmptyState title="No assets of this request are listed yet">
          A large upload is listed as a worker imports it, a slice at a time, the first within seconds of the upload. This page checks again every few seconds.
        </EmptyState>
      ) : data && data.data.length === 0 ? (
        <EmptyState title={filtersActive ? 'No assets match these filters' : 'No assets yet'}>
          {filtersActive ? 'Change or clear the filters to see more.' : 'Upload a CSV or add an asset to see it here.'}
        </EmptyState>
      ) : data ? (
        <>
          <AssetsTable table={table} listSearch={searchKey} busy={assets.isFetching && assets.isPlaceholderData} />
          <Pagination
            noun="assets"
            nounOne="asset"
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            total={data.meta.total}
            from={data.meta.from}
            to={data.meta.to}
            perPage={search.per_page}
            onPageChange={(page) => update({ page })}
            onPerPageChange={(per_page) => update({ per_page })}
          />
        </>
      ) : null}
    </div>
  );
}
