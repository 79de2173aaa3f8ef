import type { SummaryItem } from '../summaries';
import VerdictBadge from './verdict-badge';

/** The headline values of a result, each with its verdict badge and threshold where it has one. */
export default function ResultSummary({ items }: { items: SummaryItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((entry) => (
        <div key={entry.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{entry.label}</dt>
          <dd className="mt-0.5">
            <span className="text-lg font-semibold text-slate-900 tabular-nums">{entry.value}</span>
            {entry.badge && (
              <span className="mt-1 block">
                <VerdictBadge {...entry.badge} />
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
