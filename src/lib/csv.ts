// CSV files (RFC 4180 quoting, CRLF line ends), hardened against formula injection:
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

