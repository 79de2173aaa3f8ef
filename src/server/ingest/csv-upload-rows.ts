import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { CsvFileRefusal, CsvUploadReader } from '../../contract/csv-upload-reader';
import { stageRow, type StagedRow } from './csv-rows';
import { UploadError } from './upload-error';

// A CSV upload's bytes → its validated rows, for every engine: decoded, parsed and validated as they
// arrive (never whole in memory) by the reader the dashboard preview uses too
// (contract/csv-upload-reader.ts), yielded a chunk's rows at a time. The engine stores them (SQLite:
// a staging file, storage/sqlite/stage-csv.ts; Postgres: COPY in an open transaction,
// storage/postgres/upload-stage.ts). The file's refusals (422) are thrown from here, the last ones
// (empty, no header, no data rows) once the stream has ended.

/**
 * Bytes of an upload parsed between two turns of the event loop: a bound on the API's pause while an
 * upload is parsed, not a speed setting. A stream read returns everything buffered while the
 * previous read was parsed, and `for await` resumes without a turn while data is buffered: when the
 * bytes came faster than they were parsed, each read was megabytes, parsed in one go. `npm run bench`
 * times GET /assets while the upload runs.
 */
export const STAGE_YIELD_BYTES = 256 * 1024;

/** The validated rows of a CSV byte stream, in file order (blank rows skipped), in batches. */
export async function* csvUploadRows(source: AsyncIterable<Uint8Array>): AsyncGenerator<StagedRow[]> {
  let batch: StagedRow[] = [];
  const reader = new CsvUploadReader((row, rowNumber) => {
    batch.push(stageRow(row, rowNumber));
  });
  const take = () => {
    const out = batch;
    batch = [];
    return out;
  };
  try {
    let sinceYield = 0;
    for await (const chunk of source) {
      for (let at = 0; at < chunk.length; at += STAGE_YIELD_BYTES) {
        const piece = chunk.subarray(at, at + STAGE_YIELD_BYTES);
        reader.write(piece);
        sinceYield += piece.length;
        if (batch.length > 0) yield take();
        if (sinceYield >= STAGE_YIELD_BYTES) {
          sinceYield = 0;
          await yieldToEventLoop();
        }
      }
    }
    reader.end();
  } catch (err) {
    if (err instanceof CsvFileRefusal) throw UploadError.invalidFile(err.message);
    throw err;
  }
  if (batch.length > 0) yield take();
}
