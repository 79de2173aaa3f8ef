import type { Tone } from '../summaries';

const TONE_CLASS: Record<Tone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/30',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30',
  gray: 'bg-slate-100 text-slate-800 ring-slate-600/30',
};

/** A coloured verdict with its threshold written beside it (the colour never carries meaning alone). */
export default function VerdictBadge({ tone, text, basis }: { tone: Tone; text: string; basis: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASS[tone]}`}>
        {text}
      </span>
      <span className="text-xs text-slate-700">{basis}</span>
    </span>
  );
}
