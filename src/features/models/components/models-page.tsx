import DebouncedTextInput from '@/components/debounced-text-input';
import EmptyState from '@/components/empty-state';
import ErrorState from '@/components/error-state';
import LoadingState from '@/components/loading-state';
import Pagination from '@/components/pagination';
import { useRequiredSession } from '@/lib/session';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import { useSearchModels } from '../api/search-models';
import { parseModelsSearch, serializeModelsSearch, toSearchModelsQuery, type ModelsSearch } from '../models-search';
import ModelResult from './model-result';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Typing waits this long before searching (ms): one request per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

/** Model search (spec 4.6): exact or partial model number, optional brand; each result opens its matched assets. */
export default function ModelsPage() {
  useDocumentTitle('Models');
  const [params, updateParams] = useLatestSearchParams();
  const search = parseModelsSearch(params);
  const query = toSearchModelsQuery(search);
  const result = useSearchModels(query);
  const session = useRequiredSession();

  // Built on the latest params written: typing a model then a brand and Enter, before the page has
  // re-rendered, must keep both (useLatestSearchParams).
  const update = (patch: Partial<ModelsSearch>, replace = true) =>
    updateParams((latest) => {
      const next = { ...parseModelsSearch(latest), ...patch };
      if (!('page' in patch)) next.page = 1;
      return serializeModelsSearch(next);
    }, { replace });

  const data = result.data;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Models</h1>
        <p className="text-sm text-slate-700">
          Find a manufacturer model by all or part of its model number; open a result to see the assets matched to it.
        </p>
      </div>
      <form role="search" aria-label="Model search" className="card flex flex-wrap items-start gap-4" onSubmit={(e) => e.preventDefault()}>
        <DebouncedTextInput
          className="w-72"
          label="Model number"
          placeholder="e.g. GMEC96"
          autoComplete="off"
          spellCheck={false}
          delayMs={SEARCH_DEBOUNCE_MS}
          value={search.model}
          onCommit={(model) => update({ model })}
        />
        <DebouncedTextInput
          className="w-56"
          label="Brand (optional)"
          placeholder="Any brand"
          autoComplete="off"
          delayMs={SEARCH_DEBOUNCE_MS}
          value={search.brand}
          onCommit={(brand) => update({ brand })}
        />
      </form>

      {!query ? (
        <EmptyState title="Type a model number to search">Part of a model number works too, for example the first few characters.</EmptyState>
      ) : result.isPending ? (
        <LoadingState label="Searching models…" />
      ) : result.isError && !data ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} title="The search failed" />
      ) : data && data.data.length === 0 ? (
        <EmptyState title={`No model matches “${query.model}”${query.brand ? ` for ${query.brand}` : ''}`}>
          {query.brand ? 'Check the characters, try fewer of them, or leave the brand out.' : 'Check the characters or try fewer of them.'}
        </EmptyState>
      ) : data ? (
        <section aria-labelledby="model-results-heading" aria-busy={result.isFetching} className="space-y-3">
          <h2 id="model-results-heading" className="sr-only">
            Results
          </h2>
          {result.isError && <ErrorState error={result.error} onRetry={() => void result.refetch()} title="The search could not be refreshed" />}
          {query.brand && data.data.some((r) => r.sister_brand) && (
            <p role="note" className="rounded bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
              No {query.brand} model matches “{query.model}”. These are models of its sister brands (same maker, another badge).
            </p>
          )}
          <ul className="space-y-3">
            {data.data.map((r) => (
              <ModelResult key={r.id} result={r} baseUrl={session.baseUrl} requestedBrand={query.brand} />
            ))}
          </ul>
          <Pagination
            noun="models"
            nounOne="model"
            page={data.meta.current_page}
            lastPage={data.meta.last_page}
            total={data.meta.total}
            from={data.meta.from}
            to={data.meta.to}
            perPage={data.meta.per_page}
            onPageChange={(page) => update({ page }, false)}
            onPerPageChange={(per_page) => update({ per_page })}
          />
        </section>
      ) : null}
    </div>
  );
}
