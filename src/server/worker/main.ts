import { openStorage } from '../storage';
import { startWorker } from './start-worker';

// `npm run worker`: an enrichment worker as its own process, on the storage the environment selects
// (DATABASE_URL, else SQLite in DATA_DIR, default ./.data). Any number may run beside the server;
// SIGINT/SIGTERM finish the batch in hand first. A kill -9 loses nothing: its claims return to the
// queue (SQLite: when the next worker starts; Postgres: when their lease runs out; storage/port.ts
// QueueRepo.reclaim).

const log = {
  info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
  error: (obj: object, msg?: string) =>
    console.error(JSON.stringify({ level: 'error', msg, ...obj, err: String((obj as { err?: unknown }).err ?? '') })),
};

const storage = await openStorage();
const running = await startWorker({ storage, log });
log.info({ engine: storage.engine, pid: process.pid }, 'worker started');

let stopping = false;
const stop = (signal: string) => {
  if (stopping) process.exit(1);
  stopping = true;
  log.info({ signal, processed: running.worker.processed }, 'worker stopping');
  running
    .stop()
    .then(() => storage.close())
    .then(
    () => process.exit(0),
    (err: unknown) => {
      log.error({ err }, 'worker stop failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
