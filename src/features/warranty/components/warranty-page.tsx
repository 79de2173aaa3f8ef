import ErrorState from '@/components/error-state';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import { useTierCounts } from '../api/get-tier-counts';
import { toTierBars } from '../tier-counts';
import { effectiveNarrowing, parseWarrantySearch, serializeWarrantySearch, type WarrantySearch } from '../warranty-search';
import TierBarChart from './tier-bar-chart';
import WarrantyFilters from './warranty-filters';
import { useDocumentTitle } from '@/lib/use-document-title';

/** For dispatchers: how many assets sit in each warranty expiration tier, and which ones. */
export default function WarrantyPage() {
  useDocumentTitle('Warranty');
  const [params, updateParams] = useLatestSearchParams();
  const search = parseWarrantySearch(params);
  const { narrowing, ageError } = effectiveNarrowing(search);
  const results = useTierCounts(search.warranty_basis, narrowing);
  const { bars, total } = toTierBars(results.map((r) => r.data));
  const failed = results.find((r) => r.isError);

  const update = (patch: Partial<WarrantySearch>) =>
    updateParams((latest) => serializeWarrantySearch({ ...parseWarrantySearch(latest), ...patch }), { replace: true });

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Warranty</h1>
        <p className="text-sm text-slate-700">
          Units grouped by when their warranty runs out, on the registered or the unregistered terms. Choose a bar to see its
          assets.
        </p>
      </div>
      <WarrantyFilters search={search} ageError={ageError} onChange={update} />
      {failed?.error && (
        <ErrorState
          error={failed.error}
          title="Some counts could not be loaded"
          onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
        />
      )}
      <div aria-busy={results.some((r) => r.isPending)}>
        <TierBarChart basis={search.warranty_basis} narrowing={narrowing} bars={bars} total={total} />
      </div>
      {total === 0 && (
        <p className="text-sm text-slate-700">
          No asset has a warranty tier on this basis{search.type || search.distributor || narrowing.equipment_age_min_years !== undefined || narrowing.equipment_age_max_years !== undefined ? ' with this narrowing' : ''}. Tiers
          are known once an asset is matched and its start date is known (an install date, or a serial number that can be
          dated).
        </p>
      )}
    </div>
  );
}
