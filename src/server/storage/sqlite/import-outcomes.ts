import SqliteDatabase from 'better-sqlite3';
import { CSV_COLUMNS } from '../../../contract/csv-upload';
import type { EnrichInput } from '../../../domain/enrichment/types';
import { ENGINE_BATCH_ROWS, type BatchEnricher, type WorkerLog } from '../port';
import type { AssetOutcome } from './queue';
import { OUTCOME_MODEL_COLUMNS, OUTCOME_MODELS_TABLE, OUTCOME_ROW_COLUMNS, OUTCOMES_TABLE, SCRATCH_CACHE_KIB, type SliceTally } from './commit-upload';
import { ORDERED_STAGE_TABLE } from './stage-csv';

// Enrichment at import (upload-importer.ts): before a slice of an accepted upload is copied into
// `assets`, the engine runs over its valid rows and the outcomes are written into a file of the
// slice's own (table OUTCOMES_TABLE, by ordered row; the matched model's columns once per model, in
// OUTCOME_MODELS_TABLE), on a connection of their own that reads the
// rows from the import's sorted scratch file. The slice's copy (commit-upload.ts importSlice) then
// joins rows and outcomes in one INSERT … SELECT: each asset row is written once, already final —
// not written pending, claimed, and rewritten by the queue's finalize (two writes of the row and its
// indexes, plus the claim). A file per slice: the next slice's outcomes are written while this
// one's copy reads (on another thread), and a reader would block the writer of a shared file.

const INPUT_COLUMNS = ['model_number', 'brand', 'serial_number', 'date_added', 'type_of_service'] as const satisfies readonly (keyof EnrichInput &
  (typeof CSV_COLUMNS)[number])[];

/** A row of readInputs (raw: an array, rn then INPUT_COLUMNS in order). */
type InputRow = [number, string, string | null, string | null, string | null, EnrichInput['type_of_service']];

/**
 * The engine's input of a row. Rows are read as arrays and the objects made here: better-sqlite3
 * building an object per row through the V8 API cost ~0.6 µs a row more (bench:import-split's rows).
 */
function inputOf(row: InputRow): EnrichInput {
  return { model_number: row[1], brand: row[2], serial_number: row[3], date_added: row[4], type_of_service: row[5] };
}

/**
 * An outcome's OUTCOME_ROW_COLUMNS into params[1 …], in that order, read by name: a loop over the
 * column names read each with a varying key (a megamorphic load, ~0.1 µs a row more). Checked
 * against OUTCOME_ROW_COLUMNS below.
 */
function outcomeRowParams(o: AssetOutcome, params: unknown[]): void {
  params[1] = o.status;
  params[2] = o.status_reason;
  params[3] = o.match_type;
  params[4] = o.enrichment_id;
  params[5] = o.oem_id;
  params[6] = o.confidence_score;
  params[7] = o.enrichment_source;
  params[8] = o.manufacturing_date;
  params[9] = o.manufacture_ref_date;
  params[10] = o.registered_expiration_date;
  params[11] = o.unregistered_expiration_date;
  params[12] = o.replacement_key;
  params[13] = o.result_json;
  params[14] = o.last_error;
}
{
  // Each column's name as its value: the params must be the column names in order.
  const names = Object.fromEntries(OUTCOME_ROW_COLUMNS.map((c) => [c, c])) as unknown as AssetOutcome;
  const params: unknown[] = [];
  outcomeRowParams(names, params);
  if (params.length !== OUTCOME_ROW_COLUMNS.length + 1 || OUTCOME_ROW_COLUMNS.some((c, i) => params[i + 1] !== c))
    throw new Error('import-outcomes.ts: outcomeRowParams does not follow OUTCOME_ROW_COLUMNS');
}

const ORDERED_ALIAS = 'sorted';

export class SliceOutcomes {
  private readonly db: SqliteDatabase.Database;
  private readonly readInputs;
  private readonly insert;
  private readonly insertModel;
  /** The models written to this file's OUTCOME_MODELS_TABLE. */
  private readonly models = new Set<string>();
  private readonly tallyStmt;
  /** What enrich() read and wrote, counted as it went: the slice's tally without a query. */
  private enriched: { from: number; to: number; read: number; final: Map<string, Map<string | null, SliceTally>> } | null = null;

