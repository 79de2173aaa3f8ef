import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { TRANE_LINES_RULES } from './odyssey-ameristar-lines';

const written = (model: string, brand = 'Trane') => firstDecode(TRANE_LINES_RULES, model, brand);

// Expected values: the Ameristar M4HP40 series manual ("14 SEER R410A HP Charge Chart 3 TON") and Service Facts
// M4PW4042A-SF-1B-EN ("Single Packaged Heat Pump M4PW4042A1000A").
describe('Ameristar / RunTru M outdoor key (trane20)', () => {
  it('M4HP4 is a 14 SEER R-410A split heat pump; M4PW4 a single packaged heat pump', () => {
    expect(written('M4HP4036A1000A', 'Ameristar')).toMatchObject({ brand: 'Ameristar', type: 'heat pumps', series: 'M4HP4', fields: { refrigerant: 'R-410A', seer: 14, cooling_capacity_tons: 3 } });
    expect(written('M4PW4042A1000A', 'RunTru')).toMatchObject({ type: 'packaged units', series: 'M4PW4', description: 'packaged heat pump' });
    expect(written('M4PW4042A1000A', 'RunTru')?.fields.seer).toBeUndefined();
  });

  it('only with a brand, on the 1½–5 ton sizes', () => {
    expect(decodeModelNumber('M4HP4036A1000A', null)).toBeNull();
    expect(written('M4HP4072A1000A', 'Ameristar')).toBeNull();
  });
});

// Expected values: IOM SS-SVX10A-EN "Split System Cooling Condensers 6-20 Tons (60 Hz) TTA073D***A …", the R-22 Odyssey
// IOM "Heat Pump Condenser — 7.5, 10, 15 and 20 Tons (60 Hz) TWA090A***G* … TWA240B***G*", SSP-SVX14J-EN "(60 Hz)
// TWA0724*A … TWA2404*D (50 Hz) TWA0604DA …".
describe('Trane Odyssey split outdoor units TTA / TWA (trane20)', () => {
  it('TTA is a cooling condenser, TWA a heat pump condenser; 60 Hz codes give the nominal tons', () => {
    expect(written('TTA073D')).toMatchObject({ type: 'air conditioners', series: 'TTA', fields: { cooling_capacity_tons: 6 } });
    expect(written('TWA090A')).toMatchObject({ type: 'heat pumps', series: 'TWA', fields: { cooling_capacity_tons: 7.5 } });
    expect(written('TWA2404D')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 20 } });
    expect(written('TWA0604DA')).toMatchObject({ type: 'heat pumps', fields: {} });
  });

  it('codes the lists do not print, and no brand, stay undecoded', () => {
    expect(written('TTA100D')).toBeNull();
    expect(written('TWA150A')).toBeNull();
    expect(decodeModelNumber('TTA073D', null)).toBeNull();
  });
});

// Expected values: the ENERGY STAR certified furnaces list row "Ameristar M952V080BD36A" (a furnace) read with the S-series
// key of Trane product data (AFUE class, stages, blower, input, width, U/D, cooling tons).
describe('Ameristar M-lettered furnaces (trane.ameristar-furnace)', () => {
  it('reads AFUE class, stages, input and flow', () => {
    const furnace = (model: string, brand: string) => decodeModelNumber(model, brand === '' ? null : brand);
    expect(furnace('M952V080BD36A', 'Ameristar')).toMatchObject({ type: 'furnaces', series: 'M952V', fields: { afue_percent: 95, heating_input_kbtuh: 80, efficiency_tier: '90 %+ condensing, two-stage' } });
    expect(furnace('M952V080BD36A', 'Ameristar')?.description).toContain('downflow');
    expect(furnace('M952V085BD36A', 'Ameristar')?.type).not.toBe('furnaces');
    expect(furnace('M952V080BD36A', '')).toBeNull();
  });
});
