import { sql, type Kysely } from 'kysely';
import { CLAIM_LEASE_MS, type AssetRecord, type AssetsRepo, type HealthRepo, type QueueRepo, type RequestsRepo, type Storage, type UploadsRepo, type WorkerSideOptions, type WorkerStorage } from '../port';
import { isUuid, newAssetValues } from '../new-asset';
import { createRequest } from '../request-counters';
import type { Database } from '../schema';
import { kyselyPartnersRepo, kyselyTokensRepo } from '../tokens-repo';
import { openPostgres, type PgHandle } from './connection';
import { applyStatusChangesPg } from './counters';
import { listAssetsPg } from './list-query';
import { MIGRATION_TABLE, migratePostgres } from './migrate';
import { PG_MIGRATIONS } from './migrations';
import { PgAssetQueue } from './queue';
import { finishImport } from './upload-import';
import { foldKeyCounts } from './key-counts';
import { acceptStaged, commitStaged, stageUpload } from './upload-stage';

// The PostgreSQL engine behind the storage port (DATABASE_URL=postgres://…): one pool per process
// (connection.ts, PG_POOL_MAX), any number of API and worker processes on one database. Opening
// migrates under an advisory lock (migrate.ts), so processes may start together.
//   assets     single insert and get here; the list: list-query.ts (planned by Postgres)
//   requests   plain reads of the maintained counters
//   tokens     the dialect-neutral repos shared with SQLite (../tokens-repo.ts)
//   uploads    upload-stage.ts (COPY into an open transaction), upload-import.ts (the worker's import)
//   worker     queue.ts (SKIP LOCKED claims on the asset rows); imports: finishImport; search
//              indexing is a no-op by design — search_string is a generated column, copied by
//              trigger into asset_search (trigram index) in the transaction that writes the row:
//              searchable at once.

/** Rows as the port gives them: the engine's own columns left out. */
function asRecord<R extends { search_string?: unknown }>(row: R): Omit<R, 'search_string'> {
  const { search_string: _derived, ...rest } = row;
  return rest;
}

/** host:port/database of a postgres:// URL, without user or password (for messages). */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `postgres://${u.host}${u.pathname}`;
  } catch {
    return 'postgres://(unparseable URL)';
  }
}

export class PostgresStorage implements Storage {
  readonly engine = 'postgres' as const;
  readonly location: string;
  readonly assets: AssetsRepo;
  readonly requests: RequestsRepo;
  readonly tokens;
  readonly partners;
  readonly uploads: UploadsRepo;
  readonly health: HealthRepo;
  private closed = false;

  /** Opens a pool on `url` and applies pending migrations (under the advisory lock). */
  static async open(url: string, o: { poolMax?: number; applicationName?: string } = {}): Promise<PostgresStorage> {
    const handle = openPostgres(url, { ...(o.poolMax ? { max: o.poolMax } : {}), ...(o.applicationName ? { applicationName: o.applicationName } : {}) });
    try {
      await migratePostgres(handle.db);
    } catch (err) {
      await handle.close();
      throw err;
    }
    return new PostgresStorage(handle, describePostgresUrl(url));
  }

