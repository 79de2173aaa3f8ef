import { useId } from 'react';
import { formatInteger } from '@/lib/format';
import { pageRangeText } from './pagination-range';

export const PER_PAGE_OPTIONS = [15, 25, 50, 100] as const;

interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
  from: number | null;
  to: number | null;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
  /** What is being counted, e.g. "assets" (used in labels). */
  noun: string;
  /** The same for a single one, e.g. "asset" ("1 of 1 asset"). */
  nounOne: string;
}

/** "1–15 of 1,234 assets", per-page selector and first/previous/next/last buttons. */
export default function Pagination({ page, lastPage, total, from, to, perPage, onPageChange, onPerPageChange, noun, nounOne }: PaginationProps) {
  const perPageId = useId();
  const options: number[] = PER_PAGE_OPTIONS.includes(perPage as (typeof PER_PAGE_OPTIONS)[number])
    ? [...PER_PAGE_OPTIONS]
    : [...PER_PAGE_OPTIONS, perPage].sort((a, b) => a - b);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <p aria-live="polite" className="text-slate-700">
        {pageRangeText(from, to, total, { one: nounOne, other: noun })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {onPerPageChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={perPageId} className="text-slate-700">
              Rows per page
            </label>
            <select
              id={perPageId}
              className="rounded-md border border-slate-400 bg-white px-2 py-1"
              value={perPage}
              onChange={(e) => onPerPageChange(Number(e.target.value))}
            >
              {options.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        <span className="text-slate-700">
          Page {formatInteger(page)} of {formatInteger(Math.max(lastPage, 1))}
        </span>
        <div className="flex gap-1">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPageChange(1)} aria-label="First page">
            «
          </button>
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </button>
          <button type="button" className="btn-secondary" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            Next
          </button>
          <button type="button" className="btn-secondary" disabled={page >= lastPage} onClick={() => onPageChange(lastPage)} aria-label="Last page">
            »
          </button>
        </div>
      </div>
    </nav>
  );
}
