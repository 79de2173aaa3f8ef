import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchType } from '../../../domain/enrichment/types';
import { MAX_CLAIMS, type AssetOutcome, type Claim } from '../port';
import type { PgHandle } from './connection';
import { createPartner, createPendingRequest, expectCountersMatchRecount } from './fixtures.test-support';
import { createTestDatabase, noPostgres, type TestDatabase } from './pg.test-support';
import { PgAssetQueue } from './queue';

function outcome(status: AssetOutcome['status'], matchType: MatchType | null = null): AssetOutcome {
  return {
    status,
    status_reason: null,
    match_type: matchType,
    enrichment_id: null,
    oem_id: null,
    confidence_score: matchType ? 0.9 : null,
    enrichment_source: null,
    enrichment_model: null,
    enrichment_brand: null,
    enrichment_type: matchType ? 'furnaces' : null,
    enrichment_model_notes: null,
    enrichment_image_path: null,
    manufacturing_date: null,
    manufacture_ref_date: null,
    registered_expiration_date: null,
    unregistered_expiration_date: null,
    replacement_key: null,
    result_json: null,
    last_error: null,
  };
}

/** A deterministic outcome per asset: completed/exact_match, not_found, incomplete/likely_match by seq. */
function outcomeFor(seq: number): AssetOutcome {
  return seq % 3 === 0 ? outcome('completed', 'exact_match') : seq % 3 === 1 ? outcome('not_found') : outcome('incomplete', 'likely_match');
}

function resultsOf(claim: Claim) {
  return claim.assets.map((asset) => ({ asset, outcome: outcomeFor(asset.seq) }));
}

async function statusCounts(h: PgHandle): Promise<Record<string, number>> {
  const r = await sql<{ status: string; n: number }>`SELECT status, count(*) AS n FROM assets GROUP BY status ORDER BY status`.execute(h.db);
  return Object.fromEntries(r.rows.map((x) => [x.status, x.n]));
}

