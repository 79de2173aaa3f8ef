import DebouncedTextInput from '@/components/debounced-text-input';
import ErrorState from '@/components/error-state';
import { WARRANTY_BASIS_LABEL } from '@/components/labels';
import { WARRANTY_BASES } from '@/domain/enrichment/types';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import { OPPORTUNITY_CELLS, useOpportunityCounts } from '../api/get-opportunity-counts';
import { parseOpportunitiesSearch, serializeOpportunitiesSearch, type OpportunitiesSearch } from '../opportunities';
import CallListButton from './call-list-button';
import OpportunityMatrix from './opportunity-matrix';
import { useDocumentTitle } from '@/lib/use-document-title';

/** For dispatchers: which customers to call about a replacement (R-22 systems, units at or near the end of their service life). */
export default function OpportunitiesPage() {
  useDocumentTitle('Opportunities');
  const [params, updateParams] = useLatestSearchParams();
  const search = parseOpportunitiesSearch(params);
  const basis = search.warranty_basis;
  const results = useOpportunityCounts(search);
  const update = (patch: Partial<OpportunitiesSearch>) =>
    updateParams((latest) => serializeOpportunitiesSearch({ ...parseOpportunitiesSearch(latest), ...patch }), { replace: true });
  const failed = results.find((r) => r.isError);
  const countOf = (flag: string, tier: string | null) => {
    const i = OPPORTUNITY_CELLS.findIndex((c) => c.flag === flag && c.tier === tier);
    return results[i]?.data ?? null;
  };
  const flaggedTotal = OPPORTUNITY_CELLS.filter((c) => c.tier === null).reduce((sum, c) => sum + (countOf(c.flag, null) ?? 0), 0);

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Opportunities</h1>
        <p className="text-sm text-slate-700">
          Units worth a call about replacement: R-22 systems (no new R-22 equipment since 2010, no new R-22 gas since 2020),
          units past the typical service life of their type, and units whose service life ends within two years — by the
          warranty tier they are in. Choose a count to see its assets.
        </p>
      </div>
      <div className="card flex flex-wrap items-end justify-between gap-4">
        <fieldset>
          <legend className="field-label">Warranty basis</legend>
          <div className="mt-2 flex gap-4">
            {WARRANTY_BASES.map((b) => (
              <label key={b} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="warranty_basis"
                  value={b}
                  checked={basis === b}
                  onChange={() => update({ warranty_basis: b })}
                  className="size-4 accent-blue-700"
                />
                {WARRANTY_BASIS_LABEL[b]}
              </label>
            ))}
          </div>
        </fieldset>
        <DebouncedTextInput
          className="w-48"
          label="Distributor ID"
          placeholder="All distributors"
          value={search.distributor ?? ''}
          onCommit={(v) => update({ distributor: v.trim() === '' ? undefined : v.trim() })}
        />
        <CallListButton search={search} disabled={results.some((r) => r.isPending) || flaggedTotal === 0} />
      </div>
      {failed?.error && <ErrorState error={failed.error} title="Some counts could not be loaded" onRetry={() => results.forEach((r) => r.isError && void r.refetch())} />}
      <div aria-busy={results.some((r) => r.isPending)}>
        <OpportunityMatrix search={search} countOf={countOf} />
      </div>
      <p className="text-sm text-slate-700">
        Service lives: ASHRAE median years per equipment type (NAHB 2007 for boilers and water heaters). A unit made before
        2010 is counted as R-22 when its model data states no refrigerant: check the nameplate. Units without a manufacture
        date or a matched model cannot be flagged.
      </p>
    </div>
  );
}
