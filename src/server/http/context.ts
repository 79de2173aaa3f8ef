import type { Storage } from '../storage/port';

/** What route handlers need, decorated on the Fastify instance as `app.ctx`. */
export interface ServerContext {
  /** The database behind the storage port (storage/port.ts): SQLite or Postgres. */
  storage: Storage;
  /** Wall clock for timestamps and the date presets. */
  now: () => Date;
  /** The day ages and warranty tiers are computed against (tests pin it). */
  today: () => Date;
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
