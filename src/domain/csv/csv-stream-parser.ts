// Streaming CSV parser (RFC 4180, https://www.rfc-editor.org/rfc/rfc4180): fed decoded text chunks of
// any size, it calls onRow once per record. State survives chunk boundaries, so a quoted field, a
// CRLF pair or an escaped quote may be split anywhere; nothing but the current record is kept.
// The one parser of the server's upload and the dashboard's preview (contract/csv-upload-reader.ts).
// Hand-written rather than papaparse's stream mode: same RFC behaviour, less time on the bench
// file (`npm run bench:csv`; unquoted fields are cut with slice(), not copied char by char).
//
// Accepted beyond the RFC: LF, CRLF and lone CR line ends; a quote inside an unquoted field is literal;
// text after a closing quote is appended (`"ab"c` → `abc`), as spreadsheets do. Rejected: a quoted
// field still open at end of input, and a record longer than MAX_CSV_RECORD_CHARS (a sign that a
// stray quote swallowed the rest of the file, and a bound on memory).

/** Longest record accepted, in UTF-16 code units (9 columns × 255 characters is ~2.3k). */
export const MAX_CSV_RECORD_CHARS = 1_000_000;

export class CsvFormatError extends Error {
  override name = 'CsvFormatError';
}

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** Just read a quote inside a quoted field: an escaped quote, the end of the field, or stray text. */
  QuoteSeen,
  /** Just ended a record on CR: a following LF belongs to it. */
  AfterCr,
}

export class CsvStreamParser {
  private state: State = State.FieldStart;
  private fields: string[] = [];
  /** Part of the current field carried over from earlier chunks (or unescaped quoted text). */
  private partial = '';
  /** Characters consumed before the current chunk, and where the current record started. */
  private consumed = 0;
  private recordStart = 0;
  /** 1-based number of the record being read (for error messages). */
  private recordNumber = 1;
  private ended = false;

  constructor(private readonly onRow: (fields: string[]) => void) {}

  write(chunk: string): void {
    if (this.ended) throw new Error('CsvStreamParser: write after end');
    const s = chunk;
    const n = s.length;
    let i = 0;
    let start = 0;
    while (i < n) {
      switch (this.state) {
        case State.AfterCr:
          if (s.charCodeAt(i) === LF) i++;
          this.state = State.FieldStart;
          this.recordStart = this.consumed + i;
          break;
        case State.FieldStart:
          if (s.charCodeAt(i) === QUOTE) {
            this.state = State.Quoted;
            i++;
            break;
          }
          this.state = State.Unquoted;
          start = i;
          break;
        case State.Unquoted: {
          let j = i;
          let c = 0;
          for (; j < n; j++) {
            c = s.charCodeAt(j);
            if (c === COMMA || c === LF || c === CR) break;
          }
          if (j === n) {
            this.partial += s.slice(start, n);
            i = n;
            break;
          }
          this.fields.push(this.partial + s.slice(start, j));
          this.partial = '';
          i = j + 1;
          if (c === COMMA) this.state = State.FieldStart;
          else this.endRecord(c === CR ? State.AfterCr : State.FieldStart, this.consumed + i);
          break;
        }
        case State.Quoted: {
          const j = s.indexOf('"', i);
          if (j === -1) {
            this.partial += s.slice(i);
            i = n;
          } else {
            this.partial += s.slice(i, j);
            i = j + 1;
            this.state = State.QuoteSeen;
          }
          break;
        }
        case State.QuoteSeen: {
          const c = s.charCodeAt(i);
          if (c === QUOTE) {
            this.partial += '"';
            i++;
            this.state = State.Quoted;
          } else if (c === COMMA || c === LF || c === CR) {
            this.fields.push(this.partial);
            this.partial = '';
            i++;
            if (c === COMMA) this.state = State.FieldStart;
            else this.endRecord(c === CR ? State.AfterCr : State.FieldStart, this.consumed + i);
          } else {
            // Stray text after the closing quote: keep it, read on as an unquoted field.
            this.state = State.Unquoted;
            start = i;
          }
          break;
        }
      }
    }
    this.consumed += n;
    if (this.consumed - this.recordStart > MAX_CSV_RECORD_CHARS) throw this.tooLong();
  }

  /** Flushes the last record (a file need not end with a line break). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    switch (this.state) {
      case State.Quoted:
        throw new CsvFormatError(`Record ${this.recordNumber} has a quoted field that is never closed.`);
      case State.QuoteSeen:
      case State.Unquoted:
        this.fields.push(this.partial);
        this.partial = '';
        this.emit();
        break;
      case State.FieldStart:
        // A trailing comma at end of input leaves one empty field to add.
        if (this.fields.length > 0) {
          this.fields.push('');
          this.emit();
        }
        break;
      case State.AfterCr:
        break;
    }
  }

  private endRecord(next: State, position: number): void {
    if (position - this.recordStart > MAX_CSV_RECORD_CHARS) throw this.tooLong();
    this.emit();
    this.state = next;
    this.recordStart = position;
  }

  /** The same words wherever the chunks end (the server's and the browser's differ). */
  private tooLong(): CsvFormatError {
    return new CsvFormatError(`Record ${this.recordNumber} is longer than ${MAX_CSV_RECORD_CHARS} characters: is a quote (") left open?`);
  }

  private emit(): void {
    const fields = this.fields;
    this.fields = [];
    this.recordNumber++;
    this.onRow(fields);
  }
}
