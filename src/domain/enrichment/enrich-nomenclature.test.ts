// enrich() with the model-number decode: an uncatalogued model ends nameplate_only, identified by
// the decode (RULES.md §1.1 key: GSX = Goodman split AC R-410A, 14 SEER, 036 = 3 t, 1 = 208-230/1).
// Dates: Goodman serial 2205… = May 2022 (Goodman warranty certificate, serial RULES.md §4).
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from './catalog/catalog-index';
import { enrich, enrichSummary } from './enrich';
import { explanationSchema } from './explanation';
import { NOMENCLATURE_NAMESPACE } from './nomenclature/identify';
import { uuidV5 } from './nomenclature/uuid-v5';
import type { CatalogModel, EnrichInput } from './types';

const GSZC: CatalogModel = {
  id: '205541fa-86b1-5f33-b58a-30888c5eee03',
  model: 'GSZC180241C*',
  brand: 'Goodman',
  type: 'heat pumps',
  model_notes: '2 ton heat pump, 18 SEER, 10 HSPF',
  model_data: { 'System type': 'Centrally Ducted' },
  series: null,
  root_model: 'GSZC180241C',
  image_path: '/static/equipment/heat-pumps.svg',
  source: 'ccashp.tsv',
};
const INDEX = buildCatalogIndex([GSZC]);
const TODAY = '2025-06-15';
const input = (over: Partial<EnrichInput>): EnrichInput => ({ model_number: 'GSX140361', brand: 'Goodman', serial_number: null, date_added: null, type_of_service: null, ...over });

describe('enrich: identified from the model number', () => {
  it('an uncatalogued GSX14 with a datable serial: nameplate_only, completed, the decoded record as the enrichment', () => {
    const r = enrich(input({ serial_number: '2205123456' }), INDEX, TODAY);
    expect(r.model).toBeNull();
    expect(r.match_type).toBe('nameplate_only');
    expect(r.status).toBe('completed');
    expect(r.manufacturing_date).toBe('2022-05');
    expect(r.identified).toMatchObject({ brand: 'Goodman', model: 'GSX140361', type: 'air conditioners', source: 'nomenclature', image_path: '/static/equipment/air-conditioners.svg' });
    expect(r.identified?.id).toBe(uuidV5('goodman|GSX14|air conditioners', NOMENCLATURE_NAMESPACE));
    expect(r.identified?.model_notes).toContain('Goodman GSX14 split air conditioner, 3 tons');
    expect(r.identified?.model_notes).toContain('decoded from the model number, not a catalog match');
    expect(r.identified?.model_data).toMatchObject({ 'Nominal cooling capacity (tons)': '3', Refrigerant: 'R-410A', 'Nomenclature rule': '§1.1 Goodman split outdoor, 2005–2022' });
    // Below the possible-match band [0.3, 0.6].
    expect(r.confidence).not.toBeNull();
    expect(r.confidence!).toBeLessThan(0.3);
    expect(r.reason).toContain('identified from the model number');
    // Warranty on Goodman terms (RULES.md §13): 10 years registered from May 2022 + 3 months.
    expect(r.warranty?.standard_warranty_registered).toBe(10);
    expect(r.explanation.nomenclature).toMatchObject({ used: true, family: 'goodman', series: 'GSX14', disagreements: [] });
    expect(explanationSchema.safeParse(r.explanation).success).toBe(true);
  });

  it('decoded but not dated: nameplate_only, incomplete', () => {
    const r = enrich(input({}), INDEX, TODAY);
    expect(r.match_type).toBe('nameplate_only');
    expect(r.status).toBe('incomplete');
    expect(r.reason).toContain('no serial number was given');
  });

  it('no brand: the unambiguous GSX pattern still decodes; a conflicting brand does not', () => {
    expect(enrich(input({ brand: null }), INDEX, TODAY).identified?.brand).toBe('Goodman');
    const trane = enrich(input({ brand: 'Trane' }), INDEX, TODAY);
    expect(trane.identified).toBeNull();
    expect(trane.status).toBe('not_found');
    expect(trane.match_type).toBeNull();
  });

  it('enrichSummary gives the same identification and status', () => {
    for (const i of [input({ serial_number: '2205123456' }), input({}), input({ brand: null, model_number: '4TTR4036L1000A' })]) {
      const full = enrich(i, INDEX, TODAY);
      const summary = enrichSummary(i, INDEX, TODAY);
      expect(summary.status).toBe(full.status);
      expect(summary.match_type).toBe(full.match_type);
      expect(summary.identified?.id).toBe(full.identified?.id);
      expect(summary.confidence).toBe(full.confidence);
      expect(summary.reason).toBe(full.reason);
    }
  });

  it('a catalog match wins; the decode still runs and says where it disagrees', () => {
    // GSZC180241CA is in the catalog (heat pump, 2 t); the decode agrees (GSZ = heat pump, 024 = 2 t).
    const agree = enrich(input({ model_number: 'GSZC180241CA' }), INDEX, TODAY);
    expect(agree.model?.id).toBe(GSZC.id);
    expect(agree.identified?.id).toBe(GSZC.id);
    expect(agree.explanation.nomenclature).toMatchObject({ used: false, type: 'heat pumps', disagreements: [] });
    // A catalog row whose type contradicts the model number.
    const wrong = buildCatalogIndex([{ ...GSZC, type: 'air conditioners' }]);
    const r = enrich(input({ model_number: 'GSZC180241CA' }), wrong, TODAY);
    expect(r.model?.id).toBe(GSZC.id);
    expect(r.explanation.nomenclature?.disagreements).toEqual(['type: the model number reads as heat pumps, the catalog model is air conditioners']);
  });
});

