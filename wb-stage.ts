import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stageCsv } from './src/server/ingest/stage-csv';
const dir = mkdtempSync(path.resolve('.bench/wbs-'));
const t = performance.now();
const staged = await stageCsv(createReadStream(`.bench/assets-${process.argv[2] ?? '200000'}-20240501.csv`, { highWaterMark: 65536 }), dir);
console.log('stage', (performance.now() - t).toFixed(0), 'ms');
staged.discard(); rmSync(dir, { recursive: true, force: true });
