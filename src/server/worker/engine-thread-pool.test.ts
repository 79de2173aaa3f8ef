import { afterAll, describe, expect, it } from 'vitest';
import type { EnrichInput } from '../../domain/enrichment/types';
import { loadCatalog } from '../catalog/load-catalog';
import { createEngineEnricher } from './engine';
import { EngineThread } from './engine-thread-pool';

// The engine thread must give exactly what the inline engine gives (enrichment_id is a fresh UUIDv7
// per write, so it is compared by presence only).

const TODAY = new Date('2025-06-01T00:00:00Z');
const thread = new EngineThread(() => TODAY);
afterAll(() => thread.close());

describe('EngineThread', () => {
  it('returns the inline engine’s outcomes, in input order', async () => {
    const models = loadCatalog().models;
    const inputs: EnrichInput[] = [
      { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '2205123456', date_added: '2022-07-01', type_of_service: 'install' },
      { model_number: 'XYZ-NOT-A-MODEL', brand: null, serial_number: null, date_added: null, type_of_service: null },
      { model_number: '', brand: null, serial_number: null, date_added: null, type_of_service: null },
      ...models.slice(0, 300).filter((_, i) => i % 10 === 0).map((m) => ({ model_number: m.model, brand: m.brand, serial_number: '1905A12345', date_added: null, type_of_service: null })),
    ];
    const inline = createEngineEnricher({ today: () => TODAY });
    const reply = await thread.enrichBatch(inputs);
    expect(reply.errors).toEqual([]);
    expect(reply.outcomes).toHaveLength(inputs.length);
    reply.outcomes.forEach((outcome, i) => {
      const expected = inline(inputs[i]!);
      expect({ ...outcome, enrichment_id: outcome.enrichment_id !== null }).toEqual({ ...expected, enrichment_id: expected.enrichment_id !== null });
    });
    // Several batches in flight are answered each with its own outcomes.
    const [a, b] = await Promise.all([thread.enrichBatch(inputs.slice(0, 2)), thread.enrichBatch(inputs.slice(2, 3))]);
    // (Distinct outcomes: a match with a date, no match, invalid input.)
    const key = (o: { status: string; match_type: string | null; oem_id: string | null }) => `${o.status} ${o.match_type} ${o.oem_id}`;
    expect(a.outcomes.map(key)).toEqual(inputs.slice(0, 2).map((input) => key(inline(input))));
    expect(b.outcomes.map(key)).toEqual([key(inline(inputs[2]!))]);
    expect(new Set([...a.outcomes, ...b.outcomes].map(key)).size).toBe(3);
  });
});
