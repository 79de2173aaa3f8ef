// enrich() on a small catalog of real rows copied from data/catalog (ids, patterns, types, market
// dates as built). Expected dates worked out by hand from RULES.md; match types and confidences are
// the matcher's (compared with matchModel's own answer, which has its own tests).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from './catalog/catalog-index';
import { enrich, enrichSummary, MAX_INPUT_FIELD_CHARS, type EnrichSummary } from './enrich';
import { explanationSchema } from './explanation';
import { matchModel } from './matching/match-model';
import type { CatalogModel, EnrichInput } from './types';

function row(id: string, model: string, brand: string, type: string, notes: string, root: string, source: string, data: Record<string, string>): CatalogModel {
  return { id, model, brand, type, model_notes: notes, model_data: data, series: null, root_model: root, image_path: `/static/equipment/${type.replace(/\s+/g, '-')}.svg`, source };
}

const MODELS: CatalogModel[] = [
  row('205541fa-86b1-5f33-b58a-30888c5eee03', 'GSZC180241C*', 'Goodman', 'heat pumps', '2 ton heat pump, 18 SEER, 10 HSPF', 'GSZC180241C', 'ccashp.tsv', { 'System type': 'Centrally Ducted' }),
  row('f567df10-4c52-52a4-8657-5eb1b1236f18', 'EF100T150*X**', 'Bradford White', 'water heaters', '100 gal commercial gas storage water heater', 'EF100T150', 'ENERGY_STAR_Certified_Commercial_Water_Heaters.csv', { 'Date Available On Market': '11/20/2019', 'Date certified': '02/03/2020' }),
  row('3d0191c4-628f-56a8-84d2-5cfda39a0a14', 'BW9AAN000050*', 'Bryant', 'boilers', '90% AFUE gas boiler', 'BW9AAN000050', 'ENERGY_STAR_Certified_Boilers.csv', { 'Date Available On Market': '08/01/2012' }),
  row('d467d4bf-0e38-5761-b7c3-beeba0290223', '2MXL18QMVJU', 'Daikin', 'mini-splits', '18,000 Btu/h cold-climate mini-split heat pump', '2MXL18QMVJU', 'ccashp.tsv', { 'System type': 'Mini/Multi-Split' }),
  row('6f3b74d7-c789-5b84-b86c-afc927c69677', 'APEADA0121AA70A', 'Mitsubishi Electric', 'mini-splits', '12,000 Btu/h mini-split indoor unit', 'APEADA0121AA70A', 'ccashp.tsv', { 'System type': 'Mini/Multi-Split' }),
  row('1b375007-02ce-5a95-a3a2-4f4ca653fe45', '12CG50-36PE2', 'Rheem', 'water heaters', '48 gal gas storage water heater', '12CG5036PE2', 'ENERGY_STAR_Certified_Water_Heaters.csv', { 'Date Available On Market': '03/01/2021' }),
];
const INDEX = buildCatalogIndex(MODELS);
const TODAY = '2025-06-15';

function input(over: Partial<EnrichInput>): EnrichInput {
  return { model_number: 'GSZC180241CA', brand: 'Goodman', serial_number: '2205123456', date_added: null, type_of_service: null, ...over };
}

