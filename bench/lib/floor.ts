import { createReadStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CSV_COLUMNS } from '../../src/contract/csv-upload';
import { CsvStreamParser } from '../../src/domain/csv/csv-stream-parser';
import { Utf8CsvDecoder } from '../../src/domain/csv/utf8-csv-decoder';

// The floor of an upload, measured on the same machine in the same run: read the file from disk,
// decode and parse it with the same parser, and insert every row's nine cells into a bare table (no
// index, no validation, no ids) of a fresh SQLite database with the service's pragmas (WAL,
// synchronous NORMAL), in one transaction. Nothing an upload does can take less than this.

export async function measureFloorMs(csvFile: string, workDir: string): Promise<{ ms: number; rows: number }> {
  mkdirSync(workDir, { recursive: true });
  const dbFile = path.join(workDir, 'floor.sqlite');
  rmSync(dbFile, { force: true });
  const db = new SqliteDatabase(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE bare (${CSV_COLUMNS.map((c) => `${c} TEXT`).join(', ')})`);
  const insert = db.prepare(`INSERT INTO bare VALUES (${CSV_COLUMNS.map(() => '?').join(', ')})`);
  const params: (string | null)[] = new Array(CSV_COLUMNS.length).fill(null);
  let rows = 0;
  let header = true;
  const started = performance.now();
  const parser = new CsvStreamParser((cells) => {
    if (header) {
      header = false;
      return;
    }
    for (let i = 0; i < params.length; i++) params[i] = cells[i] ?? null;
    insert.run(params);
    rows++;
  });
  const decoder = new Utf8CsvDecoder();
  db.exec('BEGIN');
  for await (const chunk of createReadStream(csvFile, { highWaterMark: 64 * 1024 })) parser.write(decoder.decode(chunk as Buffer));
  parser.write(decoder.end());
  parser.end();
  db.exec('COMMIT');
  const ms = performance.now() - started;
  db.close();
  rmSync(workDir, { recursive: true, force: true });
  return { ms, rows };
}