  constructor(
    readonly handle: PgHandle,
    location: string,
  ) {
    const { db } = handle;
    // partners, tokens and requests have the same columns on both engines: the shared repos' SQL is the same.
    const shared = db as unknown as Kysely<Database>;
    this.location = location;
    this.tokens = kyselyTokensRepo(shared, shared);
    this.partners = kyselyPartnersRepo(shared);
    this.assets = {
      insertOne: (input) => {
        const addedFrom = input.body.added_from ?? 'manual-entry';
        return db.transaction().execute(async (trx) => {
          const request = await createRequest(trx as unknown as Kysely<Database>, {
            partnerId: input.partnerId,
            addedFrom,
            addedBy: input.addedBy,
            distributor: input.distributor,
            now: input.now,
          });
          const owner = { partnerId: input.partnerId, requestId: request.id, addedFrom, addedBy: input.addedBy, distributor: input.distributor };
          const asset = await trx.insertInto('assets').values(newAssetValues(owner, input.body, input.now)).returningAll().executeTakeFirstOrThrow();
          await applyStatusChangesPg(trx, [{ requestId: request.id, from: null, to: 'pending' }], input.now);
          // The request is pending (its only asset is); search_string was generated with the row.
          return { ...asRecord(asset), request_status: 'pending' } as AssetRecord;
        });
      },
      get: async (partnerId, assetId) => {
        if (!isUuid(assetId)) return null;
        const row = await db
          .selectFrom('assets')
          .innerJoin('requests', 'requests.id', 'assets.request_id')
          .selectAll('assets')
          .select('requests.status as request_status')
          .where('assets.partner_id', '=', partnerId)
          .where('assets.id', '=', assetId.toLowerCase())
          .executeTakeFirst();
        return row ? (asRecord(row) as AssetRecord) : null;
      },
      list: (filters, sort, window) => listAssetsPg(db, filters, sort, window),
    };
    this.requests = {
      list: async (partnerId, filter, window) => {
        let base = db.selectFrom('requests').where('requests.partner_id', '=', partnerId);
        if (filter.distributor !== undefined) base = base.where('requests.distributor', '=', filter.distributor);
        const [rows, count] = await Promise.all([
          base.selectAll('requests').orderBy('requests.seq', 'desc').limit(window.limit).offset(window.offset).execute(),
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { total: Number(count.n), rows };
      },
      get: async (partnerId, requestId) =>
        (await db.selectFrom('requests').selectAll().where('partner_id', '=', partnerId).where('id', '=', requestId).executeTakeFirst()) ?? null,
    };
    this.uploads = {
      stage: (source) => stageUpload(handle, source),
      commit: (staged, meta) => commitStaged(handle, staged, meta),
      accept: (staged, meta) => acceptStaged(handle, staged, meta),
    };
    const expectedMigrations = Object.keys(PG_MIGRATIONS);
    this.health = {
      ready: async () => {
        const r = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)}`.execute(db);
        const applied = new Set(r.rows.map((row) => row.name));
        return { database: true, migrations: expectedMigrations.every((name) => applied.has(name)) };
      },
    };
  }

  async openWorkerSide(options: WorkerSideOptions): Promise<WorkerStorage> {
    const handle = this.handle;
    const pgQueue = new PgAssetQueue(handle.db, options.now);
    const queue: QueueRepo = {
      hasPending: () => pgQueue.hasPending(),
      nextIsRetried: (after) => pgQueue.nextIsRetried(after),
      claim: (limit, after) => pgQueue.claim(limit, after),
      finalize: (claims) => pgQueue.finalizeAll(claims),
      // Without a time (a worker starting) only claims past the lease: on Postgres other workers, on
      // other machines, are alive and hold theirs (SQLite's one machine reclaims all).
      // Each periodic reclaim also folds the key counters' delta rows (key-counts.ts).
      reclaim: async (before) => {
        const r = await pgQueue.reclaim(before ?? new Date(options.now().getTime() - CLAIM_LEASE_MS));
        await foldKeyCounts(handle.db);
        return r;
      },
    };
    return {
      queue,
      imports: {
        // Claimable now: a record another process is importing is locked (SKIP LOCKED passes over it).
        waiting: async () => {
          const r = await sql`SELECT 1 FROM upload_imports LIMIT 1 FOR UPDATE SKIP LOCKED`.execute(handle.db);
          return r.rows.length > 0;
        },
        // One accepted upload in one transaction, enriched as it is imported on its first attempt
        // (rows land final); a retried import lands its rows pending for the queue.
        importNext: async () =>
          (await finishImport(handle, undefined, options.now(), { enrichBatch: options.enrichBatch, ...(options.log ? { log: options.log } : {}) }))?.rows ?? 0,
        // An import's claim is its transaction's row lock: a process that died released it with its connection.
        releaseAll: async () => 0,
      },
      // Nothing to index after commit: search_string is a generated column, copied by trigger into asset_search (trigram index).
      close: async () => undefined,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }
}