describe('enrich: completed', () => {
  const r = enrich(input({}), INDEX, TODAY);
  it('matches the model, dates the serial, computes the warranty', () => {
    const expected = matchModel(INDEX, 'GSZC180241CA', 'Goodman');
    expect(r.status).toBe('completed');
    expect(r.model?.id).toBe('205541fa-86b1-5f33-b58a-30888c5eee03');
    expect(r.match_type).toBe(expected.best?.match_type);
    expect(r.confidence).toBe(expected.best?.confidence);
    expect(r.manufacturing_date).toBe('2022-05'); // Goodman certificate: 2205 = May 2022
    expect(r.manufacture_reference_date).toBe('2022-05-15');
    // 2022-05-15 → 2025-06-15 = 1096 + 31 = 1127 days → 3.0856 years
    expect(r.equipment_age_years).toBeCloseTo(3.09, 10);
    // No install date: 2022-05-15 + 3 months = 2022-08-15
    expect(r.unregistered_warranty_expiration_date).toBe('2027-08-15');
    expect(r.registered_warranty_expiration_date).toBe('2032-08-15');
    expect(r.warranty?.standard_warranty_registered).toBe(10);
    expect(r.warranty_tiers).toEqual({ registered: 'in_warranty', not_registered: 'in_warranty' });
    expect(r.reason).toMatch(/^Matched Goodman GSZC180241C\* .* and dated 2022-05 from the serial\.$/);
  });

  it('produces an explanation that fits the shared schema', () => {
    expect(explanationSchema.parse(r.explanation)).toEqual(r.explanation);
    expect(r.explanation.match?.matched_pattern).toBe('GSZC180241C*');
    expect(r.explanation.serial?.family).toBe('goodman');
    expect(r.explanation.serial?.brand_source).toBe('submitted');
    expect(r.explanation.warranty?.start_source).toBe('manufacture_date_offset');
    expect(r.explanation.warranty?.start_source_detail).toMatch(/manufacture date 2022-05/);
    expect(r.explanation.status_reason).toBe(r.reason);
  });

  it('uses the date_added of an install as the start date, not of a maintenance visit', () => {
    const install = enrich(input({ date_added: '2023-04-01', type_of_service: 'install' }), INDEX, TODAY);
    expect(install.unregistered_warranty_expiration_date).toBe('2028-04-01');
    expect(install.explanation.warranty?.start_source).toBe('install_date');
    const visit = enrich(input({ date_added: '2023-04-01', type_of_service: 'maintenance_service' }), INDEX, TODAY);
    expect(visit.unregistered_warranty_expiration_date).toBe('2027-08-15');
  });

  it('with no brand, dates the serial by the matched model\'s brand', () => {
    const nb = enrich(input({ brand: null }), INDEX, TODAY);
    expect(nb.manufacturing_date).toBe('2022-05');
    expect(nb.explanation.serial?.brand_source).toBe('matched_model');
  });

  it('is deterministic and accepts a Date for today', () => {
    expect(enrich(input({}), INDEX, new Date(Date.UTC(2025, 5, 15, 18)))).toEqual(r);
  });
});

describe('enrich: incomplete, not_found', () => {
  it('model matched, no serial: incomplete; warranty null without an install date', () => {
    const r = enrich(input({ serial_number: null }), INDEX, TODAY);
    expect(r.status).toBe('incomplete');
    expect(r.match_type).not.toBeNull();
    expect(r.warranty).toBeNull();
    expect(r.reason).toMatch(/no serial number was given; no warranty: no start date/);
  });

  it('model matched, no serial, install date known: warranty from the install date, manufacturing_date null', () => {
    const r = enrich(input({ serial_number: null, date_added: '2024-01-10', type_of_service: 'install' }), INDEX, TODAY);
    expect(r.status).toBe('incomplete');
    expect(r.warranty?.manufacturing_date).toBeNull();
    expect(r.warranty?.registered_warranty_expiration_date).toBe('2034-01-10');
    expect(r.equipment_age_years).toBeNull();
  });

  it('model matched, serial not decodable: incomplete with the decode error', () => {
    const r = enrich(input({ serial_number: '2213123456' }), INDEX, TODAY);
    expect(r.status).toBe('incomplete');
    expect(r.explanation.serial?.error).toMatch(/month 13/);
  });

  it('no model but a brand and a decodable serial: nameplate_only', () => {
    const r = enrich(input({ model_number: 'QQQ-NOT-A-MODEL-777' }), INDEX, TODAY);
    expect(r.status).toBe('incomplete');
    expect(r.match_type).toBe('nameplate_only');
    expect(r.model).toBeNull();
    expect(r.manufacturing_date).toBe('2022-05');
    expect(r.warranty?.unregistered_warranty_expiration_date).toBe('2027-08-15');
    expect(r.reason).toMatch(/nameplate data only/);
  });

  it('nothing matched or decoded: not_found, match_type null', () => {
    for (const over of [{ serial_number: null }, { serial_number: '2213123456' }, { brand: null }]) {
      const r = enrich(input({ model_number: 'QQQ-NOT-A-MODEL-777', ...over }), INDEX, TODAY);
      expect(r.status).toBe('not_found');
      expect(r.match_type).toBeNull();
      expect(explanationSchema.safeParse(r.explanation).success).toBe(true);
    }
  });

  it('brand without a serial rule: the status line names the brand; the explanation lists the brands that can be dated', () => {
    const r = enrich(input({ model_number: 'QQQ-NOT-A-MODEL-777', brand: 'GeoSmart' }), INDEX, TODAY);
    expect(r.status).toBe('not_found');
    expect(r.reason).toContain('the serial could not be dated: No serial-date rule for brand "GeoSmart".');
    expect(r.reason).not.toMatch(/Supported brand families/);
    expect(r.explanation.serial?.error).toMatch(/^No serial-date rule for brand "GeoSmart"\. Supported brand families: Carrier \/ Bryant \/ Payne; .*Bradford White/);
  });

  it('Daikin ductless: matched, but no public serial rule and no warranty terms', () => {
    const r = enrich(input({ model_number: '2MXL18QMVJU', brand: 'Daikin', serial_number: '2205123456' }), INDEX, TODAY);
    expect(r.status).toBe('incomplete');
    expect(r.explanation.serial?.error).toMatch(/No public serial-date rule/);
    expect(r.warranty).toBeNull();
  });
});

