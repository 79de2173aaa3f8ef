import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flexRender } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import type { AssetListItem } from '@/contract/assets';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { AssetsTableInstance } from '../use-assets-table';
import type { AssetLinkState } from './asset-columns';

interface AssetsTableProps {
  table: AssetsTableInstance;
  /** Current list URL search, so the detail page can link back to exactly this view. */
  listSearch: string;
  busy: boolean;
}

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

/** Server-paginated, server-sorted asset table with row keyboard navigation (arrows, Home/End, Enter). */
export default function AssetsTable({ table, listSearch, busy }: AssetsTableProps) {
  const navigate = useNavigate();
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [activeRow, setActiveRow] = useState(0);

  const rows = table.getRowModel().rows;
  const active = Math.min(activeRow, Math.max(rows.length - 1, 0));

  const open = (asset: AssetListItem) =>
    void navigate(paths.asset.getHref(asset.id), { state: { listSearch: listSearch } satisfies AssetLinkState });

  const focusRow = (i: number) => {
    const clamped = Math.max(0, Math.min(rows.length - 1, i));
    setActiveRow(clamped);
    rowRefs.current[clamped]?.focus();
  };

  const onRowKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, i: number, asset: AssetListItem) => {
    if (e.target !== e.currentTarget) return; // keys inside the link keep their own meaning
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: rows.length - 1, PageDown: i + 10, PageUp: i - 10 };
    const to = moves[e.key];
    if (to !== undefined) {
      e.preventDefault();
      focusRow(to);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(asset);
    }
  };

  const onRowClick = (e: MouseEvent<HTMLTableRowElement>, i: number, asset: AssetListItem) => {
    setActiveRow(i);
    if ((e.target as HTMLElement).closest('a,button,input,select,label')) return;
    if (window.getSelection()?.toString()) return; // selecting text is not a click on the row
    open(asset);
  };

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" aria-busy={busy} aria-describedby="assets-table-help">
        <caption className="sr-only">Assets</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((h) => {
                const sorted = h.column.getIsSorted();
                const label = flexRender(h.column.columnDef.header, h.getContext());
                return (
                  <th key={h.id} scope="col" className="px-3 py-2 whitespace-nowrap" aria-sort={h.column.getCanSort() ? (sorted ? SORT_LABEL[sorted] : 'none') : undefined}>
                    {h.column.getCanSort() ? (
                      <button type="button" className="inline-flex items-center gap-1 uppercase hover:text-slate-950" onClick={h.column.getToggleSortingHandler()}>
                        {label}
                        <span aria-hidden="true" className={sorted ? 'text-slate-900' : 'text-slate-400'}>
                          {sorted === 'desc' ? '▼' : sorted === 'asc' ? '▲' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={cn('divide-y divide-slate-100', busy && 'opacity-70')}>
          {rows.map((row, i) => (
            <tr
              key={row.id}
              ref={(el) => {
                rowRefs.current[i] = el;
              }}
              tabIndex={i === active ? 0 : -1}
              onKeyDown={(e) => onRowKeyDown(e, i, row.original)}
              onClick={(e) => onRowClick(e, i, row.original)}
              onFocus={() => setActiveRow(i)}
              className="cursor-pointer align-top hover:bg-slate-50 focus:bg-blue-50 focus-visible:outline-2 focus-visible:-outline-offset-2"
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="assets-table-help" className="sr-only">
        Use the arrow keys to move between rows and Enter to open an asset.
      </p>
    </div>
  );
}

