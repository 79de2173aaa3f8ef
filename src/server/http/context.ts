import type { Kysely } from 'kysely';
import type { DbHandle } from '../db/connection';
import type { Database } from '../db/schema';
import type { StagingSqlRunner } from '../worker/wal-checkpointer';

/** What route handlers need, decorated on the Fastify instance as `app.ctx`. */
export interface ServerContext {
  /** The write connection (writes, and reads inside a write's transaction). */
  db: Kysely<Database>;
  /** The read-only connection: every read-only endpoint (DbHandle.reader). */
  readDb: Kysely<Database>;
  dbHandle: DbHandle;
  dataDir: string;
  /** Wall clock for timestamps and the date presets. */
  now: () => Date;
  /** The day ages and warranty tiers are computed against (tests pin it). */
  today: () => Date;
  /**
   * Where an upload's staging sort runs off the event loop: the in-process worker's checkpointer
   * thread. Null (no worker in this process): the sort runs on this thread.
   */
  stagingSql: StagingSqlRunner | null;
  /**
   * Tells the in-process worker that work was added (an asset posted, an upload committed or
   * accepted): it starts at once instead of at its next idle poll (IDLE_POLL_MS). A no-op without
   * one: a worker process (`npm run worker`) finds the work at its next poll.
   */
  workAdded: () => void;
  /** Uploads with at most this many rows are committed before the 201; larger ones are accepted and imported. */
  uploadInlineMaxRows: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext;
  }
}
