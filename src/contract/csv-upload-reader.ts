// An uploaded CSV file's bytes → its header and checked data rows, by the upload's rules (spec 4.1).
// The one reader of both the server's import (server/ingest/csv-upload-rows.ts) and the dashboard's
// preview (features/uploads/csv-preview), so that both accept and refuse the same files with the same
// messages, and number, skip and check rows alike. Pure and push-driven: fed byte chunks of any size
// (a character, a quoted field or a CRLF may be split anywhere); nothing but the current record is kept.
import { CsvFormatError, CsvStreamParser } from '../domain/csv/csv-stream-parser';
import { Utf8CsvDecoder } from '../domain/csv/utf8-csv-decoder';
import { MISSING_MODEL_NUMBER_MESSAGE, analyzeCsvHeader, checkCsvRow, isBlankCsvRow, type CheckedCsvRow, type CsvHeaderAnalysis } from './csv-upload';

/** Why a file is refused as a whole (the server answers 422 with the message; nothing is stored). */
export type CsvRefusalCode = 'not-utf-8' | 'malformed' | 'no-model-number' | 'empty' | 'no-header' | 'no-data-rows';

export class CsvFileRefusal extends Error {
  override name = 'CsvFileRefusal';

  constructor(
    readonly code: CsvRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `onRow` gets every non-blank data row, checked (contract's checkCsvRow), with its record number in
 * the file (the header is row 1, blank rows count) so a person can find it in a spreadsheet.
 * write() and end() throw CsvFileRefusal; after one, the reader is done.
 */
export class CsvUploadReader {
  private readonly decoder = new Utf8CsvDecoder();
  private readonly parser: CsvStreamParser;
  private currentHeader: CsvHeaderAnalysis | null = null;
  private recordNumber = 0;
  private rows = 0;
  private blankRows = 0;
  private pendingBlankRows = 0;

  constructor(private readonly onRow: (row: CheckedCsvRow, rowNumber: number) => void) {
    this.parser = new CsvStreamParser((cells) => this.record(cells));
  }

  /** The header row once read (also when it lacks model_number and the file is refused). */
  get header(): CsvHeaderAnalysis | null {
    return this.currentHeader;
  }

  /** Data rows read so far (blank rows excluded). */
  get rowCount(): number {
    return this.rows;
  }

  /** Blank rows between data rows (leading blank lines and those after the last data row are not counted). */
  get blankRowsSkipped(): number {
    return this.blankRows;
  }

  write(bytes: Uint8Array): void {
    this.parse(this.decodeOrRefuse(() => this.decoder.decode(bytes)));
  }

  /** The end of the file: the last record, then the refusals that need the whole file. */
  end(): void {
    this.parse(this.decodeOrRefuse(() => this.decoder.end()));
    try {
      this.parser.end();
    } catch (err) {
      throw malformed(err);
    }
    if (this.decoder.byteCount === 0) throw new CsvFileRefusal('empty', 'The file is empty.');
    if (this.currentHeader === null) throw new CsvFileRefusal('no-header', 'The file has no header row (it holds only blank lines).');
    if (this.rows === 0) throw new CsvFileRefusal('no-data-rows', 'The file has a header row but no data rows.');
  }

  private decodeOrRefuse(decode: () => string): string {
    try {
      return decode();
    } catch (err) {
      if (err instanceof CsvFormatError) throw new CsvFileRefusal('not-utf-8', err.message);
      throw err;
    }
  }

  private parse(text: string): void {
    try {
      this.parser.write(text);
    } catch (err) {
      throw malformed(err);
    }
  }

  private record(cells: string[]): void {
    this.recordNumber++;
    if (isBlankCsvRow(cells)) {
      if (this.currentHeader !== null) this.pendingBlankRows++;
      return;
    }
    if (this.currentHeader === null) {
      this.currentHeader = analyzeCsvHeader(cells);
      if (!this.currentHeader.hasRequired) throw new CsvFileRefusal('no-model-number', MISSING_MODEL_NUMBER_MESSAGE);
      return;
    }
    this.blankRows += this.pendingBlankRows;
    this.pendingBlankRows = 0;
    this.rows++;
    this.onRow(checkCsvRow(cells, this.currentHeader), this.recordNumber);
  }
}

function malformed(err: unknown): unknown {
  return err instanceof CsvFormatError ? new CsvFileRefusal('malformed', `The file is not valid CSV: ${err.message}`) : err;
}
