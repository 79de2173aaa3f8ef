import Papa from 'papaparse';
import { CSV_COLUMNS, type CsvColumn } from '@/contract/csv-upload';

/**
 * The example row of the downloadable template: a real Goodman furnace model (ENERGY STAR
 * certified furnaces list) and a serial in Goodman's YYMM format (2205… = May 2022, per Goodman's
 * warranty certificate). The customer fields are placeholders to overwrite.
 */
export const TEMPLATE_EXAMPLE_ROW: Record<CsvColumn, string> = {
  model_number: 'GMEC960603AN',
  brand: 'Goodman',
  serial_number: '2205123456',
  customer_name: 'Example Customer',
  customer_address: '1 Example Street, Springfield',
  unique_id: 'UNIT-0001',
  date_added: '2022-06-15',
  type_of_service: 'install',
  notes: 'Attic furnace',
};

export const TEMPLATE_FILE_NAME = 'nameplate-assets-template.csv';

/** Header row with every column of spec 4.1 and one example row, CRLF line ends (RFC 4180). */
export function buildTemplateCsv(): string {
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: [CSV_COLUMNS.map((c) => TEMPLATE_EXAMPLE_ROW[c])] }, { newline: '\r\n' }) + '\r\n';
}
