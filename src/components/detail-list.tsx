import type { ReactNode } from 'react';

export interface DetailItem {
  term: string;
  value: ReactNode;
}

const EMPTY = <span className="text-slate-500">—</span>;

/** Term/value pairs as a description list; null, undefined and '' show as a dash. */
export default function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr] ${className ?? ''}`}>
      {items.map((item) => (
        <div key={item.term} className="contents">
          <dt className="font-medium text-slate-700">{item.term}</dt>
          <dd className="break-words text-slate-900">{item.value === null || item.value === undefined || item.value === '' ? EMPTY : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
