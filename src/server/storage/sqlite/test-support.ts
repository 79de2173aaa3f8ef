import type { Storage } from '../port';
import type { DbHandle } from './connection';
import { SqliteStorage } from './sqlite-storage';

/** The SQLite connections behind a storage (tests and benches of SQLite internals only). */
export function sqliteHandle(storage: Storage): DbHandle {
  if (!(storage instanceof SqliteStorage)) throw new Error(`this test needs the SQLite storage, not ${storage.engine}`);
  return storage.handle;
}