  /** Opens (creates) the slice's outcomes file `outcomesFile`, reading rows from the sorted file `orderedFile`. */
  constructor(orderedFile: string, outcomesFile: string) {
    this.db = new SqliteDatabase(outcomesFile);
    try {
      // A scratch file: made again by the next attempt if this one dies.
      this.db.pragma('journal_mode = OFF');
      this.db.pragma('synchronous = OFF');
      this.db.prepare(`ATTACH DATABASE ? AS ${ORDERED_ALIAS}`).run(orderedFile);
      // Read once in order, appended to: small caches (the default is ~16 MB a schema).
      this.db.pragma(`main.cache_size = -${SCRATCH_CACHE_KIB}`);
      this.db.pragma(`${ORDERED_ALIAS}.cache_size = -${SCRATCH_CACHE_KIB}`);
      this.db.exec(`CREATE TABLE IF NOT EXISTS main.${OUTCOMES_TABLE} (rn INTEGER PRIMARY KEY, ${OUTCOME_ROW_COLUMNS.join(', ')})`);
      this.db.exec(`CREATE TABLE IF NOT EXISTS main.${OUTCOME_MODELS_TABLE} (oem_id TEXT PRIMARY KEY, ${OUTCOME_MODEL_COLUMNS.join(', ')})`);
      this.readInputs = this.db
        .prepare(`SELECT rn, ${INPUT_COLUMNS.join(', ')} FROM ${ORDERED_ALIAS}.${ORDERED_STAGE_TABLE} WHERE rn BETWEEN ? AND ? AND status = 'pending' ORDER BY rn`)
        .raw(true);
      this.tallyStmt = this.db.prepare(
        `SELECT o.status AS staged, CASE WHEN o.status = 'pending' THEN r.status END AS final,
          CASE WHEN o.status = 'pending' THEN r.match_type END AS matchType, count(*) AS n
        FROM ${ORDERED_ALIAS}.${ORDERED_STAGE_TABLE} o LEFT JOIN main.${OUTCOMES_TABLE} r ON r.rn = o.rn
        WHERE o.rn BETWEEN ? AND ? GROUP BY 1, 2, 3`,
      );
      // Positional parameters: rn, then OUTCOME_ROW_COLUMNS in order.
      this.insert = this.db.prepare(
        `INSERT OR REPLACE INTO main.${OUTCOMES_TABLE} (rn, ${OUTCOME_ROW_COLUMNS.join(', ')}) VALUES (${['?', ...OUTCOME_ROW_COLUMNS.map(() => '?')].join(', ')})`,
      );
      // oem_id, then OUTCOME_MODEL_COLUMNS: once per matched model (the same for every row of it).
      this.insertModel = this.db.prepare(
        `INSERT OR IGNORE INTO main.${OUTCOME_MODELS_TABLE} (oem_id, ${OUTCOME_MODEL_COLUMNS.join(', ')}) VALUES (${['?', ...OUTCOME_MODEL_COLUMNS.map(() => '?')].join(', ')})`,
      );
    } catch (err) {
      this.db.close();
      throw err;
    }
  }

  /**
   * Runs the engine over the valid rows among ordered rows from..to, ENGINE_BATCH_ROWS at a time,
   * and writes their outcomes. Rejects when the engine cannot run at all: the import attempt fails.
   */
  async enrich(from: number, to: number, enrichBatch: BatchEnricher, log: WorkerLog): Promise<number> {
    let written = 0;
    this.enriched = null;
    // By status, then match type (no key string built per row).
    const final = new Map<string, Map<string | null, SliceTally>>();
    const counted = { from, to, read: 0, final };
    for (let first = from; first <= to; first += ENGINE_BATCH_ROWS) {
      const rows = this.readInputs.all(first, Math.min(to, first + ENGINE_BATCH_ROWS - 1)) as InputRow[];
      const reply = await enrichBatch(rows.map(inputOf));
      for (const e of reply.errors) log.error({ err: e.error, row: rows[e.index]?.[0] }, 'enrichment engine threw (import)');
      written += this.write(rows, reply.outcomes);
      counted.read += rows.length;
      for (const o of reply.outcomes) {
        let byType = final.get(o.status);
        if (byType === undefined) final.set(o.status, (byType = new Map()));
        const t = byType.get(o.match_type);
        if (t) t.n++;
        else byType.set(o.match_type, { staged: 'pending', final: o.status, matchType: o.match_type, n: 1 });
      }
    }
    this.enriched = counted;
    return written;
  }

  /**
   * Rows from..to by staged status and the engine's status and match type (null: no outcome, the row stays pending).
   * After enrich() over the same rows, from its counts: every staged-pending row was read and has an
   * outcome, the others were staged failed (the GROUP BY over both files cost ~0.7 µs a row on this
   * thread, the import's other bottleneck).
   */
  tally(from: number, to: number): SliceTally[] {
    const e = this.enriched;
    if (!e || e.from !== from || e.to !== to) return this.tallyStmt.all(from, to) as SliceTally[];
    const tally: SliceTally[] = [];
    for (const byType of e.final.values()) for (const t of byType.values()) tally.push({ ...t });
    const failed = to - from + 1 - e.read;
    if (failed > 0) tally.push({ staged: 'failed', final: null, matchType: null, n: failed });
    return tally;
  }

  close(): void {
    this.db.close();
  }

  private write(rows: readonly InputRow[], outcomes: readonly AssetOutcome[]): number {
    if (outcomes.length !== rows.length) throw new Error(`The engine answered ${outcomes.length} outcomes for ${rows.length} rows`);
    const params: unknown[] = new Array(OUTCOME_ROW_COLUMNS.length + 1);
    const m = OUTCOME_MODEL_COLUMNS.length;
    const modelParams: unknown[] = new Array(m + 1);
    this.db.transaction(() => {
      for (let i = 0; i < rows.length; i++) {
        const outcome = outcomes[i]!;
        params[0] = rows[i]![0];
        outcomeRowParams(outcome, params);
        this.insert.run(params);
        const oemId = outcome.oem_id;
        if (oemId !== null && !this.models.has(oemId)) {
          modelParams[0] = oemId;
          for (let c = 0; c < m; c++) modelParams[c + 1] = outcome[OUTCOME_MODEL_COLUMNS[c]!];
          this.insertModel.run(modelParams);
          this.models.add(oemId);
        }
      }
    })();
    return rows.length;
  }
}
