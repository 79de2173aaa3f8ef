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
  return { columnAt, recognised, ignored, hasRequired: seen.has(REQUIRED_CSV_COLUMN) };
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

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const serviceSet = new Set<string>(TYPES_OF_SERVICE);

/**
 * validateCsvRow's verdict without zod, for speed (the schema costs microseconds a row, seconds on
 * a 1M-row file): the same checks written out. True means the row is valid; a false row goes through
 * validateCsvRow for its messages. csv-upload.test.ts checks on random rows that both agree.
 */
export function csvRowPassesQuickCheck(cells: readonly string[], header: CsvHeaderAnalysis): boolean {
  let hasModel = false;
  const n = header.columnAt.length;
  for (let i = 0; i < n; i++) {
    const column = header.columnAt[i];
    const raw = cells[i];
    if (column == null || raw === undefined) continue;
    const value = raw.trim();
    if (value === '') continue;
    if (value.length > MAX_STRING_LENGTH) return false;
    if (column === 'model_number') hasModel = true;
    else if (column === 'date_added') {
      if (!DATE_RE.test(value) || !isRealCalendarDate(value)) return false;
    } else if (column === 'type_of_service' && !serviceSet.has(value.toLowerCase())) return false;
  }
  return hasModel;
}

/** The 422 message when the header has no model_number column (server and preview say the same). */
export const MISSING_MODEL_NUMBER_MESSAGE =
  'The file must have a model_number column in its header row (columns: ' + CSV_COLUMNS.join(', ') + ').';
