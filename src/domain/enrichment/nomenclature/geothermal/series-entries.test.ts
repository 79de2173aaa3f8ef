import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('geothermal / water-source names and Nordic short forms (geothermal/series-entries.ts)', () => {
  // Names as the makers' titles print them: SD2300AL "300A11 Geothermal heat pump", SD2504SN "500RO11 Outdoor Split",
  // WSHP-PRC017-EN "Water Source Heat Pump Axiom", ClimateMaster "Genesis Compact (GC) Series".
  it.each([
    ['WaterFurnace', '300A11', '3 Series 300A11'],
    ['WaterFurnace', '5 Series 500RO11', '5 Series 500RO11'],
    ['WaterFurnace', '506A11', '5 Series 506A11'],
    ['WaterFurnace', '7 Series 700A11', '7 Series 700A11'],
    ['Trane', 'Axiom', 'Axiom'],
    ['American Standard', 'Axiom GEV', 'Axiom GEV'],
    ['ClimateMaster', 'Genesis Compact', 'Genesis Compact (GC)'],
    ['ClimateMaster', 'Genesis', 'Genesis'],
  ])('%s %s → geothermal heat pumps, series only', (brand, model, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'geothermal heat pumps', series, seriesOnly: true });
    expect(d?.fields).toEqual(series.startsWith('7 Series') ? { efficiency_tier: 'variable speed' } : {});
  });

  it('Nordic R + nominal size in 3 characters (the R-80-HACW key: R = liquid to air, sizes 25 … 80)', () => {
    expect(decodeModelNumber('R25', 'Nordic')).toMatchObject({ type: 'geothermal heat pumps', series: 'R', fields: {} });
    expect(decodeModelNumber('R75', 'Maritime Geothermal')?.description).toBe('liquid-to-air geothermal heat pump (Nordic R)');
    expect(decodeModelNumber('W55', 'Nordic')).toBeNull();
    expect(decodeModelNumber('R30', 'Nordic')).toBeNull();
    expect(decodeModelNumber('R25', null)).toBeNull();
  });

  it('rejects mixed or contradicting names', () => {
    expect(decodeModelNumber('5 Series 300A11', 'WaterFurnace')).toBeNull();
    expect(decodeModelNumber('Genesis Standard GC', 'ClimateMaster')).toBeNull();
    expect(decodeModelNumber('Axiom furnace', 'Trane')).toBeNull();
    expect(decodeModelNumber('Axiom', 'Carrier')).toBeNull();
  });
});
