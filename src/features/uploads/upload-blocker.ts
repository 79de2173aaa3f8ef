import { CSV_COLUMNS, REQUIRED_CSV_COLUMN } from '@/contract/csv-upload';
import type { CsvPreviewState } from './csv-preview/use-csv-preview';

/**
 * Why the file can't be uploaded yet, in words a person can act on; null when it can.
 * A file the preview can't read as UTF-8 is NOT blocked: the preview is advisory there and the
 * server's answer (a 422 with its reason, or 201) is shown instead.
 */
export function uploadBlocker(state: CsvPreviewState): string | null {
  switch (state.status) {
    case 'idle':
      return 'Choose a CSV file first.';
    case 'parsing':
      return 'Wait until the file has been checked.';
    case 'error':
      return state.message;
    case 'not-utf-8':
      return null;
    case 'done': {
      const { header, rowCount } = state.preview;
      if (!header) return `The file is empty: it needs a header row with a ${REQUIRED_CSV_COLUMN} column.`;
      if (!header.hasRequired) {
        return (
          `The header row has no ${REQUIRED_CSV_COLUMN} column, so the file can't be uploaded. ` +
          `Name the column of model numbers "${REQUIRED_CSV_COLUMN}" (other columns: ${CSV_COLUMNS.slice(1).join(', ')}).`
        );
      }
      if (state.preview.unclosedQuoteRow !== null) {
        return `Row ${state.preview.unclosedQuoteRow} opens a quoted field (") that is never closed, so the rest of the file would be read as one cell. Fix the stray quote and choose the file again.`;
      }
      if (rowCount === 0) return 'The file has a header row but no data rows: there is nothing to enrich.';
      return null;
    }
  }
}
