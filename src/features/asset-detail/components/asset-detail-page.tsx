import { Link, useLocation, useParams } from 'react-router';
import EmptyState from '@/components/empty-state';
import ErrorState from '@/components/error-state';
import LoadingState from '@/components/loading-state';
import MatchTypeBadge from '@/components/match-type-badge';
import StatusBadge from '@/components/status-badge';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { isAssetFinal, useAsset } from '../api/get-asset';
import ManufacturingCard from './manufacturing-card';
import MatchExplanation from './match-explanation';
import MatchSummary from './match-summary';
import ReplacementCard from './replacement-card';
import NomenclatureCard from './nomenclature-card';
import RequestCard from './request-card';
import SpecificationsTable from './specifications-table';
import SubmittedFields from './submitted-fields';
import WarrantyCard from './warranty-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Everything known about one asset: spec 2.1, 2.3, 2.4 and the engine's explanation. */
export default function AssetDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: unknown } | null)?.listSearch;
  const backHref = paths.assets.getHref(typeof listSearch === 'string' ? listSearch : undefined);
  const query = useAsset(id);
  const asset = query.data;
  useDocumentTitle(asset ? `${asset.model_number || 'Asset'}${asset.brand ? ` · ${asset.brand}` : ''}` : isApiError(query.error) && query.error.isNotFound ? 'Asset not found' : 'Asset');

  const back = (
    <Link className="link text-sm" to={backHref}>
      ← Back to assets
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <LoadingState label="Loading the asset…" />
      </div>
    );
  }
  if (query.isError && !asset) {
    const notFound = isApiError(query.error) && query.error.isNotFound;
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-2xl font-semibold">{notFound ? 'Asset not found' : 'Asset'}</h1>
        {notFound ? (
          <EmptyState title="There is no asset with this ID">It may belong to another partner, or the link is mistyped.</EmptyState>
        ) : (
          <ErrorState title="Could not load the asset" error={query.error} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  if (!asset) return null;

  const e = asset.enrichment;
  const reason = asset.explanation?.status_reason ?? asset.status_reason;
  return (
    <div className="space-y-4">
      {back}
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold break-all">
          <span className="font-mono">{asset.model_number}</span>
          {asset.brand && <span className="font-normal text-slate-700"> · {asset.brand}</span>}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={asset.status} />
          <MatchTypeBadge matchType={asset.match_type} />
          {!isAssetFinal(asset) && (
            <span role="status" className="text-sm text-slate-700">
              Enrichment in progress — this page updates by itself.
            </span>
          )}
        </div>
        {reason && <p className="text-sm text-slate-800">{reason}</p>}
      </header>
      {query.isError && <ErrorState title="Could not refresh the asset" error={query.error} onRetry={() => void query.refetch()} />}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <MatchSummary asset={asset} />
          <ManufacturingCard asset={asset} />
          <WarrantyCard asset={asset} />
          <ReplacementCard asset={asset} />
        </div>
        <div className="space-y-4">
          {asset.explanation?.nomenclature && <NomenclatureCard decode={asset.explanation.nomenclature} />}
          {asset.explanation?.match && <MatchExplanation match={asset.explanation.match} submittedBrand={asset.brand} />}
          {e && <SpecificationsTable specifications={e.specifications} />}
          <SubmittedFields asset={asset} />
          <RequestCard asset={asset} />
        </div>
      </div>
    </div>
  );
}
