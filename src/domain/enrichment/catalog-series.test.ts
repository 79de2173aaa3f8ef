// The catalog-series fallback: the type a brand's catalog models agree on when they begin like the number.
// The rows below are in the catalog's shape (model, brand, type) with model numbers of the makers' own lines; the type
// each test expects follows from the rows by construction (the logic under test), the Acme rows are made up.
import { describe, expect, it } from 'vitest';
import { brandProfile } from './brands';
import { buildCatalogIndex } from './catalog/catalog-index';
import { inferFromCatalogSeries, MIN_SHARED_CHARS } from './catalog-series';
import { longestSharedLead, literalLead } from './catalog/series-neighbours';
import { enrich, enrichSummary } from './enrich';
import { fixture } from './testing/catalog-fixtures';
import type { CatalogModel, EnrichInput } from './types';

const row = (model: string, brand: string, type: string): CatalogModel => fixture(model, brand, type, 'ENERGY_STAR_test_rows.csv');
// Mitsubishi MSZ-GL wall heads and MXZ multi-zone outdoor units (mini-splits), a PVA air handler; Bryant 926T
// furnaces; a Carrier 25HCE heat pump (Bryant's sister brand).
const CATALOG = buildCatalogIndex([
  row('MSZ-GL09NA', 'Mitsubishi Electric', 'mini-splits'),
  row('MSZ-GL12NA', 'Mitsubishi Electric', 'mini-splits'),
  row('MXZ-3C24NA2', 'Mitsubishi Electric', 'mini-splits'),
  row('PVA-A36AA7', 'Mitsubishi Electric', 'air handlers'),
  row('926TB36040V17', 'Bryant', 'furnaces'),
  row('926TB48080V21', 'Bryant', 'furnaces'),
  row('25HCE436A003', 'Carrier', 'heat pumps'),
  row('M*A*24', 'Mitsubishi Electric', 'air conditioners'),
]);
const TODAY = '2025-06-15';
const input = (model_number: string, brand: string | null): EnrichInput => ({ model_number, brand, serial_number: null, date_added: null, type_of_service: null });

describe('literalLead and longestSharedLead', () => {
  it('cuts a catalog string at its first wildcard or option list, keeps letters and digits', () => {
    expect(literalLead('MSZ-GL09NA')).toBe('MSZGL09NA');
    expect(literalLead('ACB-110(S,H)-(N,P)')).toBe('ACB110');
    expect(literalLead('GSX14****1')).toBe('GSX14');
    expect(literalLead('M*A*24')).toBe(''); // fewer than three literal characters
  });
  it('finds every model sharing the longest beginning, on both sides of the insertion point', () => {
    const list = CATALOG.seriesNeighbours.byKey.get(brandProfile('Mitsubishi Electric').key)!;
    const names = (q: string) => {
      const { from, to } = longestSharedLead(list, q);
      return [...list.models.subarray(from, to)].map((i) => CATALOG.models[i]!.model).sort();
    };
    // MSZGL10NA sorts between MSZGL09NA (5 shared) and MSZGL12NA (6 shared): the deeper one alone.
    expect(longestSharedLead(list, 'MSZGL10NA').length).toBe(6);
    expect(names('MSZGL10NA')).toEqual(['MSZ-GL12NA']);
    // MSZGL24NA sorts after both and shares 5 with each.
    expect(longestSharedLead(list, 'MSZGL24NA').length).toBe(5);
    expect(names('MSZGL24NA')).toEqual(['MSZ-GL09NA', 'MSZ-GL12NA']);
    expect(names('MSZGL')).toEqual(['MSZ-GL09NA', 'MSZ-GL12NA']);
    expect(longestSharedLead(list, 'ZZZ').length).toBe(0);
    expect(names('ZZZ')).toEqual([]);
  });
});

