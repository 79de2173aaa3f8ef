import { Link } from 'react-router';
import type { ModelSearchResult } from '@/contract/oems';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { resolveImageUrl } from '../models-search';
import ConfidenceBar from './confidence-bar';

/**
 * One model found: picture, model and brand (marked when shown as a sister brand of the brand asked
 * for), the other brands selling the same model, type, notes, confidence, and its matched assets.
 */
export default function ModelResult({ result, baseUrl, requestedBrand }: { result: ModelSearchResult; baseUrl: string; requestedBrand?: string }) {
  const image = resolveImageUrl(result.image, baseUrl);
  return (
    <li className="card flex gap-4">
      {image ? (
        // The picture illustrates the equipment type, which is also given in words: decorative.
        <img src={image} alt="" width={72} height={72} loading="lazy" className="size-18 shrink-0 rounded bg-slate-50 object-contain" />
      ) : (
        <span aria-hidden="true" className="size-18 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h3 className="font-mono text-base font-semibold break-all text-slate-900">{result.model}</h3>
          <span className="text-sm text-slate-800">{result.brand_name}</span>
          {result.sister_brand && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
              Sister brand{requestedBrand ? ` of ${requestedBrand}` : ''}
            </span>
          )}
          {result.series && <span className="text-sm text-slate-600">Series {result.series.name}</span>}
        </div>
        {result.also_sold_as.length > 0 && <p className="text-xs text-slate-600">Also sold as {result.also_sold_as.join(', ')}</p>}
        <p className="text-sm text-slate-700">
          <span className="font-medium">{result.system_type}</span>
          {result.model_notes && <> · {result.model_notes}</>}
        </p>
        {result.root_model && result.root_model !== result.model && (
          <p className="text-xs text-slate-600">
            Root model <span className="font-mono">{result.root_model}</span>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <ConfidenceBar score={result.confidence_score} />
          {(result.manuals_count > 0 || result.functional_parts_count > 0) && (
            <span className="text-xs text-slate-600">
              {formatInteger(result.manuals_count)} manuals · {formatInteger(result.functional_parts_count)} parts
            </span>
          )}
          <Link className="link text-sm" to={paths.assetsOfModel.getHref(result.id)}>
            View matched assets<span className="sr-only"> for {result.model}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