describe('enrich: identified from the series only', () => {
  it('"GSX14" with brand Goodman: nameplate_only, the lowest decode confidence, model_notes say series only', () => {
    const r = enrich(input({ model_number: 'GSX14' }), INDEX, TODAY);
    expect(r.model).toBeNull();
    expect(r.match_type).toBe('nameplate_only');
    expect(r.identified).toMatchObject({ type: 'air conditioners', source: 'nomenclature' });
    expect(r.identified?.model_notes).toContain("Goodman GSX14 split air conditioner series, 14 SEER class, R-410A, decoded from the model number's series only");
    expect(r.identified?.model_data['Nominal cooling capacity (tons)']).toBeUndefined();
    expect(r.confidence).toBe(0.1);
  });

  it('"GSX14" without a brand stays unidentified', () => {
    expect(enrich(input({ model_number: 'GSX14', brand: null }), INDEX, TODAY).identified).toBeNull();
  });
});

describe('enrich: a placeholder brand is no brand', () => {
  it('"unknown", "N/A", "-" and "TBD" read the number as with no brand; a brand the engine does not know still blocks the decode', () => {
    const none = enrich(input({ brand: null }), INDEX, TODAY);
    expect(none.identified).toMatchObject({ brand: 'Goodman', type: 'air conditioners' });
    for (const brand of ['unknown', 'N/A', ' n / a ', '-', 'TBD', 'Unknown.']) {
      expect(enrich(input({ brand }), INDEX, TODAY).identified).toMatchObject({ brand: 'Goodman', type: 'air conditioners' });
    }
    expect(enrich(input({ brand: 'Acme' }), INDEX, TODAY).identified).toBeNull();
  });
});

describe('enrich: a last field shaped like a rating note', () => {
  it('"WZW 62K" is read whole when "WZW" alone reads nothing (alpha innotec WZW operating manual: water/water heat pump)', () => {
    expect(enrich(input({ model_number: 'WZW 62K', brand: 'Alpha Innotec' }), INDEX, TODAY).identified).toMatchObject({ type: 'geothermal heat pumps' });
    // A real note is still dropped: "GSX140361 36K" reads as GSX140361.
    expect(enrich(input({ model_number: 'GSX140361 36K' }), INDEX, TODAY).identified).toMatchObject({ model: 'GSX140361' });
  });
});
