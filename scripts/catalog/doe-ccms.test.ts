import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ListError, parseAddedList } from './added-list';
import { ccmsKey } from './doe-ccms';

// catalog:add on DOE CCMS exports: the made-up ccms-* fixtures (column names from the sources cited in
// doe-ccms.ts and in each fixture's comment). Expected values worked by hand from the fixture rows.

const ORIGIN = { name: 'DOE CCMS test', date: '2025-06-01', terms: 'US Government work, public domain' };
const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const parse = (text: string) => parseAddedList(text, 'added/test.csv', ORIGIN);
function problems(text: string): string[] {
  try {
    parse(text);
  } catch (err) {
    if (err instanceof ListError) return err.problems;
    throw err;
  }
  throw new Error('accepted');
}

describe('DOE CCMS exports', () => {
  it('Solr field names and their labels are the same column', () => {
    expect(ccmsKey('Brand_Name_s__s')).toBe(ccmsKey('Brand Name(s)'));
    expect(ccmsKey('Cooling_Capacity__Btu_h__d')).toBe(ccmsKey('Cooling Capacity (Btu/h)'));
    expect(ccmsKey('Recovery_Efficiency_____d')).toBe(ccmsKey('Recovery Efficiency (%)'));
    expect(ccmsKey('Individual_Model_Number_Covered_by_Basic_Model_m')).toBe('Individual_Model_Number_Covered_by_Basic_Model');
  });

  it('consumer water heaters (2018 download): storage → water heaters in gallons, instantaneous → tankless', () => {
    const { drafts, rows, layout } = parse(fixture('ccms-water-heaters.csv'));
    expect(layout).toMatchObject({ kind: 'doe-ccms', list: 'water-heaters' });
    expect(rows).toBe(3);
    expect(drafts.map((d) => [d.model, d.type])).toEqual([
      ['ZZTEST GUF 40 100', 'water heaters'],
      ['ZZTEST-XE50T10HD50U1', 'water heaters'],
      ['ZZTEST-NPE-240A2', 'tankless water heaters'],
    ]);
    // Upper-case CCMS brand names are written as the catalog writes them.
    expect(drafts.map((d) => d.brand)).toEqual(['A. O. Smith', 'Rheem', 'Navien']);
    expect(drafts[0]!.notes).toBe('38 gal gas storage water heater, 0.65 UEF');
    expect(drafts[0]!.data).toMatchObject({ 'Storage volume (gal)': '38', UEF: '0.65', 'First hour rating (gal)': '68', 'DOE basic model': 'ZZTEST GUF 40', 'DOE type': 'Gas-fired Storage Water Heater', 'Added list': 'DOE CCMS test (2025-06-01)' });
    expect(drafts[1]!.notes).toBe('47 gal electric storage water heater, 0.92 UEF');
    // Instantaneous: the 0 rated volume is no tank; its size is the maximum flow.
    expect(drafts[2]!.notes).toBe('11.2 gal/min gas tankless water heater, 0.96 UEF');
    expect(drafts[2]!.data['Storage volume (gal)']).toBeUndefined();
    expect(drafts[2]!.data['Maximum flow (gal/min)']).toBe('11.2');
  });

  it('the 2017 water-heater export: "#" comment lines, short column names', () => {
    const { drafts, layout } = parse(fixture('ccms-water-heaters-2017.csv'));
    expect(layout).toMatchObject({ kind: 'doe-ccms', list: 'water-heaters' });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ model: 'ZZTEST-RG240T6N', type: 'water heaters', notes: '38 gal gas storage water heater, 0.62 UEF' });
  });

  it('furnaces: input capacity in Btu/h and AFUE', () => {
    const { drafts, layout } = parse(fixture('ccms-furnaces.csv'));
    expect(layout).toMatchObject({ kind: 'doe-ccms', list: 'furnaces' });
    expect(drafts.map((d) => [d.brand, d.model, d.type])).toEqual([
      ['Goodman', 'ZZTEST-GM9S800804CN', 'furnaces'],
      ['Trane', 'ZZTEST-S9V2B060U3PSA', 'furnaces'],
    ]);
    expect(drafts[0]!.notes).toBe('80% AFUE furnace, 80,000 Btu/h input');
    expect(drafts[1]!.data).toMatchObject({ 'Input capacity (Btu/h)': '60,000', 'AFUE (%)': '96' });
  });

  it('a furnace header written as labels reads the same', () => {
    const { drafts, layout } = parse('Brand Name(s),Individual Model Number Covered by Basic Model,Input Capacity (BTU/Hour),Annual Fuel Utilization Efficiency (%)\nLennox,ZZTEST-ML180UH070,70000,80\n');
    expect(layout).toMatchObject({ kind: 'doe-ccms', list: 'furnaces' });
    expect(drafts[0]).toMatchObject({ brand: 'Lennox', type: 'furnaces', notes: '80% AFUE furnace, 70,000 Btu/h input' });
  });

  it('central AC / HP: an HSPF value makes a heat pump; outdoor and indoor unit each a model', () => {
    const { drafts, layout } = parse(fixture('ccms-central.csv'));
    expect(layout).toMatchObject({ kind: 'doe-ccms', list: 'central' });
    expect(drafts.map((d) => [d.brand, d.model, d.type])).toEqual([
      ['Goodman', 'ZZTEST-GSXN403610', 'air conditioners'],
      ['Goodman', 'ZZTEST-CAPTA3626B4', 'air handlers'],
      ['Trane', 'ZZTEST-4TWR6048H1', 'heat pumps'],
      ['Trane', 'ZZTEST-TAM9A0C60V51', 'air handlers'],
      ['ICP', 'ZZTEST-PGD460***K***K1', 'air conditioners'],
    ]);
    // 35,400 Btu/h ÷ 12,000 = 2.95 → 3 ton; 47,000 → 3.92 → 4 ton; 57,000 → 4.75 → 5 ton (nearest half ton).
    expect(drafts[0]!.notes).toBe('3 ton split air conditioner outdoor unit, 14.3 SEER2');
    expect(drafts[0]!.data).toMatchObject({ 'Cooling capacity (Btu/h)': '35,400', 'Nominal cooling capacity (ton)': '3', 'SEER2 (Btu/Wh)': '14.3', 'EER2 (Btu/Wh)': '11.7', 'Rated with indoor unit': 'ZZTEST-CAPTA3626B4' });
    expect(drafts[2]!.notes).toBe('4 ton split heat pump outdoor unit, 16.5 SEER2');
    expect(drafts[2]!.data['HSPF2 (Btu/Wh)']).toBe('7.8');
    expect(drafts[3]!.data['Rated with outdoor unit']).toBe('ZZTEST-4TWR6048H1');
    // No indoor unit: the list does not say package or outdoor-only, and the notes say so.
    expect(drafts[4]!.notes).toBe('5 ton air conditioner, outdoor or package unit, 13.4 SEER2');
  });

  it('a bad water-heater file: every problem with its line and field, nothing accepted', () => {
    expect(problems(fixture('bad-ccms-water-heaters.csv'))).toEqual([
      'line 3, field Individual_Model_Number_Covered_by_Basic_Model_m: empty',
      'line 4, field Type_of_Heater_s: "Pool Heater" is not a DOE consumer water heater type (storage, tabletop, grid-enabled or instantaneous)',
      'line 5, field Rated_Storage_Volume__gallons__d: "forty" is not a number',
    ]);
  });

  it('a central list without an HSPF column is refused (AC cannot be told from HP)', () => {
    const p = problems(fixture('bad-ccms-central-no-hspf.csv'));
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^line 1: .*without an HSPF column/);
  });
});
