import { describe, expect, it } from 'vitest';
import { uuidV5 as nodeUuidV5, CATALOG_NAMESPACE } from '../../../../scripts/catalog/uuid';
import { decodeDisagreements, decodedModel, decodedSeriesId, NOMENCLATURE_NAMESPACE } from './identify';
import { decodeModelNumber } from './index';
import { uuidV5 } from './uuid-v5';

describe('UUID v5 (pure SHA-1)', () => {
  it('agrees with node:crypto (scripts/catalog/uuid.ts) and RFC 4122 Appendix B (python.org in the DNS namespace)', () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    expect(NOMENCLATURE_NAMESPACE).toBe(nodeUuidV5('nomenclature.nameplate', CATALOG_NAMESPACE));
    for (const name of ['', 'goodman|GSX14|air conditioners', 'x'.repeat(200), 'Ünïcode ✓']) expect(uuidV5(name, CATALOG_NAMESPACE)).toBe(nodeUuidV5(name, CATALOG_NAMESPACE));
  });
});

describe('the record of a decoded-only asset', () => {
  it('Goodman GSX14 3 t: notes, model_data with units in keys, a stable id of family + series + type', () => {
    const d = decodeModelNumber('GSX140361', 'Goodman')!;
    const m = decodedModel(d);
    expect(m.model_notes).toBe('Goodman GSX14 split air conditioner, 3 tons, 14 SEER class, R-410A — decoded from the model number, not a catalog match');
    expect(m.model_data).toMatchObject({ 'Nominal cooling capacity (tons)': '3', 'Nominal cooling capacity (kBtu/h)': '36', Refrigerant: 'R-410A', 'Nomenclature rule': d.rule });
    expect(m.source).toBe('nomenclature');
    expect(m.id).toBe(nodeUuidV5('goodman|GSX14|air conditioners', NOMENCLATURE_NAMESPACE));
    // Another size of the same series: same id.
    expect(decodedSeriesId(decodeModelNumber('GSX140481AB', null)!)).toBe(m.id);
  });

  it('disagreements with a catalog model: type, refrigerant, capacity', () => {
    const d = decodeModelNumber('GSX140361', 'Goodman')!;
    const catalog = { ...decodedModel(d), type: 'heat pumps', model_data: { Refrigerant: 'R-22', 'Rated cooling capacity at 95°F (Btu/h)': '24000' } };
    expect(decodeDisagreements(d, catalog)).toHaveLength(3);
    const agreeing = { ...catalog, type: 'air conditioners', model_data: { Refrigerant: 'R410A', 'Rated cooling capacity at 95°F (Btu/h)': '34600' } };
    expect(decodeDisagreements(d, agreeing)).toEqual([]);
  });
});
