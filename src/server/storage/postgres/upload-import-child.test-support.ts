// Test support (run with tsx by upload-import.test.ts): accepts an endless upload, a row every few
// ms, into the database at argv[2] as partner argv[3], so the parent can kill -9 this process mid-COPY.
import { openPostgres } from './connection';
import { acceptUpload } from './upload-import';
import type { StagedRow } from '../../ingest/csv-rows';

async function* endless(): AsyncGenerator<StagedRow> {
  for (let i = 0; ; i++) {
    yield { values: [`KILL${i}`, null, null, null, null, null, null, null, null], status: 'pending', statusReason: null };
    if (i % 500 === 0) await new Promise((r) => setTimeout(r, 5));
  }
}

const handle = openPostgres(process.argv[2]!, { max: 1, applicationName: 'nameplate-killed-upload' });
void acceptUpload(handle, { partnerId: Number(process.argv[3]), addedBy: 'killed@example.com', distributor: null, fileName: 'killed.csv', now: new Date() }, endless());
