import { isDecodedEnrichment, type AssetDetail } from '@/contract/assets';
import { CATALOG_SERIES_FAMILY } from '@/domain/enrichment/nomenclature/types';
import DetailList from '@/components/detail-list';
import MatchTypeBadge from '@/components/match-type-badge';
import SectionCard from '@/components/section-card';
import { MATCH_TYPE_DESCRIPTION } from '@/components/asset-status';
import { formatPercent } from '@/lib/format';
import { useSession } from '@/lib/session';

/** Server images are absolute URLs; a path is taken relative to the signed-in server. */
function resolveImage(src: string, baseUrl: string): string | null {
  if (!src) return null;
  if (/^https?:\/\//i.test(src)) return src;
  if (src.startsWith('/')) return `${baseUrl}${src}`;
  return null;
}

/** Matched model, brand, type, the match type in words with its confidence, and the image. */
export default function MatchSummary({ asset }: { asset: AssetDetail }) {
  const session = useSession();
  const e = asset.enrichment;
  const image = e ? resolveImage(e.image, session?.baseUrl ?? '') : null;
  const decoded = isDecodedEnrichment(e);
  // Not a maker's key: the type every catalog model of the brand that begins the same way shares (catalog-series.ts).
  const bySeries = decoded && asset.explanation?.nomenclature?.family === CATALOG_SERIES_FAMILY;
  return (
    <SectionCard title={decoded ? 'Identified from the model number' : 'Matched model'}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <MatchTypeBadge matchType={asset.match_type} />
            {e && <span className="text-sm text-slate-700">Confidence {formatPercent(e.confidence_score)}</span>}
          </div>
          {asset.match_type && <p className="text-sm text-slate-800">{MATCH_TYPE_DESCRIPTION[asset.match_type]}</p>}
          {decoded && (
            <p className="rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
              {bySeries
                ? 'This unit is not in the catalog and no manufacturer’s model-number key covers it. Its type is the one every catalog model of this brand whose number begins the same way has: only the type is claimed, not the size or the model.'
                : 'This unit is not in the catalog. It was identified from its model number, read with the manufacturer’s model-number nomenclature: the type, size and other fields below are what the model number states, not a catalog match.'}
            </p>
          )}
          {e ? (
            <DetailList
              items={[
                { term: 'Model', value: <span className="font-mono">{e.model}</span> },
                { term: 'Brand', value: e.brand },
                { term: 'Type', value: e.type },
                { term: 'Description', value: e.model_notes },
                { term: 'Source', value: bySeries ? 'Catalog series (how the model number begins)' : decoded ? 'Model-number decode (nomenclature)' : 'Catalog match' },
              ]}
            />
          ) : (
            <p className="text-sm text-slate-700">
              {asset.status === 'pending' || asset.status === 'processing'
                ? 'This asset is still being enriched; the page updates by itself.'
                : 'No catalog model was matched to this asset.'}
            </p>
          )}
        </div>
        {image && e && (
          <figure className="w-full shrink-0 sm:w-48">
            <img src={image} alt={`Illustration of the equipment type (${e.type}), not a photo of this unit`} className="w-full rounded-md border border-slate-200 bg-slate-50 object-contain" loading="lazy" width={192} height={192} />
            <figcaption className="mt-1 text-xs text-slate-600">Illustration of the equipment type</figcaption>
          </figure>
        )}
      </div>
    </SectionCard>
  );
}
