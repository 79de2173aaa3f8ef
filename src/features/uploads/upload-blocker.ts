import { CSV_COLUMNS, REQUIRED_CSV_COLUMN } from '@/contract/csv-upload';
import type { CsvPreviewState } from './csv-preview/use-csv-preview';

/**
 * Why the file can't be uploaded yet, in words a person can act on; null when it can. The preview
 * reads the file with the server's reader, so a file it refuses is one the server would refuse (422).
 */
export function uploadBlocker(state: CsvPreviewState): string | null {
  switch (state.status) {
    case 'idle':
      return 'Choose a CSV file first.';
    case 'parsing':
      return 'Wait until the file has been checked.';
    case 'error':
      return state.message;
    case 'done': {
      const { refusal } = state.preview;
      if (!refusal) return null;
      if (refusal.code === 'no-model-number') {
        return (
          `The header row has no ${REQUIRED_CSV_COLUMN} column, so the file can't be uploaded. ` +
          `Choose the column of model numbers under "Match your columns", or name it "${REQUIRED_CSV_COLUMN}" in the file ` +
          `(other columns: ${CSV_COLUMNS.slice(1).join(', ')}).`
        );
      }
      if (refusal.code === 'empty' || refusal.code === 'no-header') {
        return `${refusal.message} It needs a header row with a ${REQUIRED_CSV_COLUMN} column.`;
      }
      if (refusal.code === 'malformed') return `${refusal.message} Fix the file and choose it again.`;
      return refusal.message;
    }
  }
}
