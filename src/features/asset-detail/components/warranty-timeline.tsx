import type { WarrantyBasis } from '@/domain/enrichment/types';
import { formatCalendarDate } from '@/lib/format';
import { buildTimeline, type TimelinePoint } from '../warranty-timeline-model';

interface Coverage {
  basis: WarrantyBasis;
  label: string;
  /** YYYY-MM-DD */
  expires: string;
  active: boolean;
}

interface WarrantyTimelineProps {
  /** YYYY-MM-DD warranty start, when known. */
  start: string | null;
  /** YYYY-MM-DD */
  today: string;
  coverages: Coverage[];
}

/**
 * Start, today and both expirations on one axis; each basis drawn as its coverage bar. The same
 * facts are in the list beside it, so the picture is decoration for screen readers (role="img" + label).
 */
export default function WarrantyTimeline({ start, today, coverages }: WarrantyTimelineProps) {
  const points: TimelinePoint[] = [
    ...(start ? [{ key: 'start', label: 'Warranty start', date: start }] : []),
    { key: 'today', label: 'Today', date: today },
    ...coverages.map((c) => ({ key: c.basis, label: `${c.label} expires`, date: c.expires })),
  ];
  const model = buildTimeline(points);
  if (!model) return null;
  const summary = model.points.map((p) => `${p.label} ${formatCalendarDate(p.date)}`).join(', ');
  const todayPct = model.percentOf(today);
  const startPct = start ? model.percentOf(start) : 0;
  const latest = coverages.map((c) => c.expires).sort().at(-1);

  return (
    <div role="img" aria-label={`Warranty timeline: ${summary}`} className="relative pt-6 pb-8">
      {/* Today marker spanning the bars */}
      <div className="absolute top-0 bottom-6 w-px bg-blue-700" style={{ left: `${todayPct}%` }}>
        <span className="absolute -top-0 left-1 text-xs font-medium whitespace-nowrap text-blue-800">Today</span>
      </div>
      <div className="space-y-3">
        {coverages.map((c) => {
          const endPct = model.percentOf(c.expires);
          return (
            <div key={c.basis}>
              <div className="mb-0.5 text-xs text-slate-700">{c.label}</div>
              <div className="relative h-3 rounded-full bg-slate-100 ring-1 ring-slate-200">
                <div
                  className={`absolute top-0 h-3 rounded-full ${c.active ? 'bg-emerald-600' : 'bg-slate-400'}`}
                  style={{ left: `${startPct}%`, width: `${Math.max(endPct - startPct, 0.5)}%` }}
                />
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute right-0 bottom-0 left-0 h-6 text-xs text-slate-600">
        {start && (
          <span className="absolute whitespace-nowrap" style={{ left: `${startPct}%` }}>
            {formatCalendarDate(start)}
          </span>
        )}
        {latest && (
          <span className="absolute whitespace-nowrap" style={{ left: `${model.percentOf(latest)}%`, transform: 'translateX(-100%)' }}>
            {formatCalendarDate(latest)}
          </span>
        )}
      </div>
    </div>
  );
}