describe('inferFromCatalogSeries', () => {
  it('an uncatalogued size of a catalogued line gets the line type, type only', () => {
    const d = inferFromCatalogSeries(CATALOG, 'MSZGL24NA', 'Mitsubishi');
    expect(d).toMatchObject({ family: 'catalog_series', brand: 'Mitsubishi Electric', type: 'mini-splits', series: 'MSZGL…', fields: {}, evidence: 'pattern' });
    expect(d?.rule).toBe('catalog series: the 2 catalog models of this brand numbered MSZGL… are all mini-splits');
    // The deepest shared beginning decides: MSZGL15NA shares "MSZGL1" with one row only.
    expect(inferFromCatalogSeries(CATALOG, 'MSZGL15NA', 'Mitsubishi')?.rule).toBe('catalog series: the catalog model of this brand numbered MSZGL1… is mini-splits');
  });
  it('shares only as deep as the models agree: MSZ and MXZ are both mini-splits, so "MSZ-FH" reads as one', () => {
    // MSZF shares "MSZ" (3 characters) with the MSZ-GL rows: below the minimum, so nothing.
    expect(MIN_SHARED_CHARS).toBe(4);
    expect(inferFromCatalogSeries(CATALOG, 'MSZFH09NA', 'Mitsubishi')).toBeNull();
    expect(inferFromCatalogSeries(CATALOG, 'MSZFH09NA', 'Mitsubishi', 3)?.type).toBe('mini-splits');
  });
  it('sister badges count (Carrier for Bryant), other brands do not, and a brand is required', () => {
    expect(inferFromCatalogSeries(CATALOG, '25HCE448A003', 'Bryant')?.type).toBe('heat pumps');
    expect(inferFromCatalogSeries(CATALOG, '926TB60100V21', 'Payne')?.type).toBe('furnaces');
    expect(inferFromCatalogSeries(CATALOG, '926TB60100V21', 'Goodman')).toBeNull();
  });
  it('without a brand: every brand counts, 7 characters or more, one maker', () => {
    expect(inferFromCatalogSeries(CATALOG, '926TB60100V21', null)).toBeNull(); // 5 shared
    const d = inferFromCatalogSeries(CATALOG, '926TB36060V17', null);
    expect(d).toMatchObject({ brand: 'Bryant', type: 'furnaces', series: '926TB360…' });
    expect(d?.rule).toBe('catalog series: the catalog model of Bryant numbered 926TB360… is furnaces');
    const twoMakers = buildCatalogIndex([row('ZX1234567A', 'Acme Heating', 'furnaces'), row('ZX1234567B', 'Goodman', 'furnaces')]);
    expect(inferFromCatalogSeries(twoMakers, 'ZX1234567C', null)).toBeNull();
    expect(inferFromCatalogSeries(twoMakers, 'ZX1234567C', 'Goodman')?.type).toBe('furnaces');
  });
  it('models of different types sharing the beginning give nothing', () => {
    const mixed = buildCatalogIndex([row('ABCD100', 'Acme', 'furnaces'), row('ABCD200', 'Acme', 'boilers')]);
    expect(inferFromCatalogSeries(mixed, 'ABCD300', 'Acme')).toBeNull();
    expect(inferFromCatalogSeries(mixed, 'ABCD1005', 'Acme')?.type).toBe('furnaces');
  });
});

describe('enrich with the catalog-series fallback', () => {
  // Rows of a brand no maker's key covers (the rules decode 926TB…, MSZ… and 25HCE… themselves).
  const ACME = buildCatalogIndex([row('QXT-100-A', 'Acme Heating', 'furnaces'), row('QXT-120-A', 'Acme Heating', 'furnaces'), row('QXH-36', 'Acme Heating', 'heat pumps')]);
  it('nameplate_only at the series-only confidence, saying how it was read; summary and detail agree', () => {
    const r = enrich(input('QXT140B', 'Acme Heating'), ACME, TODAY);
    expect(r.model).toBeNull();
    expect(r.match_type).toBe('nameplate_only');
    expect(r.status).toBe('incomplete');
    expect(r.identified).toMatchObject({ brand: 'Acme Heating', type: 'furnaces', source: 'nomenclature', root_model: 'QXT1…' });
    expect(r.confidence).toBe(0.1);
    expect(r.reason).toContain('read as Acme Heating furnaces from how the model number begins (catalog series: the 2 catalog models of this brand numbered QXT1… are all furnaces)');
    expect(r.identified?.model_notes).toBe("Acme Heating QXT1… furnace — the type of this brand's catalog models numbered QXT1…, not a catalog match");
    const s = enrichSummary(input('QXT140B', 'Acme Heating'), ACME, TODAY);
    expect(s.identified).toEqual(r.identified);
    expect(s.reason).toBe(r.reason);
  });
  it('a catalog match or a maker-key decode comes first; three shared characters are not enough', () => {
    expect(enrich(input('QXT-100-A', 'Acme Heating'), ACME, TODAY).match_type).toBe('exact_match');
    expect(enrich(input('GSX140361', 'Goodman'), ACME, TODAY).identified?.model_data['Nomenclature rule']).toContain('§1.1');
    expect(enrich(input('QXA200', 'Acme Heating'), ACME, TODAY).status).toBe('not_found');
  });
});
