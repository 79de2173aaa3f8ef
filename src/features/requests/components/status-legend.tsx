import { STATUS_BAR_CLASS, STATUS_BAR_ORDER, STATUS_LABEL } from '@/components/asset-status';

/** Colour key of the progress bars. */
export default function StatusLegend() {
  return (
    <ul aria-label="Progress bar legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {STATUS_BAR_ORDER.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-3 rounded-sm ring-1 ring-slate-400 ${STATUS_BAR_CLASS[s]}`} />
          {STATUS_LABEL[s]}
        </li>
      ))}
    </ul>
  );
}
