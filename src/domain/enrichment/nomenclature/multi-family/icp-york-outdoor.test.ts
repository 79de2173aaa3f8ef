import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { ICP_YORK_OUTDOOR_RULES } from './icp-york-outdoor';

const [icpS, yorkAffinity] = ICP_YORK_OUTDOOR_RULES as [(typeof ICP_YORK_OUTDOOR_RULES)[number], (typeof ICP_YORK_OUTDOOR_RULES)[number]];

describe('ICP S-family split outdoor units (multi-family/icp-york-outdoor.ts)', () => {
  // CSH518GKA100: the example of the (C,H,T)SH5 identification guide (S = R-410A, H = heat pump); HSH5 / CSA6 / TSA6
  // product specification series.
  it.each([
    ['CSH518GKA100', 'Comfortmaker', 'heat pumps', 18, 15],
    ['HSH536GKA100', 'Heil', 'heat pumps', 36, 15],
    ['CSA636GKA100', 'Comfortmaker', 'air conditioners', 36, 16],
    ['TSA648GKA100', 'Tempstar', 'air conditioners', 48, 16],
  ])('%s → %s brand letter, %s, %i kBtu/h, SEER class %i, R-410A, 208/230-1', (model, letterBrand, type, kbtuh, seer) => {
    const d = icpS.decode(model, 'ICP');
    expect(d?.type).toBe(type);
    expect(d?.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, seer, refrigerant: 'R-410A', voltage_v: 230, phase: 1 });
    expect(icpS.decode(model, letterBrand)?.brand).toBe(letterBrand);
  });

  it('keeps the submitted ICP badge, rejects off-grid sizes and other shapes, and needs a brand', () => {
    expect(decodeModelNumber('CSH518GKA100', 'Arcoaire')?.brand).toBe('Arcoaire');
    expect(icpS.decode('TSH625GKA', 'Tempstar')).toBeNull();
    expect(icpS.decode('TVH825GKA2', 'Tempstar')).toBeNull();
    expect(icpS.decode('CSH518GKA100', '')).toBeNull();
    expect(decodeModelNumber('CSH518GKA100', null)).toBeNull();
    expect(decodeModelNumber('CSH518GKA100', 'Trane')).toBeNull();
  });

  it('leaves the §3.2 shapes to icp.split-outdoor', () => {
    expect(decodeModelNumber('N4H418AKB', 'ICP')?.rule).toBe('§3.2 ICP split outdoor');
    expect(icpS.decode('N4H418AKB', 'ICP')).toBeNull();
  });
});

describe('York Affinity YZV / YXV (multi-family/icp-york-outdoor.ts)', () => {
  // "Models: YZV24 thru 60" (heat pumps) and "YXV24 thru 60" (air conditioners), 20 SEER, R-410A, 1 phase.
  it.each([
    ['YZV24B21', 'heat pumps', 24],
    ['YZV60B21', 'heat pumps', 60],
    ['YXV36B21', 'air conditioners', 36],
    ['YXV48', 'air conditioners', 48],
  ])('%s → %s, %i kBtu/h, variable capacity, R-410A, single phase', (model, type, kbtuh) => {
    const d = yorkAffinity.decode(model, 'York');
    expect(d?.type).toBe(type);
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, refrigerant: 'R-410A', efficiency_tier: 'variable capacity', phase: 1 });
  });

  it('rejects sizes outside 24–60, other letters and no brand', () => {
    expect(yorkAffinity.decode('YZV18B21', 'York')).toBeNull();
    expect(yorkAffinity.decode('YZT24B21', 'York')).toBeNull();
    expect(yorkAffinity.decode('YZV24B21', '')).toBeNull();
    expect(decodeModelNumber('YZV24B21', 'York')?.rule).toMatch(/Affinity/);
    expect(decodeModelNumber('YZV24B21', null)).toBeNull();
  });
});
