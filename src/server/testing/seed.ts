import { expect } from 'vitest';
import type { TestApp } from './test-app';

// Seeding through the public API, and waiting for the in-process worker to finish.

export interface SeedAsset {
  model_number: string;
  brand?: string;
  serial_number?: string;
  customer_name?: string;
  customer_address?: string;
  unique_id?: string;
  date_added?: string;
  type_of_service?: 'install' | 'maintenance_service';
  notes?: string;
}

/** POSTs one asset (4.2) and returns its created body. */
export async function postAsset(t: TestApp, asset: SeedAsset, opts: { partner?: string; token?: string; distributor?: string } = {}) {
  const q = opts.distributor ? `?distributor=${encodeURIComponent(opts.distributor)}` : '';
  const res = await t.call({ method: 'POST', url: `/enrichment/${opts.partner ?? 'acme'}/assets${q}`, payload: asset, ...(opts.token ? { token: opts.token } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; request: { id: string } };
}

/** Polls GET /requests until every request of the partner is completed (the worker is done). */
export async function waitForWorker(t: TestApp, partner = 'acme', token?: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call({ method: 'GET', url: `/enrichment/${partner}/requests?per_page=500`, ...(token ? { token } : {}) });
    const open = (res.json().data as { status: string }[]).filter((r) => r.status !== 'completed');
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`worker did not finish: ${open.length} requests open`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
