// Expected values from source documents: Trane 4PXCAU24BS3HAA installer's guide (4 = R-410A, cased, width A,
// upflow, 24 kBtu/h = 2 tons) and the "2-5 Ton 4PXA" coil title; the S-series key [S66] for the L-prefixed
// furnace build listed by ENERGY STAR (L9X1A050U3VSAAA, 50 kBtu/h input) — reached through the dispatcher.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Trane / American Standard 4PX coils (trane.coil-4px)', () => {
  it('4PXCAU24BS3HAA = cased upflow evaporator coil, R-410A, 2 tons', () => {
    const d = decodeModelNumber('4PXCAU24BS3HAA', 'Trane');
    expect(d).toMatchObject({ type: 'evaporator coils', brand: 'Trane', series: '4PXCAU' });
    expect(d?.fields).toMatchObject({ refrigerant: 'R-410A', cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 });
    expect(d?.evidence).toBe('pattern');
  });

  it('the catalog form without the C (4PXBD48BS3) reads 4 tons, downflow, American Standard', () => {
    const d = decodeModelNumber('4PXBD48BS3', 'American Standard');
    expect(d).toMatchObject({ type: 'evaporator coils', brand: 'American Standard' });
    expect(d?.fields).toMatchObject({ cooling_capacity_kbtuh: 48, cooling_capacity_tons: 4 });
    expect(d?.description).toContain('downflow');
  });

  it('needs a brand, a 2–5 ton grid size and a U/D position letter', () => {
    expect(decodeModelNumber('4PXCAU24BS3HAA', '')).toBeNull();
    expect(decodeModelNumber('4PXCAU25BS3HAA', 'Trane')).toBeNull();
    expect(decodeModelNumber('4PXCAU72BS3HAA', 'Trane')).toBeNull();
    expect(decodeModelNumber('4PXCAX24BS3HAA', 'Trane')).toBeNull();
  });
});

describe('L-prefixed S-series furnace builds through the dispatcher', () => {
  it('L9X1A050U3VSAAA with American Standard = furnace, 50 kBtu/h; no brand → none', () => {
    const d = decodeModelNumber('L9X1A050U3VSAAA', 'American Standard');
    expect(d).toMatchObject({ type: 'furnaces', brand: 'American Standard' });
    expect(d?.fields).toMatchObject({ heating_input_kbtuh: 50, cooling_airflow_cfm: 1200 });
    expect(decodeModelNumber('L9X1A050U3VSAAA', '')).toBeNull();
  });
});

describe('Lennox GHR26 / GHR32 / GSR21 furnaces (lennox.legacy-gross, G key with HR / SR)', () => {
  it('GHR26 specifications: GHR26Q2/3-50 = 50 kBtu/h, GHR26Q4/5-120 = 120 kBtu/h input', () => {
    expect(decodeModelNumber('GHR26Q2/3-50', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'GHR26' });
    expect(decodeModelNumber('GHR26Q2/3-50', 'Lennox')?.fields).toMatchObject({ heating_input_kbtuh: 50 });
    expect(decodeModelNumber('GHR26Q4/5-120', 'Lennox')?.fields).toMatchObject({ heating_input_kbtuh: 120 });
  });

  it('GSR21Q3-80 = pulse furnace, 80 kBtu/h input; no brand → none; other prefixes → none', () => {
    expect(decodeModelNumber('GSR21Q3-80', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'GSR21' });
    expect(decodeModelNumber('GSR21Q3-80', 'Lennox')?.fields).toMatchObject({ heating_input_kbtuh: 80 });
    expect(decodeModelNumber('GSR21Q3-80', '')).toBeNull();
    expect(decodeModelNumber('GXR21Q3-80', 'Lennox')).toBeNull();
  });
});

describe('Lennox CB29M / CB30M / CBS18 air handlers on the §5.4 gross code', () => {
  it('CB29M-41 = air handler, 3 tons (CB29M engineering data "CB 29 M 41 1", gross 41 → 3 t)', () => {
    const d = decodeModelNumber('CB29M-41', 'Lennox');
    expect(d).toMatchObject({ type: 'air handlers', series: 'CB29M' });
    expect(d?.fields).toMatchObject({ cooling_capacity_tons: 3, refrigerant: 'R-22' });
    expect(decodeModelNumber('CB30M-51-1', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 4 });
    expect(decodeModelNumber('CBS18-31', 'Lennox')).toMatchObject({ type: 'air handlers', series: 'CBS18' });
  });

  it('an off-table gross code or no brand gives none', () => {
    expect(decodeModelNumber('CB29M-40', 'Lennox')).toBeNull();
    expect(decodeModelNumber('CB29M-41', '')).toBeNull();
  });
});

describe('Trane / American Standard split outdoor units cut after the size', () => {
  it('4TTR4036 (Trane) = air conditioner, R-410A, SEER 14, 3 tons; 4TWR3024 = heat pump, 2 tons; 2TTB3036 = R-22', () => {
    expect(decodeModelNumber('4TTR4036', 'Trane')).toMatchObject({ type: 'air conditioners', series: '4TTR4' });
    expect(decodeModelNumber('4TTR4036', 'Trane')?.fields).toMatchObject({ refrigerant: 'R-410A', seer: 14, cooling_capacity_tons: 3 });
    expect(decodeModelNumber('4TWR3024', 'American Standard')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('4TWR3024', 'American Standard')?.fields).toMatchObject({ cooling_capacity_tons: 2 });
    expect(decodeModelNumber('2TTB3036', 'Trane')?.fields).toMatchObject({ refrigerant: 'R-22', cooling_capacity_kbtuh: 36 });
    expect(decodeModelNumber('4A7A3036', 'American Standard')).toMatchObject({ type: 'air conditioners' });
  });

  it('no brand, an off-grid size or a voltage field without the design letter → none', () => {
    expect(decodeModelNumber('4TTR4036', '')).toBeNull();
    expect(decodeModelNumber('4TTR4037', 'Trane')?.fields.cooling_capacity_kbtuh).toBe(36); // §0.3 ±1 snap, as the full key
    expect(decodeModelNumber('4TTR4050', 'Trane')).toBeNull();
    expect(decodeModelNumber('4TTR40361000', 'Trane')).toBeNull();
  });
});
