import { useId, type ReactNode } from 'react';
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

/**
 * A page button that stays focusable when it cannot be used (aria-disabled, not disabled): a disabled
 * button drops the keyboard focus to the page's start, so pressing » would lose it on the last page.
 */
function PageButton({ enabled, onPress, label, children }: { enabled: boolean; onPress: () => void; label?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className="btn-secondary aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
      aria-disabled={enabled ? undefined : true}
      aria-label={label}
      onClick={() => {
        if (enabled) onPress();
      }}
    >
      {children}
    </button>
  );
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
          <PageButton enabled={page > 1} onPress={() => onPageChange(1)} label="First page">
            «
          </PageButton>
          <PageButton enabled={page > 1} onPress={() => onPageChange(page - 1)}>
            Previous
          </PageButton>
          <PageButton enabled={page < lastPage} onPress={() => onPageChange(page + 1)}>
            Next
          </PageButton>
          <PageButton enabled={page < lastPage} onPress={() => onPageChange(lastPage)} label="Last page">
            »
          </PageButton>
        </div>
      </div>
    </nav>
  );
}
