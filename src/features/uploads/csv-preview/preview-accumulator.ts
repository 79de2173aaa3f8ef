// Folds a CSV file into the preview the upload page shows, a chunk of bytes at a time, so a 100 MB
// file never has to be held in memory: counts are exact, examples are capped. The file is read by the
// server's own reader (contract/csv-upload-reader.ts: decoder, parser, header and row rules), so the
// preview refuses exactly the files the server would refuse, with the server's message, and counts,
// numbers and checks rows as the import will.
import { CSV_COLUMNS, type CheckedCsvRow, type CsvColumn, type CsvHeaderAnalysis } from '@/contract/csv-upload';
import { CsvFileRefusal, CsvUploadReader, type CsvRefusalCode } from '@/contract/csv-upload-reader';

/** Rows shown as a sample of what the file holds. */
export const PREVIEW_ROW_LIMIT = 5;
/** Failing rows kept as examples (the count of failing rows stays exact). */
export const FAILURE_EXAMPLE_LIMIT = 50;

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
  /** Null when no header row was read (an empty file, or one refused before its header). */
  header: Pick<CsvHeaderAnalysis, 'recognised' | 'ignored' | 'hasRequired'> | null;
  /** Why the server would refuse the file as a whole (its 422 message); null when it would accept it. */
  refusal: { code: CsvRefusalCode; message: string } | null;
  /** Data rows that become assets (blank rows excluded). */
  rowCount: number;
  validRowCount: number;
  failedRowCount: number;
  blankRowsSkipped: number;
  firstRows: PreviewRow[];
  failures: FailureExample[];
  failureReasons: FailureReason[];
}

const asRecord = (values: readonly (string | null)[]) =>
  Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, values[i] ?? null])) as Record<CsvColumn, string | null>;

export class PreviewAccumulator {
  private readonly reader = new CsvUploadReader((row, rowNumber) => this.addRow(row, rowNumber));
  private validRowCount = 0;
  private firstRows: PreviewRow[] = [];
  private failures: FailureExample[] = [];
  private failedRowCount = 0;
  private reasons = new Map<string, FailureReason>();
  private refusal: CsvPreview['refusal'] = null;
  private ended = false;

  /** The next bytes of the file; once it is refused, the rest is not read. */
  write(bytes: Uint8Array): void {
    if (this.refusal) return;
    this.refusing(() => this.reader.write(bytes));
  }

  /** The file is refused: reading on would change nothing. */
  get refused(): boolean {
    return this.refusal !== null;
  }

  get rowsSoFar(): number {
    return this.reader.rowCount;
  }

  /** The end of the file, and the preview. */
  result(): CsvPreview {
    if (!this.ended && !this.refusal) this.refusing(() => this.reader.end());
    this.ended = true;
    const h = this.reader.header;
    return {
      header: h ? { recognised: h.recognised, ignored: h.ignored, hasRequired: h.hasRequired } : null,
      refusal: this.refusal,
      rowCount: this.reader.rowCount,
      validRowCount: this.validRowCount,
      failedRowCount: this.failedRowCount,
      blankRowsSkipped: this.reader.blankRowsSkipped,
      firstRows: this.firstRows,
      failures: this.failures,
      failureReasons: [...this.reasons.values()].sort((a, b) => b.count - a.count),
    };
  }

  private refusing(read: () => void): void {
    try {
      read();
    } catch (err) {
      if (!(err instanceof CsvFileRefusal)) throw err;
      this.refusal = { code: err.code, message: err.message };
    }
  }

  private addRow(row: CheckedCsvRow, rowNumber: number): void {
    if (row.ok) {
      this.validRowCount += 1;
      if (this.firstRows.length < PREVIEW_ROW_LIMIT) this.firstRows.push({ rowNumber, values: asRecord(row.values) });
      return;
    }
    this.failedRowCount += 1;
    if (this.firstRows.length < PREVIEW_ROW_LIMIT) this.firstRows.push({ rowNumber, values: row.input });
    if (this.failures.length < FAILURE_EXAMPLE_LIMIT) this.failures.push({ rowNumber, values: row.input, errors: row.errors });
    for (const [field, messages] of Object.entries(row.errors) as [CsvColumn, string[]][]) {
      for (const message of messages) {
        const key = `${field}\u0000${message}`;
        const reason = this.reasons.get(key);
        if (reason) reason.count += 1;
        else this.reasons.set(key, { field, message, count: 1 });
      }
    }
  }
}
