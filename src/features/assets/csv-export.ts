import type { AssetListItem } from '@/contract/assets';

// CSV export of assets (RFC 4180 quoting, CRLF line ends), hardened against formula injection:
// a text cell starting with = + - @ tab or carriage return is prefixed with a single quote so a
// spreadsheet shows it as text instead of running it (OWASP "CSV Injection").

const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Only text can carry a formula; numbers and booleans we produce ourselves are written as they are. */
export function escapeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let s = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_TRIGGER.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsvRow(cells: readonly unknown[]): string {
  return cells.map(escapeCsvCell).join(',');
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [toCsvRow(columns.map((c) => c.header))];
  for (const row of rows) lines.push(toCsvRow(columns.map((c) => c.value(row))));
  return `${lines.join('\r\n')}\r\n`;
}

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
