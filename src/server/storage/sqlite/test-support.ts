import type { BatchEnricher, Storage } from '../port';
import type { DbHandle } from './connection';
import { SqliteStorage } from './sqlite-storage';

/** The SQLite connections behind a storage (tests and benches of SQLite internals only). */
export function sqliteHandle(storage: Storage): DbHandle {
  if (!(storage instanceof SqliteStorage)) throw new Error(`this test needs the SQLite storage, not ${storage.engine}`);
  return storage.handle;
}

/** An engine held before its `hold`-th batch until the returned gate opens (an import caught between slices). */
export function heldEnricher(inner: BatchEnricher, hold: number): { enrichBatch: BatchEnricher; reached: Promise<void>; open: () => void } {
  let calls = 0;
  let open!: () => void;
  let reach!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const reached = new Promise<void>((r) => (reach = r));
  return {
    enrichBatch: async (inputs) => {
      if (++calls === hold) {
        reach();
        await gate;
      }
      return inner(inputs);
    },
    reached,
    open,
  };
}
