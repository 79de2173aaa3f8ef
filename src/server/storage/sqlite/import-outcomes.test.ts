import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngineEnricher } from '../../worker/engine';
import { inlineBatchEnricher } from '../../worker/enrichment-worker';
import type { SliceTally } from './commit-upload';
import { SliceOutcomes } from './import-outcomes';
import { orderStagedRows, stageCsv } from './stage-csv';

// A slice's tally (how many rows the copy turns into which status) after enrich() comes from the
// counts enrich() kept; it must equal the GROUP BY over the sorted file and the outcomes file.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'import-outcomes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function* bytes(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text, 'utf8');
}

const silent = { info: () => undefined, error: () => undefined };
const byKey = (t: SliceTally[]) => [...t].sort((a, b) => `${a.staged}/${a.final}/${a.matchType}`.localeCompare(`${b.staged}/${b.final}/${b.matchType}`));

describe('SliceOutcomes.tally', () => {
  it('after enrich(), equals the query over the files, staged-failed rows included', async () => {
    // Rows 1–8 once sorted by model number: two staged failed (no model number, an impossible date),
    // the rest enriched to completed, incomplete and not_found.
    const csv = [
      'model_number,brand,serial_number,date_added',
      'GCEC960403BN,Goodman,2205123456,',
      'XYZ-NOT-A-MODEL,,,',
      ',Goodman,,',
      'GCEC960603BN,,,',
      'GCEC960403BN,Goodman,,2024-02-30',
      'ZZ-NOPE-000,,,',
      'GCEC960603BN,Goodman,1906123456,',
      'M5-300,Lennox,,',
    ].join('\n');
    const staged = await stageCsv(bytes(csv), dir);
    const ordered = path.join(dir, 'ordered.sqlite');
    await orderStagedRows(staged.file, ordered, null);
    const outcomesFile = path.join(dir, 'outcomes.sqlite');
    const engine = inlineBatchEnricher(createEngineEnricher({ today: () => new Date('2025-06-01T00:00:00Z') }));

    const enriched = new SliceOutcomes(ordered, outcomesFile);
    let counted: SliceTally[];
    try {
      expect(await enriched.enrich(1, 8, engine, silent)).toBe(6);
      counted = enriched.tally(1, 8);
    } finally {
      enriched.close();
    }
    // The same files reopened: no enrich() on this one, so its tally is the query.
    const reopened = new SliceOutcomes(ordered, outcomesFile);
    try {
      const queried = reopened.tally(1, 8);
      expect(byKey(counted)).toEqual(byKey(queried));
      expect(queried.reduce((sum, t) => sum + t.n, 0)).toBe(8);
      expect(queried.find((t) => t.staged === 'failed')?.n).toBe(2);
      expect(new Set(queried.filter((t) => t.staged === 'pending').map((t) => t.final))).toEqual(new Set(['completed', 'incomplete', 'not_found']));
      // With the match types the request's counters take (migration 0014): the Goodman model with its
      // dated serial an exact match; no match type without a model match or a date.
      expect(queried.find((t) => t.final === 'completed')?.matchType).toBe('exact_match');
      for (const t of queried) expect(t.matchType === null).toBe(t.final === null || t.final === 'not_found');
    } finally {
      reopened.close();
    }

    // A range other than the one enriched is queried: rows 3–5 only.
    const part = new SliceOutcomes(ordered, outcomesFile);
    try {
      await part.enrich(1, 8, engine, silent);
      expect(part.tally(3, 5).reduce((sum, t) => sum + t.n, 0)).toBe(3);
    } finally {
      part.close();
    }
  });
});
