import { createColumnHelper, type RowData } from '@tanstack/react-table';
import { Link } from 'react-router';
import { isDecodedEnrichment, type AssetListItem } from '@/contract/assets';
import MatchTypeBadge from '@/components/match-type-badge';
import StatusBadge from '@/components/status-badge';
import { ADDED_FROM_LABEL } from '@/components/labels';
import { formatCalendarDate, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generic must match TanStack's declaration
  interface TableMeta<TData extends RowData> {
    /** The list's own search string, handed to the detail page for its "Back to assets" link. */
    listSearch: string;
  }
}

/** State a row link hands to the detail page. */
export interface AssetLinkState {
  listSearch?: string;
}

const col = createColumnHelper<AssetListItem>();
const dash = <span className="text-slate-500">—</span>;

// Defined once at module level (stable identity, no per-render column work); cells are plain text
// or a badge so a 100-row page renders quickly.
export const assetColumns = [
  col.accessor('model_number', {
    id: 'model_number',
    header: 'Model number',
    enableSorting: true,
    enableHiding: false,
    cell: (c) => (
      <Link
        className="link font-medium"
        to={paths.asset.getHref(c.row.original.id)}
        state={{ listSearch: c.table.options.meta?.listSearch } satisfies AssetLinkState}
      >
        {c.getValue() || '(no model number)'}
      </Link>
    ),
  }),
  col.accessor('brand', { id: 'brand', header: 'Brand', enableSorting: false, cell: (c) => c.getValue() ?? dash }),
  col.accessor('status', { id: 'status', header: 'Status', enableSorting: false, cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.accessor('match_type', { id: 'match_type', header: 'Match', enableSorting: false, cell: (c) => <MatchTypeBadge matchType={c.getValue()} /> }),
  col.accessor((a) => a.enrichment?.model, {
    id: 'matched_model',
    header: 'Matched model',
    enableSorting: false,
    cell: (c) =>
      c.getValue() === undefined ? (
        dash
      ) : isDecodedEnrichment(c.row.original.enrichment) ? (
        <span>
          {c.getValue()} <span className="text-xs text-slate-600">(decoded from the model number)</span>
        </span>
      ) : (
        c.getValue()
      ),
  }),
  col.accessor((a) => a.enrichment?.type, { id: 'equipment_type', header: 'Equipment type', enableSorting: false, cell: (c) => c.getValue() ?? dash }),
  col.accessor('serial_number', { id: 'serial_number', header: 'Serial number', enableSorting: false, cell: (c) => c.getValue() ?? dash }),
  col.accessor('customer_name', { id: 'customer_name', header: 'Customer', enableSorting: true, cell: (c) => c.getValue() ?? dash }),
  col.accessor('unique_id', { id: 'unique_id', header: 'Unique ID', enableSorting: false, cell: (c) => c.getValue() ?? dash }),
  col.accessor((a) => a.warranty?.manufacturing_date, {
    id: 'manufacturing_date',
    header: 'Manufactured',
    enableSorting: false,
    cell: (c) => {
      const v = c.getValue();
      return v ? formatCalendarDate(v) : dash;
    },
  }),
  col.accessor((a) => a.request.added_from, { id: 'added_from', header: 'Added from', enableSorting: false, cell: (c) => ADDED_FROM_LABEL[c.getValue()] }),
  col.accessor((a) => a.request.added_by, { id: 'added_by', header: 'Added by', enableSorting: false }),
  col.accessor('date_added', {
    id: 'date_added',
    header: 'Date added',
    enableSorting: false,
    cell: (c) => {
      const v = c.getValue();
      return v ? formatCalendarDate(v.slice(0, 10)) : dash;
    },
  }),
  col.accessor('updated_at', { id: 'updated_at', header: 'Updated', enableSorting: true, cell: (c) => formatDateTime(c.getValue()) }),
];

/** Shown unless the user turns them on in the Columns menu. */
export const DEFAULT_HIDDEN_COLUMNS = ['unique_id', 'added_by', 'date_added'] as const;
