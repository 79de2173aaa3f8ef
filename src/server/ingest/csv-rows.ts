import { MAX_STRING_LENGTH } from '../../contract/common';
import { CSV_COLUMNS, type CheckedCsvRow, type CsvColumn } from '../../contract/csv-upload';

// One checked CSV data row (contract/csv-upload.ts checkCsvRow, the rules the dashboard preview
// applies too) → the values staged for one asset: a failing row is stored as a failed asset, its
// invalid values dropped or cut and a status_reason a person can act on.

/** Values of one asset in CSV_COLUMNS order, then its status and status_reason. */
export interface StagedRow {
  values: (string | null)[];
  status: 'pending' | 'failed';
  statusReason: string | null;
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

/** A checked data row → its staged values; `rowNumber` is the record's position in the file (header = row 1). */
export function stageRow(row: CheckedCsvRow, rowNumber: number): StagedRow {
  if (row.ok) return { values: row.values, status: 'pending', statusReason: null };
  return { values: failedValues(row.input, row.errors), status: 'failed', statusReason: failureReason(rowNumber, row.input, row.errors) };
}