describe.skipIf(noPostgres)('Postgres queue', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t?.drop());

  it('claims oldest first, finalizes exactly once, and moves counters only by rows changed', async () => {
    const h = await t.migrated();
    await sql`TRUNCATE assets, requests, partners RESTART IDENTITY CASCADE`.execute(h.db);
    const partner = await createPartner(h.db, 'p-basic');
    const req = await createPendingRequest(h.db, partner, 10);
    const q = new PgAssetQueue(h.db);
    const claim = await q.claim(4);
    expect(claim.assets.map((a) => a.input.model_number)).toEqual(['M00001', 'M00002', 'M00003', 'M00004']);
    expect(await statusCounts(h)).toEqual({ pending: 6, processing: 4 });
    await expectCountersMatchRecount(h.db, req);
    // Only three outcomes: the fourth asset returns to the queue.
    expect(await q.finalize(claim.token, resultsOf(claim).slice(0, 3))).toBe(3);
    await expectCountersMatchRecount(h.db, req);
    // The same claim finalized again changes nothing.
    expect(await q.finalize(claim.token, resultsOf(claim))).toBe(0);
    expect(await statusCounts(h)).toEqual({ pending: 7, completed: 1, incomplete: 1, not_found: 1 });
    await expectCountersMatchRecount(h.db, req);
    // A reclaimed claim's outcomes are dropped.
    const late = await q.claim(2);
    expect(await q.reclaim()).toEqual({ requeued: 2, failed: 0 });
    expect(await q.finalize(late.token, resultsOf(late))).toBe(0);
    await expectCountersMatchRecount(h.db, req);
    // The reclaimed (retried) asset is claimed alone, and the worker can see it coming.
    expect(await q.nextIsRetried()).toBe(true);
    expect(await q.nextIsRetried(late.assets[1]!.seq)).toBe(false);
    const retry = await q.claim(10);
    expect(retry.retried).toBe(true);
    expect(retry.assets).toHaveLength(1);
    expect(await q.finalize(retry.token, resultsOf(retry))).toBe(1);
  });

  it('release (graceful shutdown) returns a claim to the queue as it was; reclaim takes only claims older than the lease', async () => {
    const h = await t.migrated();
    await sql`TRUNCATE assets, requests, partners RESTART IDENTITY CASCADE`.execute(h.db);
    const partner = await createPartner(h.db, 'p-release');
    const req = await createPendingRequest(h.db, partner, 6);
    let clock = new Date('2026-11-26T12:00:00.000Z');
    const q = new PgAssetQueue(h.db, () => clock);
    const first = await q.claim(3);
    expect(await q.release(first.token)).toBe(3);
    expect(await statusCounts(h)).toEqual({ pending: 6 });
    await expectCountersMatchRecount(h.db, req);
    // Released, not abandoned: no attempt counted, so the batch is claimed whole again.
    const again = await q.claim(3);
    expect(again.retried).toBe(false);
    expect(again.assets.map((a) => a.seq)).toEqual([1, 2, 3]);
    clock = new Date('2026-11-26T12:05:00.000Z');
    const later = await q.claim(3);
    // Lease cut-off between the two claims: only the older claim is taken back.
    expect(await q.reclaim(new Date('2026-11-26T12:01:00.000Z'))).toEqual({ requeued: 3, failed: 0 });
    expect(await q.finalize(again.token, resultsOf(again))).toBe(0);
    expect(await q.finalize(later.token, resultsOf(later))).toBe(3);
    await expectCountersMatchRecount(h.db, req);
  });

  it('fails an asset whose claim was abandoned MAX_CLAIMS times (poison pill), retrying it before that', async () => {
    const h = await t.migrated();
    await sql`TRUNCATE assets, requests, partners RESTART IDENTITY CASCADE`.execute(h.db);
    const partner = await createPartner(h.db, 'p-poison');
    const req = await createPendingRequest(h.db, partner, 3);
    const q = new PgAssetQueue(h.db);
    for (let i = 1; i <= MAX_CLAIMS; i++) {
      const c = await q.claim(10);
      // First claim: the whole batch; later ones: the retried asset alone, then the rest.
      expect(c.assets.length).toBe(i === 1 ? 3 : 1);
      if (i === 1) {
        // Two finish; the first "kills its worker" (never finalized).
        await q.finalize(c.token, resultsOf(c).slice(1));
        await q.finalize(c.token, []);
        await sql`UPDATE assets SET status = 'processing', claim_token = ${c.token}, claimed_at = now() WHERE seq = ${c.assets[0]!.seq}`.execute(h.db);
        await sql`UPDATE requests SET pending_count = pending_count - 1, processing_count = processing_count + 1 WHERE id = ${req}`.execute(h.db);
      }
      const r = await q.reclaim();
      expect(r).toEqual(i < MAX_CLAIMS ? { requeued: 1, failed: 0 } : { requeued: 0, failed: 1 });
      await expectCountersMatchRecount(h.db, req);
    }
    const failed = await h.db.selectFrom('assets').select(['status', 'attempts', 'status_reason']).where('status', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.attempts).toBe(MAX_CLAIMS);
    expect(failed[0]!.status_reason).toMatch(/never finished/);
    expect(await q.hasPending()).toBe(false);
  });

  it('4 concurrent claimers on their own pools: no asset claimed twice, every asset final once, counters equal a recount', async () => {
    const setup = await t.migrated();
    await sql`TRUNCATE assets, requests, partners RESTART IDENTITY CASCADE`.execute(setup.db);
    const partner = await createPartner(setup.db, 'p-conc');
    const requests = [await createPendingRequest(setup.db, partner, 1200), await createPendingRequest(setup.db, partner, 900), await createPendingRequest(setup.db, partner, 400)];
    const total = 2500;
    const claimed: number[] = [];
    let finalized = 0;
    const worker = async () => {
      const h = t.open({ max: 2 });
      const q = new PgAssetQueue(h.db);
      for (;;) {
        const c = await q.claim(37);
        if (c.assets.length === 0) {
          if (!(await q.hasPending())) return;
          continue;
        }
        claimed.push(...c.assets.map((a) => a.seq));
        const done = await q.finalize(c.token, resultsOf(c));
        finalized += done;
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(claimed).toHaveLength(total);
    expect(new Set(claimed).size).toBe(total);
    expect(finalized).toBe(total);
    // Independent expectation: seq mod 3 decides the outcome (seqs 1..2500 in insertion order).
    const seqs = Array.from({ length: total }, (_, i) => i + 1);
    expect(await statusCounts(setup)).toEqual({
      completed: seqs.filter((s) => s % 3 === 0).length,
      not_found: seqs.filter((s) => s % 3 === 1).length,
      incomplete: seqs.filter((s) => s % 3 === 2).length,
    });
    for (const r of requests) await expectCountersMatchRecount(setup.db, r);
  });

  it('reclaim racing finalize: each asset turns final exactly once and counters equal a recount', async () => {
    const setup = await t.migrated();
    await sql`TRUNCATE assets, requests, partners RESTART IDENTITY CASCADE`.execute(setup.db);
    const partner = await createPartner(setup.db, 'p-race');
    const requests = [await createPendingRequest(setup.db, partner, 800), await createPendingRequest(setup.db, partner, 700)];
    let finalized = 0;
    let stop = false;
    const worker = async () => {
      const h = t.open({ max: 2 });
      const q = new PgAssetQueue(h.db);
      for (;;) {
        const c = await q.claim(25);
        if (c.assets.length === 0) {
          if (!(await q.hasPending()) && (await statusCounts(h)).processing === undefined) return;
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        await new Promise((r) => setTimeout(r, 3));
        const done = await q.finalize(c.token, resultsOf(c));
        finalized += done;
      }
    };
    const reclaimer = async () => {
      const h = t.open({ max: 1 });
      const q = new PgAssetQueue(h.db);
      while (!stop) {
        await q.reclaim(new Date(Date.now() - 2));
        await new Promise((r) => setTimeout(r, 4));
      }
    };
    const r = reclaimer();
    await Promise.all([worker(), worker(), worker()]);
    stop = true;
    await r;
    const counts = await statusCounts(setup);
    // Every asset final: finished by a worker or failed after MAX_CLAIMS reclaims, and nothing finalized twice.
    expect(counts.pending ?? 0).toBe(0);
    expect(counts.processing ?? 0).toBe(0);
    expect(finalized).toBe(1500 - (counts.failed ?? 0));
    // The race happened: some claims were taken back before their finalize.
    const retried = await sql<{ n: number }>`SELECT count(*) AS n FROM assets WHERE attempts > 0`.execute(setup.db);
    expect(retried.rows[0]!.n).toBeGreaterThan(0);
    for (const req of requests) await expectCountersMatchRecount(setup.db, req);
  });
});