describe('enrich: model era and type steer the serial rule and the terms', () => {
  it('Bradford White W…: the model on the market since 2019 leaves 2020-03 only; water-heater terms', () => {
    const r = enrich(input({ model_number: 'EF100T150SX12', brand: 'Bradford White', serial_number: 'WC9876553' }), INDEX, TODAY);
    expect(r.model?.brand).toBe('Bradford White');
    expect(r.manufacturing_date).toBe('2020-03');
    expect(r.explanation.serial?.ambiguous).toBe(false);
    expect(r.explanation.serial?.candidates).toEqual(['2020-03', '2000-03']);
    // 2020-03-15 + 90 days = 2020-06-13; 6-year typical term
    expect(r.unregistered_warranty_expiration_date).toBe('2026-06-13');
    expect(r.warranty?.detail).toMatch(/Not confirmed/);
  });

  it('Rheem water heater: MMYY read because the matched model is a water heater', () => {
    const r = enrich(input({ model_number: '12CG50-36PE2', brand: 'Rheem', serial_number: '1221123456' }), INDEX, TODAY);
    expect(r.manufacturing_date).toBe('2021-12');
    expect(r.explanation.warranty?.terms_family).toBe('rheem_water_heater');
  });

  it('a Bryant boiler is dated but gets no warranty (no boiler terms)', () => {
    const r = enrich(input({ model_number: 'BW9AAN000050', brand: 'Bryant', serial_number: '3298G12345' }), INDEX, TODAY);
    expect(r.status).toBe('completed');
    expect(r.manufacturing_date).toBe('1998-08');
    expect(r.warranty).toBeNull();
    expect(r.reason).toMatch(/no warranty: no standard terms are known for Carrier \/ Bryant \/ Payne boilers/);
  });

  it('Mitsubishi: year-only, ambiguous decade, warranty from July 1 + 90 days', () => {
    const r = enrich(input({ model_number: 'APEADA0121AA70A', brand: 'Mitsubishi Electric', serial_number: '91234567' }), INDEX, TODAY);
    expect(r.manufacturing_date).toBe('2019');
    expect(r.explanation.serial?.ambiguous).toBe(true);
    expect(r.manufacture_reference_date).toBe('2019-07-01');
    expect(r.explanation.warranty?.start_date).toBe('2019-09-29');
    expect(r.reason).toMatch(/ambiguous code/);
  });
});

