import { formatPercent } from '@/lib/format';

/** Match confidence (0..1) as a bar for the eye and a percentage in words for everyone. */
export default function ConfidenceBar({ score }: { score: number }) {
  const pct = Math.max(0, Math.min(1, score));
  const tone = pct >= 0.9 ? 'bg-emerald-600' : pct >= 0.7 ? 'bg-sky-600' : 'bg-amber-500';
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="h-2 w-24 rounded bg-slate-200">
        <span className={`block h-full rounded ${tone}`} style={{ width: `${(pct * 100).toFixed(1)}%` }} />
      </span>
      <span className="text-sm text-slate-800 tabular-nums">{formatPercent(pct)} confidence</span>
    </div>
  );
}
