import { getCoreRowModel, useReactTable, type OnChangeFn, type SortingState, type VisibilityState } from '@tanstack/react-table';
import type { AssetListItem } from '@/contract/assets';
import { assetColumns } from './components/asset-columns';

interface UseAssetsTableOptions {
  rows: AssetListItem[] | undefined;
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  columnVisibility: VisibilityState;
  onColumnVisibilityChange: OnChangeFn<VisibilityState>;
  listSearch: string;
}

const EMPTY: AssetListItem[] = [];

/** The TanStack table of the assets page: the server paginates and sorts (manual*), we only render. */
export function useAssetsTable(o: UseAssetsTableOptions) {
  return useReactTable({
    data: o.rows ?? EMPTY,
    columns: assetColumns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    rowCount: o.rowCount,
    getRowId: (row) => row.id,
    state: {
      pagination: { pageIndex: o.pageIndex, pageSize: o.pageSize },
      sorting: o.sorting,
      columnVisibility: o.columnVisibility,
    },
    onSortingChange: o.onSortingChange,
    onColumnVisibilityChange: o.onColumnVisibilityChange,
    meta: { listSearch: o.listSearch },
  });
}

export type AssetsTableInstance = ReturnType<typeof useAssetsTable>;
