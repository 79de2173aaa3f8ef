import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type {
  AssetsRepo,
  HealthRepo,
  RequestsRepo,
  Storage,
  StagedUpload,
  UploadsRepo,
  WorkerSideOptions,
  WorkerStorage,
} from '../port';
import { kyselyPartnersRepo, kyselyTokensRepo } from '../tokens-repo';
import { listAssets } from './asset-list-query';
import { createSingleAsset, findAsset } from './assets-repo';
import { acceptStagedUpload, orderAndCommitUpload } from './commit-upload';
import { openDatabase, type DbHandle } from './connection';
import { migrations } from './migrations';
import { AssetQueue } from './queue';
import { findRequest } from './requests-repo';
import { STAGING_DIR_NAME, removeStaleStagingFiles, stageCsv, type StagedUpload as SqliteStagedUpload } from './stage-csv';
import { IMPORT_SLICE_ROWS, UploadImporter, acceptStagedFile } from './upload-importer';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';

// The SQLite engine behind the storage port: one file in DATA_DIR, a write connection and a read-only
// one (connection.ts). One process writes through one connection (two writing connections in one
// process deadlock: one's synchronous busy wait blocks the event loop the other needs to commit), so
// the API and an in-process worker share it, serialized by Kysely's connection lock; worker processes
// have their own, and SQLite's file locks and busy_timeout arbitrate between processes.
// A worker side (openWorkerSide) starts the WAL checkpointer thread (wal-checkpointer.ts); while one
// is open, the upload's model-order sort runs on that thread too (off the event loop).

export interface SqliteStorageOptions {
  dataDir: string;
  /** Database file name in dataDir (default DB_FILE_NAME). */
  fileName?: string;
  /** Ordered rows per import transaction (default: env IMPORT_SLICE_ROWS, else IMPORT_SLICE_ROWS of upload-importer.ts). */
  importSliceRows?: number;
}

/** IMPORT_SLICE_ROWS from the environment: a positive integer, or unset. */
export function importSliceRowsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.IMPORT_SLICE_ROWS;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`IMPORT_SLICE_ROWS must be a positive integer, got "${raw}"`);
  return n;
}

export class SqliteStorage implements Storage {
  readonly engine = 'sqlite' as const;
  readonly location: string;
  readonly assets: AssetsRepo;
  readonly requests: RequestsRepo;
  readonly tokens;
  readonly partners;
  readonly uploads: UploadsRepo;
  readonly health: HealthRepo;
  /** The checkpointer thread of this process's worker side, if one is open. */
  private checkpointer: WalCheckpointer | null = null;
  private closed = false;

  static async open(options: SqliteStorageOptions): Promise<SqliteStorage> {
    const handle = await openDatabase({ dataDir: options.dataDir, ...(options.fileName ? { fileName: options.fileName } : {}) });
    return new SqliteStorage(handle, options);
  }

  /** Wraps an open database (tests, benches); close() closes it. */
  constructor(
    /** The connections (SQLite-only tests and benches reach them through sqlite/test-support.ts). */
    readonly handle: DbHandle,
    private readonly options: Omit<SqliteStorageOptions, 'dataDir' | 'fileName'> = {},
  ) {
    const { db, reader } = handle;
    this.location = handle.file;
    const dataDir = path.dirname(handle.file);
    this.tokens = kyselyTokensRepo(reader, db);
    this.partners = kyselyPartnersRepo(reader);
    this.assets = {
      insertOne: (input) => createSingleAsset(db, input),
      get: async (partnerId, assetId) => (await findAsset(reader, partnerId, assetId)) ?? null,
      list: (filters, sort, window) => listAssets(reader, filters, sort, window),
    };
    this.requests = {
      list: async (partnerId, filter, window) => {
        let base = reader.selectFrom('requests').where('requests.partner_id', '=', partnerId);
        if (filter.distributor !== undefined) base = base.where('requests.distributor', '=', filter.distributor);
        const [rows, count] = await Promise.all([
          base
            // An import waiting to be retried says when (the page's requests only: a primary-key lookup each).
            .leftJoin('upload_imports', 'upload_imports.request_id', 'requests.id')
            .selectAll('requests')
            .select('upload_imports.retry_at as import_retry_at')
            .orderBy('requests.seq', 'desc')
            .limit(window.limit)
            .offset(window.offset)
            .execute(),
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { total: Number(count.n), rows };
      },
      get: async (partnerId, requestId) => (await findRequest(reader, partnerId, requestId)) ?? null,
    };
    const stagingDir = path.join(dataDir, STAGING_DIR_NAME);
    this.uploads = {
      stage: (source) => {
        removeStaleStagingFiles(stagingDir);
        return stageCsv(source, stagingDir);
      },
      commit: (staged, meta) => orderAndCommitUpload(handle, asSqliteStaged(staged), meta, this.checkpointer?.runOnStagingFile ?? null),
      accept: async (staged, meta) => {
        const accepted = acceptStagedFile(dataDir, asSqliteStaged(staged).file);
        try {
          return await acceptStagedUpload(handle, accepted.name, staged, meta);
        } catch (err) {
          rmSync(accepted.file, { force: true });
          throw err;
        }
      },
    };
    const expectedMigrations = Object.keys(migrations);
    this.health = {
      ready: async () => {
        // Kysely's migration log, on the read connection: the read is the database check, the names the migrations check.
        const r = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(reader);
        const applied = new Set(r.rows.map((row) => row.name));
        return { database: true, migrations: expectedMigrations.every((name) => applied.has(name)) };
      },
    };
  }

  async openWorkerSide(options: WorkerSideOptions): Promise<WorkerStorage> {
    const handle = this.handle;
    // The import's slices are copied on the checkpointer's thread while this one runs the engine over
    // the next slice (1M rows: 201 → every asset final 32.6 s, ~50 s copied here; README.md).
    const checkpointer = startWalCheckpointer(handle);
    if (!this.checkpointer) this.checkpointer = checkpointer;
    const importer = new UploadImporter(handle, path.dirname(handle.file), checkpointer.runOnStagingFile, options.now, undefined, {
      enrichBatch: options.enrichBatch,
      copySlice: checkpointer.runImportSlice,
      sliceRows: this.options.importSliceRows ?? importSliceRowsFromEnv() ?? IMPORT_SLICE_ROWS,
      ...(options.log ? { log: options.log } : {}),
    });
    return {
      queue: new AssetQueue(handle, options.now),
      imports: {
        waiting: async () => importer.waiting(),
        importNext: () => importer.importNext(),
        releaseAll: () => importer.releaseAll(),
      },
      close: async () => {
        if (this.checkpointer === checkpointer) this.checkpointer = null;
        await checkpointer.stop();
      },
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }
}

/** The port's staged upload is, on this engine, the staging file stage-csv.ts wrote. */
function asSqliteStaged(staged: StagedUpload): SqliteStagedUpload {
  if (!('file' in staged) || typeof staged.file !== 'string') throw new Error('not an upload staged by the SQLite storage');
  return staged as SqliteStagedUpload;
}
