import { memo } from 'react';
import type { AssetStatusCounts } from '@/contract/requests';
import { STATUS_BAR_CLASS, STATUS_BAR_ORDER, STATUS_LABEL } from '@/components/asset-status';
import { formatInteger } from '@/lib/format';
import { progressSegments, shareText, totalCount } from '../api/request-progress';

/** Stacked bar of a request's asset statuses, with the same numbers as text for everyone. */
function RequestProgressBar({ counts }: { counts: AssetStatusCounts }) {
  const total = totalCount(counts);
  const segments = progressSegments(counts, STATUS_BAR_ORDER);
  const nonZero = segments.filter((s) => s.count > 0);
  const summary =
    total === 0
      ? 'No assets yet'
      : nonZero.map((s) => `${STATUS_LABEL[s.status]} ${formatInteger(s.count)} (${shareText(s.count, total)})`).join(', ');
  return (
    <div className="min-w-40 sm:min-w-56">
      <div role="img" aria-label={`Asset statuses: ${summary}`} className="flex h-3 w-full overflow-hidden rounded-full bg-white ring-1 ring-slate-400">
        {nonZero.map((s) => (
          <div key={s.status} className={STATUS_BAR_CLASS[s.status]} style={{ width: `${s.fraction * 100}%` }} />
        ))}
      </div>
      <p aria-hidden="true" className="mt-1 text-xs text-slate-700">
        {summary}
      </p>
    </div>
  );
}

export default memo(RequestProgressBar);
