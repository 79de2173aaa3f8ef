// A spreadsheet's own column names ("Model #", "Make", "Serial No.") matched to the upload's columns
// (spec 4.1), and the file sent with its header row renamed accordingly. The server reads only the
// spec's names; the dashboard renames the header cells the person confirmed, and every byte after
// the header row is sent as it was chosen (a Blob slice: a 100 MB file is not read into memory).
import { CSV_COLUMNS, analyzeCsvHeader, normalizeCsvHeader, type CsvColumn } from '@/contract/csv-upload';
import { CsvStreamParser } from '@/domain/csv/csv-stream-parser';

/** Per header cell (file order): the upload column it is read as, or null (not imported). */
export type ColumnMapping = readonly (CsvColumn | null)[];

/** Where the header row lies in the file's bytes, and its cells as the upload's parser reads them. */
export interface HeaderRow {
  cells: string[];
  /** First byte of the header row (after a byte-order mark and leading blank lines). */
  startByte: number;
  /** The byte after the header row's last cell (its line end stays in the file). */
  endByte: number;
}

/** Bytes read to find the header row; a header row longer than this is not offered a mapping. */
export const HEADER_SCAN_BYTES = 64 * 1024;

/**
 * Other names spreadsheets give the upload's columns, compared after synonymKey(). Only names that
 * mean one column in an equipment list: "install date" is not date_added (spec 4.1's date_added is
 * the day the unit was added; an install date also needs type_of_service install), so it is left to
 * the person.
 */
const SYNONYMS: Readonly<Record<CsvColumn, readonly string[]>> = {
  model_number: ['model', 'model #', 'model no', 'model num', 'model nbr', 'model number', 'mod', 'mod #', 'mod no', 'm n', 'mn', 'unit model', 'equipment model'],
  brand: ['make', 'manufacturer', 'mfr', 'mfg', 'mfgr', 'brand name', 'manufacturer name', 'equipment brand', 'unit brand'],
  serial_number: ['serial', 'serial #', 'serial no', 'serial num', 'serial nbr', 'serial number', 'ser no', 'ser #', 's n', 'sn'],
  customer_name: ['customer', 'customer name', 'client', 'client name', 'account name', 'homeowner', 'owner', 'owner name'],
  customer_address: ['address', 'customer address', 'service address', 'site address', 'street address', 'job address', 'installation address', 'location address', 'service location address', 'property address'],
  unique_id: ['unique id', 'asset id', 'asset tag', 'asset #', 'asset no', 'asset number', 'equipment id', 'tag', 'tag #'],
  date_added: ['date added', 'added', 'added on'],
  type_of_service: ['type of service', 'service type'],
  notes: ['note', 'notes', 'comment', 'comments', 'remarks', 'memo'],
};

/** Lower case; every run of characters other than letters, digits and # becomes one space. */
export function synonymKey(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .replace(/\s*#\s*/g, ' #')
    .trim();
}

const SYNONYM_TO_COLUMN: ReadonlyMap<string, CsvColumn> = new Map(
  CSV_COLUMNS.flatMap((column) => [column.replace(/_/g, ' '), ...SYNONYMS[column]].map((name) => [synonymKey(name), column] as const)),
);

/** What the server makes of the header as it is (spec names only, first occurrence wins). */
export function serverMapping(cells: readonly string[]): ColumnMapping {
  return analyzeCsvHeader(cells).columnAt;
}

/**
 * The mapping offered for a header: every cell the server already reads keeps its column; then each
 * other cell whose name is a known synonym takes that column if no earlier cell has it.
 */
export function guessMapping(cells: readonly string[]): ColumnMapping {
  const mapping = [...serverMapping(cells)];
  const used = new Set(mapping.filter((c): c is CsvColumn => c !== null));
  cells.forEach((cell, i) => {
    if (mapping[i] !== null) return;
    const column = SYNONYM_TO_COLUMN.get(synonymKey(cell));
    if (column && !used.has(column)) {
      mapping[i] = column;
      used.add(column);
    }
  });
  return mapping;
}

/** True when the file can be sent as it is: the server reads the header exactly as `mapping` says. */
export function isServerMapping(cells: readonly string[], mapping: ColumnMapping): boolean {
  const server = serverMapping(cells);
  return mapping.every((c, i) => c === server[i]);
}

/** `mapping` with header cell `index` read as `column`; a column is read from one cell only. */
export function withColumn(mapping: ColumnMapping, index: number, column: CsvColumn | null): ColumnMapping {
  return mapping.map((c, i) => (i === index ? column : column !== null && c === column ? null : c));
}

const quoteCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * The header row that makes the server read the file as `mapping` says: a mapped cell is renamed to
 * its column; a cell not imported keeps its name unless the server would read that name as a column,
 * then it gets " (not imported)" appended.
 */
export function mappedHeaderLine(cells: readonly string[], mapping: ColumnMapping): string {
  return cells
    .map((cell, i) => {
      const column = mapping[i] ?? null;
      if (column !== null) return column;
      const name = cell.replace(/^\uFEFF/, '').trim();
      return quoteCell((CSV_COLUMNS as readonly string[]).includes(normalizeCsvHeader(name)) ? `${name} (not imported)` : name);
    })
    .join(',');
}

/**
 * The header row of a file's first bytes: the first record that is not blank, read by the upload's
 * own parser; null when the bytes are not UTF-8, the record does not end within them, or it is not
 * valid CSV (the preview then says why the file is refused).
 */
export function locateHeaderRow(bytes: Uint8Array): HeaderRow | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes, { stream: true });
  } catch {
    return null;
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const emitted: { record: string[] | null } = { record: null };
  const parser = new CsvStreamParser((cells) => {
    emitted.record = cells;
  });
  const encoder = new TextEncoder();
  let start = bom;
  let fed = bom;
  try {
    for (let p = bom; p < text.length; p++) {
      const c = text.charCodeAt(p);
      if (c !== 10 && c !== 13) continue;
      parser.write(text.slice(fed, p + 1));
      fed = p + 1;
      const cells = emitted.record;
      if (cells === null) continue;
      emitted.record = null;
      if (cells.every((cell) => cell.trim() === '')) {
        start = c === 13 && text.charCodeAt(p + 1) === 10 ? p + 2 : p + 1;
        continue;
      }
      return { cells, startByte: encoder.encode(text.slice(0, start)).length, endByte: encoder.encode(text.slice(0, p)).length };
    }
  } catch {
    return null;
  }
  return null;
}

/** Reads the header row of `file` (its first HEADER_SCAN_BYTES). */
export async function readHeaderRow(file: Blob): Promise<HeaderRow | null> {
  return locateHeaderRow(new Uint8Array(await file.slice(0, HEADER_SCAN_BYTES).arrayBuffer()));
}

/** `file` with its header row replaced by mappedHeaderLine(); every other byte is the original's. */
export function remappedFile(file: File, header: HeaderRow, mapping: ColumnMapping): File {
  return new File(
    [file.slice(0, header.startByte), mappedHeaderLine(header.cells, mapping), file.slice(header.endByte)],
    file.name,
    { type: file.type || 'text/csv', lastModified: file.lastModified },
  );
}
