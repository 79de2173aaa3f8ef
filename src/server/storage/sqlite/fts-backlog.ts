import type SqliteDatabase from 'better-sqlite3';
import type { DbHandle } from './connection';
import { SEARCHABLE_ASSET_COLUMNS } from './migrations/0002-asset-search';

// Deferred search indexing (migration 0003). An upload's commit reserves the seq range of its rows in
// fts_backlog, in the same transaction, so the FTS insert trigger skips them and the commit holds the
// write lock ~5× shorter. The worker then indexes the backlog in slices of FTS_SLICE_ROWS rows, one
// short transaction each (index the slice, advance the range): a crash loses nothing, it resumes.
// Until its slice is indexed a new row is not found by search_string; everything else sees it.

/** Rows indexed per transaction (~0.1 s of write lock on the bench machine). */
export const FTS_SLICE_ROWS = 2_000;

const cols = SEARCHABLE_ASSET_COLUMNS.join(', ');

/**
 * Inside the upload's transaction: reserves seqs base+1 … base+rows for the new assets and puts them
 * in the backlog. Returns base; the caller inserts its rows with seq = base + 1, base + 2, ….
 */
export function reserveBacklogRange(sqlite: SqliteDatabase.Database, rows: number): number {
  const base = sqlite.prepare(BACKLOG_RESERVE_SQL.maxSeqSql).pluck().get() as number;
  sqlite.prepare(BACKLOG_RESERVE_SQL.backlogSql).run(base + 1, base + rows);
  return base;
}

/** reserveBacklogRange's statements, for a transaction run elsewhere (ingest/commit-upload.ts SlicePlan). */
export const BACKLOG_RESERVE_SQL = {
  /** The base: new rows take seqs base + 1 … */
  maxSeqSql: 'SELECT coalesce(max(seq), 0) FROM assets',
  /** (from_seq, to_seq) */
  backlogSql: 'INSERT INTO fts_backlog (from_seq, to_seq) VALUES (?, ?)',
};

/** Rows waiting to be indexed. */
export function backlogRows(sqlite: SqliteDatabase.Database): number {
  return (sqlite.prepare('SELECT coalesce(sum(to_seq - from_seq + 1), 0) FROM fts_backlog').pluck().get() as number) ?? 0;
}

/** Indexes the next slice of the backlog; returns how many seqs it covered (0: nothing waiting). */
export function indexBacklogSlice(handle: DbHandle, maxRows: number = FTS_SLICE_ROWS): Promise<number> {
  const s = handle.sqlite;
  return handle.db.transaction().execute(async () => {
    // A write first, so that the transaction holds the write lock before it reads (no stale snapshot
    // when several worker processes index at once).
    const range = s
      .prepare('UPDATE fts_backlog SET from_seq = from_seq WHERE id = (SELECT min(id) FROM fts_backlog) RETURNING id, from_seq, to_seq')
      .get() as { id: number; from_seq: number; to_seq: number } | undefined;
    if (!range) return 0;
    const to = Math.min(range.to_seq, range.from_seq + maxRows - 1);
    // The slice leaves the backlog first, so the triggers treat its rows as indexed from here on.
    if (to === range.to_seq) s.prepare('DELETE FROM fts_backlog WHERE id = ?').run(range.id);
    else s.prepare('UPDATE fts_backlog SET from_seq = ? WHERE id = ?').run(to + 1, range.id);
    s.prepare(`INSERT INTO assets_fts (rowid, ${cols}) SELECT seq, ${cols} FROM assets WHERE seq BETWEEN ? AND ?`).run(range.from_seq, to);
    return to - range.from_seq + 1;
  });
}
