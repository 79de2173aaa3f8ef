import { useId } from 'react';
import { formatPercent } from '@/lib/format';
import { formatBytes } from '../format-bytes';

interface ByteProgressProps {
  label: string;
  loadedBytes: number;
  totalBytes: number;
  /** Extra text after the byte counts, e.g. rows read so far. */
  detail?: string;
}

/** A labelled progress bar with the byte counts written out (the bar alone says nothing to a screen reader). */
export default function ByteProgress({ label, loadedBytes, totalBytes, detail }: ByteProgressProps) {
  const labelId = useId();
  const fraction = totalBytes > 0 ? Math.min(1, loadedBytes / totalBytes) : 0;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
        <span id={labelId}>{label}</span>
        <span aria-live="polite">
          {formatPercent(fraction)} · {formatBytes(loadedBytes)} of {formatBytes(totalBytes)}
          {detail ? ` · ${detail}` : ''}
        </span>
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-700"
        aria-labelledby={labelId}
        max={totalBytes || 1}
        value={loadedBytes}
      />
    </div>
  );
}
