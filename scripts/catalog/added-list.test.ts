import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addedFileName, ListError, parseAddedList, parseSource } from './added-list';

// Layout detection and row checks of catalog:add on the made-up fixtures in ./fixtures (see its
// README). Expected values are worked by hand from the fixture rows.

const ORIGIN = { name: 'Test list', date: '2025-06-01', terms: 'test fixture terms' };
const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const parse = (name: string) => parseAddedList(fixture(name), 'added/test.csv', ORIGIN);
function problems(name: string): string[] {
  try {
    parse(name);
  } catch (err) {
    if (err instanceof ListError) return err.problems;
    throw err;
  }
  throw new Error(`${name} was accepted`);
}

describe('catalog:add layouts', () => {
  it('plain brand,model_number,type,capacity,refrigerant with units in the capacity cell', () => {
    const { drafts, rows, layout } = parse('plain.csv');
    expect(layout.kind).toBe('plain');
    expect(rows).toBe(4);
    expect(drafts.map((d) => [d.brand, d.model, d.type])).toEqual([
      ['Goodman', 'ZZTEST-GSX130361', 'air conditioners'],
      ['Rheem', 'ZZTEST-XG40T06EC36U1', 'water heaters'],
      ['Lennox', 'ZZTEST-ML180UH070', 'furnaces'],
      ['Carrier', 'ZZTEST-24ABB336', 'air conditioners'],
    ]);
    expect(drafts[0]!.data).toMatchObject({ 'Nominal cooling capacity (ton)': '3', Refrigerant: 'R-410A', 'Added list': 'Test list (2025-06-01)', 'Added list terms': 'test fixture terms' });
    expect(drafts[1]!.data['Storage volume (gal)']).toBe('40');
    // 70 kBtu/h = 70,000 Btu/h; "r22" is written R-22.
    expect(drafts[2]!.data['Capacity (Btu/h)']).toBe('70,000');
    expect(drafts[3]!.data).toMatchObject({ 'Capacity (Btu/h)': '36,000', Refrigerant: 'R-22' });
    expect(drafts.every((d) => d.source === 'added/test.csv')).toBe(true);
  });

  it('ENERGY STAR heat-pump split systems: outdoor and indoor unit each a model', () => {
    const { drafts, layout } = parse('es-split-heat-pumps.csv');
    expect(layout).toMatchObject({ kind: 'energy-star-split', type: 'heat pumps' });
    expect(drafts.map((d) => [d.brand, d.model, d.type])).toEqual([
      ['Goodman', 'ZZTEST-GSZH50361', 'heat pumps'],
      ['Goodman', 'ZZTEST-AMVT36CP14', 'air handlers'],
      ['Daikin', 'ZZTEST-DZ17VC0241', 'heat pumps'],
      // No indoor brand given: the outdoor unit's.
      ['Daikin', 'ZZTEST-CAPTA3026', 'air handlers'],
    ]);
    // 35,000 Btu/h ÷ 12,000 = 2.9 → 3 ton (nearest half ton); 23,600 → 2 ton.
    expect(drafts[0]!.notes).toBe('3 ton split heat pump outdoor unit, R-410A (2088)');
    expect(drafts[2]!.notes).toBe('2 ton split heat pump outdoor unit, R-32 (675)');
    expect(drafts[0]!.data['Rated with indoor unit']).toBe('ZZTEST-AMVT36CP14');
    expect(drafts[1]!.data['Rated with outdoor unit']).toBe('ZZTEST-GSZH50361');
  });

  it('ENERGY STAR central air conditioners: no HSPF column → air conditioners', () => {
    const { drafts, layout } = parse('es-split-air-conditioners.csv');
    expect(layout).toMatchObject({ kind: 'energy-star-split', type: 'air conditioners' });
    // 47,000 Btu/h → 3.9 → 4 ton.
    expect(drafts[0]).toMatchObject({ brand: 'Trane', model: 'ZZTEST-4TTV8048', type: 'air conditioners', notes: '4 ton split air conditioner outdoor unit, R-410A (2088)' });
  });

  it('ENERGY STAR furnace export: read like the shipped raw file', () => {
    const { drafts, layout } = parse('es-furnaces.csv');
    expect(layout).toMatchObject({ kind: 'energy-star', file: 'ENERGY_STAR_Certified_Furnaces.csv' });
    expect(drafts.map((d) => [d.brand, d.model, d.type, d.notes, d.series])).toEqual([
      ['Amana', 'ZZTEST-AMVC960603BN', 'furnaces', '96% AFUE gas furnace', 'ZZTEST SERIES'],
      ['Amana', 'ZZTEST-AMVC960805CN', 'furnaces', '96.5% AFUE gas furnace', 'ZZTEST SERIES'],
    ]);
    expect(drafts[0]!.data['Added list']).toBe('Test list (2025-06-01)');
  });
});

describe('catalog:add bad files: every problem with its line and field', () => {
  it('plain rows: unknown type, empty model, capacity without a known unit, unknown refrigerant', () => {
    expect(problems('bad-plain.csv')).toEqual([
      expect.stringMatching(/^line 2, field type: "condensers" is not one of air conditioners, heat pumps/),
      'line 3, field model_number: empty',
      expect.stringMatching(/^line 4, field capacity: "70 horsepower" is not "<number> <unit>"/),
      expect.stringMatching(/^line 5, field refrigerant: "freon" is not a refrigerant designation/),
    ]);
  });

  it('missing or misnamed columns', () => {
    expect(problems('bad-plain-columns.csv')).toEqual([expect.stringMatching(/^line 1: a plain list needs exactly the columns .*missing: model_number; unknown: model/)]);
    expect(problems('bad-es-split.csv')).toEqual(['line 3, field Outdoor Unit Model Number: empty']);
  });

  it('unknown layouts', () => {
    expect(problems('bad-unknown-layout.csv')[0]).toMatch(/^line 1: unknown layout \(header "Part,Qty,Price"\)/);
    expect(problems('bad-es-unknown-list.csv')[0]).toMatch(/^line 1: an ENERGY STAR export, but not of a list catalog:add reads/);
    expect(() => parseAddedList('', 'x', ORIGIN)).toThrow(/empty or has no header/);
    expect(() => parseAddedList('brand,model_number,type,capacity,refrigerant\n', 'x', ORIGIN)).toThrow(/header but no rows/);
  });

  it('--source must be "<name>, <YYYY-MM-DD>, <terms>"', () => {
    expect(parseSource('ACME price list, 2025-06-01, internal use, not for resale')).toEqual({ name: 'ACME price list', date: '2025-06-01', terms: 'internal use, not for resale' });
    expect(() => parseSource('ACME price list')).toThrow(ListError);
    expect(() => parseSource('ACME, June 2025, terms')).toThrow(/YYYY-MM-DD/);
    expect(addedFileName({ name: 'ACME Supply — price list', date: '2025-06-01', terms: '' })).toBe('acme-supply-price-list-2025-06-01.csv');
  });
});
