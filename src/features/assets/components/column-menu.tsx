import { useEffect, useId, useRef, useState } from 'react';
import type { Column } from '@tanstack/react-table';
import type { AssetListItem } from '@/contract/assets';

/** "Columns" disclosure: a checkbox per hideable column. Escape or a click outside closes it. */
export default function ColumnMenu({ columns }: { columns: Column<AssetListItem>[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button ref={buttonRef} type="button" className="btn-secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        Columns
      </button>
      {open && (
      <div id={panelId} className="absolute right-0 z-20 mt-1 w-56 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">Show columns</legend>
          {columns
            .filter((c) => c.getCanHide())
            .map((c) => (
              <label key={c.id} className="flex items-center gap-2 py-0.5 text-sm text-slate-800">
                <input type="checkbox" className="size-4 accent-blue-700" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} />
                {typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id}
              </label>
            ))}
        </fieldset>
      </div>
      )}
    </div>
  );
}
