// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, analyzeCsvHeader, validateCsvRow } from '@/contract/csv-upload';
import { buildTemplateCsv } from './template-csv';

describe('buildTemplateCsv', () => {
  it('has every spec 4.1 column and an example row that passes the upload rules', () => {
    const { data } = Papa.parse<string[]>(buildTemplateCsv().trimEnd(), { delimiter: ',' });
    expect(data).toHaveLength(2);
    const header = analyzeCsvHeader(data[0] ?? []);
    expect(header.recognised).toEqual([...CSV_COLUMNS]);
    expect(header.ignored).toEqual([]);
    expect(validateCsvRow(data[1] ?? [], header).ok).toBe(true);
  });
  it('quotes the cell that holds a comma', () => {
    expect(buildTemplateCsv()).toContain('"1 Example Street, Springfield"');
  });
});
