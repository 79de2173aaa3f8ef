import { MAX_STRING_LENGTH, isRealCalendarDate } from '../../contract/common';
import { CSV_COLUMNS, type CsvColumn, type CsvHeaderAnalysis, validateCsvRow } from '../../contract/csv-upload';
import { TYPES_OF_SERVICE } from '../../domain/enrichment/types';

// One CSV data row → the values staged for one asset. The rules are the contract's (csv-upload.ts,
// the same the dashboard preview applies); this module adds a fast path, because running the zod
// schema on every row costs ~3.8 µs (3.8 s of a 1M-row upload): rows that pass the plain checks
// below are valid by construction, and only a failing row goes through validateCsvRow for its
// messages. csv-rows.test.ts checks on random rows that both paths agree.

/** Values of one asset in CSV_COLUMNS order, then its status and status_reason. */
export interface StagedRow {
  values: (string | null)[];
  status: 'pending' | 'failed';
  statusReason: string | null;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const serviceSet = new Set<string>(TYPES_OF_SERVICE);
const DATE_INDEX = CSV_COLUMNS.indexOf('date_added');
const SERVICE_INDEX = CSV_COLUMNS.indexOf('type_of_service');

/** Header column index → position in CSV_COLUMNS (-1: ignored), computed once per file. */
export function columnPositions(header: CsvHeaderAnalysis): Int8Array {
  return Int8Array.from(header.columnAt, (c) => (c === null ? -1 : CSV_COLUMNS.indexOf(c)));
}

/**
 * The fast check: trimmed cells, empty → null, type_of_service lower-cased (as csvRowToAssetInput),
 * and true when every rule of createAssetBodySchema holds.
 */
export function readRowFast(cells: readonly string[], positions: Int8Array, out: (string | null)[]): boolean {
  out.fill(null);
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i] ?? -1;
    if (pos < 0) continue;
    const raw = cells[i];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value !== '') out[pos] = pos === SERVICE_INDEX ? value.toLowerCase() : value;
  }
  for (const v of out) if (v !== null && v.length > MAX_STRING_LENGTH) return false;
  if (out[0] === null) return false; // model_number is CSV_COLUMNS[0] and required
  const date = out[DATE_INDEX];
  if (date != null && !(DATE_RE.test(date) && isRealCalendarDate(date))) return false;
  const service = out[SERVICE_INDEX];
  if (service != null && !serviceSet.has(service)) return false;
  return true;
}

/** A failed row's stored values: invalid dates and services become null, long text is cut to 255. */
function failedValues(input: Record<CsvColumn, string | null>, errors: Partial<Record<CsvColumn, string[]>>): (string | null)[] {
  return CSV_COLUMNS.map((c) => {
    const v = input[c];
    if (v === null) return c === 'model_number' ? '' : null;
    if (errors[c] && (c === 'date_added' || c === 'type_of_service')) return null;
    return v.length > MAX_STRING_LENGTH ? v.slice(0, MAX_STRING_LENGTH) : v;
  });
}

const QUOTED_VALUE_CHARS = 40;

/** "Row 7 of the file: The date added field …. (got "2023-02-30")" — one line a person can act on. */
function failureReason(
  rowNumber: number,
  input: Record<CsvColumn, string | null>,
  errors: Partial<Record<CsvColumn, string[]>>,
): string {
  const parts: string[] = [];
  for (const c of CSV_COLUMNS) {
    const messages = errors[c];
    if (!messages) continue;
    const v = input[c];
    const shown = v === null ? '' : v.length > MAX_STRING_LENGTH ? ` (${v.length} characters)` : ` (got "${v.slice(0, QUOTED_VALUE_CHARS)}")`;
    parts.push(`${messages.join(' ')}${c === 'model_number' && v === null ? '' : shown}`);
  }
  return `Row ${rowNumber} of the file: ${parts.join(' ')}`;
}

/**
 * Reads one non-blank data row. `rowNumber` is the record's position in the file (the header is
 * row 1), so a person can find it in a spreadsheet.
 */
export function stageRow(cells: readonly string[], header: CsvHeaderAnalysis, positions: Int8Array, rowNumber: number): StagedRow {
  const values: (string | null)[] = new Array(CSV_COLUMNS.length);
  if (readRowFast(cells, positions, values)) return { values, status: 'pending', statusReason: null };
  const result = validateCsvRow(cells, header);
  if (result.ok) {
    // Unreachable while both paths agree (csv-rows.test.ts); the schema decides if they ever differ.
    return { values: CSV_COLUMNS.map((c) => result.body[c] ?? null), status: 'pending', statusReason: null };
  }
  return {
    values: failedValues(result.input, result.errors),
    status: 'failed',
    statusReason: failureReason(rowNumber, result.input, result.errors),
  };
}
