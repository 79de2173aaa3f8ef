import type { AssetListItem } from '@/contract/assets';
import type { CsvColumn } from '@/lib/csv';

// The assets table's CSV export: formula-safe cells and quoting live in lib/csv.ts (shared with the call list).
export { escapeCsvCell, toCsv, toCsvRow, type CsvColumn } from '@/lib/csv';

/** Columns of the export: the asset as submitted, its request, and the enrichment summary. */
export const ASSET_CSV_COLUMNS: readonly CsvColumn<AssetListItem>[] = [
  { header: 'id', value: (a) => a.id },
  { header: 'status', value: (a) => a.status },
  { header: 'status_reason', value: (a) => a.status_reason },
  { header: 'match_type', value: (a) => a.match_type },
  { header: 'model_number', value: (a) => a.model_number },
  { header: 'brand', value: (a) => a.brand },
  { header: 'serial_number', value: (a) => a.serial_number },
  { header: 'customer_name', value: (a) => a.customer_name },
  { header: 'customer_address', value: (a) => a.customer_address },
  { header: 'unique_id', value: (a) => a.unique_id },
  { header: 'type_of_service', value: (a) => a.type_of_service },
  { header: 'date_added', value: (a) => a.date_added },
  { header: 'notes', value: (a) => a.notes },
  { header: 'distributor', value: (a) => a.distributor },
  { header: 'matched_model', value: (a) => a.enrichment?.model },
  { header: 'matched_brand', value: (a) => a.enrichment?.brand },
  { header: 'equipment_type', value: (a) => a.enrichment?.type },
  { header: 'model_notes', value: (a) => a.enrichment?.model_notes },
  { header: 'confidence_score', value: (a) => a.enrichment?.confidence_score },
  { header: 'manufacturing_date', value: (a) => a.warranty?.manufacturing_date },
  { header: 'request_id', value: (a) => a.request.id },
  { header: 'added_from', value: (a) => a.request.added_from },
  { header: 'added_by', value: (a) => a.request.added_by },
  { header: 'created_at', value: (a) => a.created_at },
  { header: 'updated_at', value: (a) => a.updated_at },
  { header: 'extra_data', value: (a) => (a.extra_data === null || a.extra_data === undefined ? null : JSON.stringify(a.extra_data)) },
];