describe('enrich: failed (invalid input)', () => {
  it.each<[string, Partial<EnrichInput>, string]>([
    ['empty model number', { model_number: '   ' }, 'model_number'],
    ['model number of punctuation only', { model_number: '--/.' }, 'model_number'],
    ['model number over 255 characters', { model_number: 'A'.repeat(MAX_INPUT_FIELD_CHARS + 1) }, 'model_number'],
    ['serial over 255 characters', { serial_number: '1'.repeat(MAX_INPUT_FIELD_CHARS + 1) }, 'serial_number'],
    ['impossible date_added', { date_added: '2023-02-30' }, 'date_added'],
    ['malformed date_added', { date_added: '04/01/2023' }, 'date_added'],
    ['unknown type_of_service', { type_of_service: 'repair' as EnrichInput['type_of_service'] }, 'type_of_service'],
  ])('%s', (_name, over, field) => {
    const r = enrich(input(over), INDEX, TODAY);
    expect(r.status).toBe('failed');
    expect(r.match_type).toBeNull();
    expect(Object.keys(r.errors ?? {})).toEqual([field]);
    expect(r.reason).toMatch(/^Invalid input: /);
    expect(explanationSchema.parse(r.explanation).status_reason).toBe(r.reason);
  });
});

describe('enrich properties', () => {
  const text = fc.oneof(fc.constant(null), fc.string({ maxLength: 20 }), fc.constantFrom('GSZC180241CA', 'EF100T150SX12', '2205123456', 'WC9876553', 'Goodman', 'Bradford White', 'Rheem'));
  const inputArb = fc.record({
    model_number: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('GSZC180241CA', '12CG50-36PE2', 'APEADA0121AA70A')),
    brand: text,
    serial_number: text,
    date_added: fc.oneof(fc.constant(null), fc.constantFrom('2020-01-31', '2024-02-29', '2023-02-29', '2030-01-01')),
    type_of_service: fc.constantFrom(null, 'install', 'maintenance_service'),
  }) as fc.Arbitrary<EnrichInput>;

  it('always yields a valid explanation and a status consistent with what was found', () => {
    fc.assert(
      fc.property(inputArb, (inp) => {
        const r = enrich(inp, INDEX, TODAY);
        expect(explanationSchema.safeParse(r.explanation).success).toBe(true);
        expect(r.reason.length).toBeGreaterThan(10);
        // Identified: a catalog model, or a model number read by its maker's nomenclature (r.model stays null then).
        const identified = r.identified !== null;
        const dated = r.manufacturing_date !== null;
        if (r.model !== null) expect(identified).toBe(true);
        if (r.status === 'completed') expect(identified && dated).toBe(true);
        if (r.status === 'incomplete') expect(identified !== dated).toBe(true);
        if (r.status === 'not_found') expect(!identified && !dated).toBe(true);
        // nameplate_only: no catalog model; the unit is known from its serial's date, its decoded model number, or both.
        if (r.match_type === 'nameplate_only') expect(r.model === null && (dated || identified)).toBe(true);
        if (r.manufacturing_date !== null) expect(r.manufacturing_date.slice(0, 7) <= TODAY.slice(0, 7)).toBe(true);
        expect(enrich(inp, INDEX, TODAY)).toEqual(r);
      }),
      { numRuns: 500 },
    );
  });

  const SUMMARY_FIELDS = [
    'status',
    'match_type',
    'reason',
    'model',
    'confidence',
    'manufacturing_date',
    'manufacture_reference_date',
    'registered_warranty_expiration_date',
    'unregistered_warranty_expiration_date',
  ] as const satisfies readonly (keyof EnrichSummary)[];

  it('enrichSummary (what the worker stores) has the values of enrich (what the detail shows)', () => {
    fc.assert(
      fc.property(inputArb, (inp) => {
        const full = enrich(inp, INDEX, TODAY);
        const summary = enrichSummary(inp, INDEX, TODAY);
        for (const field of SUMMARY_FIELDS) expect(summary[field], field).toEqual(full[field]);
      }),
      { numRuns: 500 },
    );
  });
});
