import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCsv } from '../ingest/upload.test-support';
import { postAsset, waitForWorker } from '../testing/seed';
import { createTestApp, type TestApp } from '../testing/test-app';

// An uncatalogued Goodman GSX14 (no GSX row in the shipped catalog) is identified from its model
// number by the real worker: RULES.md §1.1 (GSX = split AC, R-410A, 14 SEER; 036 = 3 t; 1 = 208-230/1).
// Goodman serial 2205… = May 2022 (serial RULES.md §4).

let t: TestApp;
const today = new Date('2025-06-01T00:00:00.000Z');
let posted: string;

beforeAll(async () => {
  t = await createTestApp({ startWorker: true, today: () => today });
  posted = (await postAsset(t, { model_number: 'GSX140361', brand: 'Goodman', serial_number: '2205123456', unique_id: 'N1' })).id;
  await postAsset(t, { model_number: 'GSX140241AA', brand: 'Amana', unique_id: 'N2' });
  await postAsset(t, { model_number: 'GSX140361', brand: 'Trane', serial_number: '2205123456', unique_id: 'N3' });
  await postAsset(t, { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: '2205123456', unique_id: 'C1' });
  const up = await uploadCsv(t, 'model_number,brand,serial_number,unique_id\nGSX140481AB,Janitrol,,U1\n4TTR4036L1000A,,,U2\n');
  expect(up.statusCode, up.body).toBe(201);
  await waitForWorker(t);
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const res = await t.call({ method: 'GET', url: `/enrichment/acme/assets?per_page=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { unique_id: string; match_type: string; status: string; enrichment: Record<string, unknown> | null }[];
};

describe('assets identified from the model number', () => {
  it('detail: nameplate_only, enrichment with source nomenclature, decoded type and model_data, explanation', async () => {
    const a = (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${posted}` })).json();
    expect(a).toMatchObject({ status: 'completed', match_type: 'nameplate_only' });
    expect(a.enrichment).toMatchObject({ source: 'nomenclature', type: 'air conditioners', brand: 'Goodman', model: 'GSX140361', warranty: { manufacturing_date: '2022-05' } });
    expect(a.enrichment.confidence_score).toBeLessThan(0.3);
    expect(a.enrichment.model_notes).toContain('decoded from the model number, not a catalog match');
    expect(a.enrichment.image).toMatch(/\/static\/equipment\/air-conditioners\.svg$/);
    expect(a.enrichment.specifications.model_data).toMatchObject({ 'Nominal cooling capacity (tons)': '3', Refrigerant: 'R-410A', 'Nomenclature rule': '§1.1 Goodman split outdoor, 2005–2022' });
    expect(a.explanation.nomenclature).toMatchObject({ used: true, family: 'goodman', series: 'GSX14' });
    expect(a.status_reason).toContain('identified from the model number');
    expect(a.warranty.standard_warranty_registered).toBe(10);
  });

  it('list: the decoded enrichment; the type filter and the oem_id filter find decoded assets like matched ones', async () => {
    const all = await list('');
    const byUid = new Map(all.map((a) => [a.unique_id, a]));
    expect(byUid.get('N1')?.enrichment).toMatchObject({ source: 'nomenclature', type: 'air conditioners' });
    // Amana-badged GSX without a serial: decoded, not dated → incomplete.
    expect(byUid.get('N2')).toMatchObject({ match_type: 'nameplate_only', status: 'incomplete' });
    // A Trane brand on a Goodman model: the brand does not agree with the decoder, so no decode.
    expect(byUid.get('N3')?.enrichment).toBeNull();
    // Uploaded rows: with a sister brand, and without a brand (unambiguous Trane pattern).
    expect(byUid.get('U1')?.enrichment).toMatchObject({ source: 'nomenclature', brand: 'Janitrol', type: 'air conditioners' });
    expect(byUid.get('U2')?.enrichment).toMatchObject({ source: 'nomenclature', brand: 'Trane', type: 'air conditioners' });
    expect(byUid.get('C1')?.enrichment).toMatchObject({ source: 'search', type: 'furnaces' });

    expect((await list('type=air%20conditioners')).map((a) => a.unique_id).sort()).toEqual(['N1', 'N2', 'U1', 'U2']);
    const detail = (await t.call({ method: 'GET', url: `/enrichment/acme/assets/${posted}` })).json();
    // Every GSX14 air conditioner shares the decoded series' oem_id, whatever its size or badge.
    expect((await list(`oem_id=${detail.enrichment.oem_id}`)).map((a) => a.unique_id).sort()).toEqual(['N1', 'N2', 'U1']);
    expect((await list('match_type[]=nameplate_only')).map((a) => a.unique_id).sort()).toEqual(expect.arrayContaining(['N1', 'N2', 'U1', 'U2']));
  });
});
