import { Link } from 'react-router';
import { WARRANTY_TIER_LABEL, WARRANTY_BASIS_LABEL } from '@/components/labels';
import type { WarrantyBasis, WarrantyTier } from '@/domain/enrichment/types';
import { cn } from '@/lib/cn';
import { formatInteger, formatPercent } from '@/lib/format';
import { tierDrilldownHref, type TierBar } from '../tier-counts';
import type { WarrantyNarrowing } from '../warranty-search';

/** Bar colours: green while covered, amber → lime as expiry nears, red just expired, slate long expired. */
const BAR_CLASS: Record<WarrantyTier, string> = {
  in_warranty: 'bg-emerald-600',
  expiring_within_3_months: 'bg-orange-500',
  expiring_within_6_months: 'bg-amber-500',
  expiring_within_1_year: 'bg-yellow-500',
  expiring_within_2_years: 'bg-lime-600',
  expired_past_12_months: 'bg-red-600',
  expired_over_1_year: 'bg-slate-500',
};

interface TierBarChartProps {
  basis: WarrantyBasis;
  narrowing: WarrantyNarrowing;
  bars: TierBar[];
  total: number | null;
}

/**
 * A horizontal bar chart built from links: each bar is a link with its tier name and count as
 * text (the bar's length repeats the count for the eye), opening the asset table at that tier.
 */
export default function TierBarChart({ basis, narrowing, bars, total }: TierBarChartProps) {
  return (
    <figure className="card" aria-labelledby="tier-chart-caption">
      <figcaption id="tier-chart-caption" className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold text-slate-900">Assets per expiration tier — {WARRANTY_BASIS_LABEL[basis].toLowerCase()} warranty</span>
        <span className="text-sm text-slate-700">
          {total === null ? 'Counting…' : `${formatInteger(total)} ${total === 1 ? 'asset' : 'assets'} with a warranty tier`}
        </span>
      </figcaption>
      <ul className="mt-4 space-y-1">
        {bars.map((bar) => (
          <li key={bar.tier}>
            <Link
              to={tierDrilldownHref(basis, bar.tier, narrowing)}
              // On a phone the bar takes a line of its own under the tier and its count (beside them it was squeezed to a sliver).
              className="group grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5 hover:bg-slate-50 sm:grid-cols-[minmax(10rem,16rem)_1fr_auto] sm:gap-y-3"
            >
              <span className="text-sm font-medium text-blue-800 underline decoration-blue-300 underline-offset-2 group-hover:decoration-blue-800">
                {WARRANTY_TIER_LABEL[bar.tier]}
              </span>
              <span aria-hidden="true" data-testid={`tier-bar-${bar.tier}`} className="col-span-2 row-start-2 h-5 rounded bg-slate-100 sm:col-span-1 sm:row-start-auto">
                <span
                  className={cn('block h-full rounded', BAR_CLASS[bar.tier])}
                  style={{ width: `${(bar.fraction * 100).toFixed(2)}%`, minWidth: bar.count ? '0.25rem' : 0 }}
                />
              </span>
              <span className="col-start-2 row-start-1 min-w-[6rem] text-right text-sm tabular-nums text-slate-900 sm:col-start-auto sm:row-start-auto">
                {bar.count === null ? (
                  <span className="text-slate-600">…</span>
                ) : (
                  <>
                    <span className="font-semibold" data-testid={`tier-count-${bar.tier}`}>
                      {formatInteger(bar.count)}
                    </span>
                    <span className="sr-only"> {bar.count === 1 ? 'asset' : 'assets'}</span>
                    {bar.share !== null && <span className="ml-1 text-xs text-slate-600">({formatPercent(bar.share)})</span>}
                  </>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </figure>
  );
}
