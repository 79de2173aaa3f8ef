// Folds the parsed records of a CSV file into the preview the upload page shows, one record at a
// time, so a 100 MB file never has to be held in memory: counts are exact, examples are capped.
import {
  analyzeCsvHeader,
  csvRowPassesQuickCheck,
  csvRowToAssetInput,
  isBlankCsvRow,
  validateCsvRow,
  type CsvColumn,
  type CsvHeaderAnalysis,
} from '@/contract/csv-upload';

/** Rows shown as a sample of what the file holds. */
export const PREVIEW_ROW_LIMIT = 5;
/** Failing rows kept as examples (the count of failing rows stays exact). */
export const FAILURE_EXAMPLE_LIMIT = 50;
/** Malformed-CSV warnings (e.g. an unclosed quote) kept as examples. */
export const PARSE_WARNING_LIMIT = 20;

export interface PreviewRow {
  /** Spreadsheet row number: the header is row 1. */
  rowNumber: number;
  values: Record<CsvColumn, string | null>;
}

export interface FailureExample extends PreviewRow {
  errors: Partial<Record<CsvColumn, string[]>>;
}

export interface FailureReason {
  field: CsvColumn;
  message: string;
  count: number;
}

export interface CsvPreview {
  /** Null when the file has no header row at all (empty file). */
  header: Pick<CsvHeaderAnalysis, 'recognised' | 'ignored' | 'hasRequired'> | null;
  /** Data rows that become assets (blank rows excluded). */
  rowCount: number;
  validRowCount: number;
  failedRowCount: number;
  blankRowsSkipped: number;
  firstRows: PreviewRow[];
  failures: FailureExample[];
  failureReasons: FailureReason[];
  parseWarnings: { rowNumber: number; message: string }[];
  parseWarningCount: number;
  /** Row of a quoted field never closed before the end of the file (the server rejects such a file). */
  unclosedQuoteRow: number | null;
}

export class PreviewAccumulator {
  private header: CsvHeaderAnalysis | null = null;
  private recordIndex = 0;
  private rowCount = 0;
  private validRowCount = 0;
  private blankRowsSkipped = 0;
  private pendingBlankRows = 0;
  private firstRows: PreviewRow[] = [];
  private failures: FailureExample[] = [];
  private failedRowCount = 0;
  private reasons = new Map<string, FailureReason>();
  private parseWarnings: { rowNumber: number; message: string }[] = [];
  private parseWarningCount = 0;
  private unclosedQuoteRow: number | null = null;

  /** One parsed record (the first one is the header). */
  addRecord(cells: readonly string[]): void {
    this.recordIndex += 1;
    const rowNumber = this.recordIndex;
    if (this.header === null) {
      // Leading blank lines before the header are skipped, as a spreadsheet would show them.
      if (isBlankCsvRow(cells)) return;
      this.header = analyzeCsvHeader(cells);
      return;
    }
    if (!this.header.hasRequired) return; // the file is rejected whole; rows are not checked
    if (isBlankCsvRow(cells)) {
      // Counted once a data row follows: the empty record after a file's final newline is not a row.
      this.pendingBlankRows += 1;
      return;
    }
    this.blankRowsSkipped += this.pendingBlankRows;
    this.pendingBlankRows = 0;
    this.rowCount += 1;
    if (csvRowPassesQuickCheck(cells, this.header)) {
      this.validRowCount += 1;
      if (this.firstRows.length < PREVIEW_ROW_LIMIT) this.firstRows.push({ rowNumber, values: csvRowToAssetInput(cells, this.header) });
      return;
    }
    const result = validateCsvRow(cells, this.header);
    if (result.ok) {
      this.validRowCount += 1;
      if (this.firstRows.length < PREVIEW_ROW_LIMIT) this.firstRows.push({ rowNumber, values: result.input });
      return;
    }
    this.failedRowCount += 1;
    if (this.firstRows.length < PREVIEW_ROW_LIMIT) this.firstRows.push({ rowNumber, values: result.input });
    if (this.failures.length < FAILURE_EXAMPLE_LIMIT) {
      this.failures.push({ rowNumber, values: result.input, errors: result.errors });
    }
    for (const [field, messages] of Object.entries(result.errors) as [CsvColumn, string[]][]) {
      for (const message of messages) {
        const key = `${field}\u0000${message}`;
        const reason = this.reasons.get(key);
        if (reason) reason.count += 1;
        else this.reasons.set(key, { field, message, count: 1 });
      }
    }
  }

  /** A CSV syntax problem papaparse reported (record index is 0-based over all records). */
  addParseWarning(recordIndex: number, code: string, message: string): void {
    if (code === 'MissingQuotes' && this.unclosedQuoteRow === null) this.unclosedQuoteRow = recordIndex + 1;
    this.parseWarningCount += 1;
    if (this.parseWarnings.length < PARSE_WARNING_LIMIT) this.parseWarnings.push({ rowNumber: recordIndex + 1, message });
  }

  get rowsSoFar(): number {
    return this.rowCount;
  }

  result(): CsvPreview {
    const h = this.header;
    return {
      header: h ? { recognised: h.recognised, ignored: h.ignored, hasRequired: h.hasRequired } : null,
      rowCount: this.rowCount,
      validRowCount: this.validRowCount,
      failedRowCount: this.failedRowCount,
      blankRowsSkipped: this.blankRowsSkipped,
      firstRows: this.firstRows,
      failures: this.failures,
      failureReasons: [...this.reasons.values()].sort((a, b) => b.count - a.count),
      parseWarnings: this.parseWarnings,
      parseWarningCount: this.parseWarningCount,
      unclosedQuoteRow: this.unclosedQuoteRow,
    };
  }
}
