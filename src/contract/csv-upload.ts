// The CSV upload's rules (spec 4.1), shared by the dashboard's preview (a Web Worker) and the
// server's ingest so that both read a file the same way: which header cells are which column,
// which rows are skipped, and which rows become a failed asset and why. Pure: no I/O.
import { TYPES_OF_SERVICE } from '../domain/enrichment/types';
import { createAssetBodySchema, type CreateAssetBody } from './assets';
import { MAX_STRING_LENGTH, isRealCalendarDate } from './common';

/** Spec 4.1 / 8: "at most 100 MB" per file, read as binary megabytes (100 × 1024 × 1024 bytes). */
export const MAX_CSV_BYTES = 100 * 1024 * 1024;

/** Spec 4.1: the columns of the header row, in the spec's order. */
export const CSV_COLUMNS = [
  'model_number',
  'brand',
  'serial_number',
  'customer_name',
  'customer_address',
  'unique_id',
  'date_added',
  'type_of_service',
  'notes',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** Spec 4.1: the only column a file must have. */
export const REQUIRED_CSV_COLUMN: CsvColumn = 'model_number';

const csvColumnSet = new Set<string>(CSV_COLUMNS);

/**
 * Header cell → column name: byte-order mark removed, surrounding white space trimmed, lower-cased,
 * inner runs of white space turned into `_` ("\uFEFF Model Number " → "model_number").
 */
export function normalizeCsvHeader(cell: string): string {
  return cell.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, '_');
}

export interface CsvHeaderAnalysis {
  /** Column index → recognised column (null: ignored). */
  columnAt: (CsvColumn | null)[];
  /** Column index → index in CSV_COLUMNS (-1: ignored): columnAt for the per-row fast path. */
  positions: Int8Array;
  /** Recognised columns, in file order. */
  recognised: CsvColumn[];
  /** Header cells that are not a spec column (as written), or repeat one already seen. */
  ignored: string[];
  /** False when no header cell is model_number: the file is rejected as a whole. */
  hasRequired: boolean;
}

/** Reads the header row. A column named twice is read from its first occurrence; the repeat is ignored. */
export function analyzeCsvHeader(cells: readonly string[]): CsvHeaderAnalysis {
  const seen = new Set<string>();
  const columnAt: (CsvColumn | null)[] = [];
  const recognised: CsvColumn[] = [];
  const ignored: string[] = [];
  for (const cell of cells) {
    const name = normalizeCsvHeader(cell);
    if (csvColumnSet.has(name) && !seen.has(name)) {
      seen.add(name);
      columnAt.push(name as CsvColumn);
      recognised.push(name as CsvColumn);
    } else {
      columnAt.push(null);
      if (cell.trim() !== '') ignored.push(cell.replace(/^\uFEFF/, '').trim());
    }
  }
  const positions = Int8Array.from(columnAt, (c) => (c === null ? -1 : CSV_COLUMNS.indexOf(c)));
  return { columnAt, positions, recognised, ignored, hasRequired: seen.has(REQUIRED_CSV_COLUMN) };
}

/** A row whose every cell is empty or white space is skipped: it is not an asset. */
export function isBlankCsvRow(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

/**
 * Cells of one data row → the 4.2 body it stands for. Cells are trimmed; an empty cell is absent
 * (null); type_of_service is compared case-insensitively ("Install" → install); cells beyond the
 * header and ignored columns are dropped.
 */
export function csvRowToAssetInput(cells: readonly string[], header: CsvHeaderAnalysis): Record<CsvColumn, string | null> {
  const out = Object.fromEntries(CSV_COLUMNS.map((c) => [c, null])) as Record<CsvColumn, string | null>;
  header.columnAt.forEach((column, i) => {
    if (column === null) return;
    const value = (cells[i] ?? '').trim();
    if (value === '') return;
    out[column] = column === 'type_of_service' ? value.toLowerCase() : value;
  });
  return out;
}

export type CsvRowResult =
  | { ok: true; input: Record<CsvColumn, string | null>; body: CreateAssetBody }
  | { ok: false; input: Record<CsvColumn, string | null>; errors: Partial<Record<CsvColumn, string[]>> };

/**
 * One data row checked with the very schema of a single-asset POST (4.2), so a row fails for the
 * same reasons a JSON body would: empty model number, a field over 255 characters, a date that is
 * not a real YYYY-MM-DD day, a type_of_service other than install / maintenance_service. The server
 * still stores such a row, as an asset with status failed (spec 7: "asset status failed (invalid input)").
 */
export function validateCsvRow(cells: readonly string[], header: CsvHeaderAnalysis): CsvRowResult {
  const input = csvRowToAssetInput(cells, header);
  const parsed = createAssetBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, input, body: parsed.data };
  const errors: Partial<Record<CsvColumn, string[]>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? REQUIRED_CSV_COLUMN) as CsvColumn;
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, input, errors };
}

const serviceSet = new Set<string>(TYPES_OF_SERVICE);
const DATE_INDEX = CSV_COLUMNS.indexOf('date_added');
const SERVICE_INDEX = CSV_COLUMNS.indexOf('type_of_service');

/**
 * validateCsvRow's verdict without zod, for speed (the schema costs ~3.8 µs a row, seconds on a
 * 1M-row file): the same checks written out, reading the row into `out` (CSV_COLUMNS order, as
 * csvRowToAssetInput: trimmed, empty → null, type_of_service lower-cased). True means the row is
 * valid; a false row goes through validateCsvRow for its messages. csv-upload.test.ts checks on
 * random rows that both agree.
 */
export function readCsvRowFast(cells: readonly string[], header: CsvHeaderAnalysis, out: (string | null)[]): boolean {
  out.fill(null);
  const positions = header.positions;
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
  if (date != null && !isRealCalendarDate(date)) return false;
  const service = out[SERVICE_INDEX];
  if (service != null && !serviceSet.has(service)) return false;
  return true;
}

/** A data row read by the upload's rules: its values (CSV_COLUMNS order), or why it fails. */
export type CheckedCsvRow =
  | { ok: true; values: (string | null)[] }
  | { ok: false; input: Record<CsvColumn, string | null>; errors: Partial<Record<CsvColumn, string[]>> };

/**
 * The one row check of an upload, for the server's import and the dashboard's preview alike: the
 * fast path, and validateCsvRow (the single-asset body's schema) for the messages of a failing row.
 */
export function checkCsvRow(cells: readonly string[], header: CsvHeaderAnalysis): CheckedCsvRow {
  const values: (string | null)[] = new Array(CSV_COLUMNS.length);
  if (readCsvRowFast(cells, header, values)) return { ok: true, values };
  const result = validateCsvRow(cells, header);
  // Valid here only if the two paths ever disagreed (csv-upload.test.ts): the schema decides.
  if (result.ok) return { ok: true, values: CSV_COLUMNS.map((c) => result.body[c] ?? null) };
  return { ok: false, input: result.input, errors: result.errors };
}

/** The 422 message when the header has no model_number column (server and preview say the same). */
export const MISSING_MODEL_NUMBER_MESSAGE =
  'The file must have a model_number column in its header row (columns: ' + CSV_COLUMNS.join(', ') + ').';
