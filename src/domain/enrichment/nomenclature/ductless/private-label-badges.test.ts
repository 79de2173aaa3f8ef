import { describe, expect, it } from 'vitest';
import { DUCTLESS_BADGE_RULES } from './private-label-badges';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';

// Model numbers as the brands' NRCan rows print them, with the rated cooling Btu/h of their pairing (ccashp.tsv).
const ROWS: [brand: string, model: string, kbtuh: number, description: string][] = [
  ['Kinghome', 'KW09HQ2B8AO', 9, 'outdoor unit'],
  ['Kinghome', 'KW12HUCA4DI', 12, 'indoor unit'],
  ['Kinghome', 'KM48UH5O', 48, 'multi-zone outdoor unit (5 zones)'],
  ['Wabban', 'BB24HQ2A3DI', 24, 'indoor unit'], // with BB24HQ2A3DO: 23,000 Btu/h
  ['Wabban', 'BB12UW3SXATE00/O', 12, 'outdoor unit'],
  ['ACD', 'OCD09KCH23S-O', 9, 'outdoor unit'], // 9,000 Btu/h
  ['ACD', 'MPD24KCH21S-O', 24, 'multi-zone outdoor unit'],
  ['EMI', 'SZ1H09DAA', 9, 'outdoor unit'], // with WALH09DAA: 9,000 Btu/h
  ['EMI', 'DHMZ436DA', 36, 'multi-zone outdoor unit (4 zones)'], // 36,000 Btu/h
  ['Comfortstar', 'CXH012CD(I)-WIFI', 12, 'indoor unit'],
  ['Comfortstar', 'CM4-36-4ZX', 36, 'multi-zone outdoor unit (4 zones)'],
  ['Moovair', 'DM36HOM25230X3', 36, 'multi-zone outdoor unit'],
  ['Moovair', 'DM12HIW42230E4', 12, 'indoor unit'],
  ['Novair Plus', '09EVONVO', 9, 'outdoor unit'], // with 09EVONVI: 9,000 Btu/h
  ['Haxxair', 'HVH-18T2D', 18, 'outdoor unit'],
  ['Air-Con', 'ASLCI4H4S12', 12, 'ductless unit'], // with ASLEC4H4S12: 12,000 Btu/h
  ['Emerson Quiet Kool', '21S-EACH9R1C', 9, 'outdoor unit'], // with 21S-EACH9R1W: 9,000 Btu/h
  ['Perfect Aire', '3PAMSHQCW18-U230', 18, 'indoor unit'],
  ['Karda', '1PAMSHH12-SZO-22.5', 12, 'outdoor unit'], // 12,000 Btu/h
  ['Breeze33', 'BZ33-HYP27HP3Z2-P', 27, 'multi-zone outdoor unit (3 zones)'],
  ['DuraSTAR', 'DRA1U18S1A', 18, 'outdoor unit'],
  ['Champion', 'DHX09CSB11S', 9, 'outdoor unit'], // with DHX09NWB11S: 9,000 Btu/h
  ['York', 'DHY24NWB21S', 24, 'indoor unit'],
  ['Lennox', 'MPB018S4M-1P', 18, 'multi-zone outdoor unit'],
  ['Lennox', 'MWMA009S4-2P', 9, 'indoor unit'], // with MLA009S4S-1P: 9,000 Btu/h
  ['Lennox', 'LISH012000P431-C', 12, 'outdoor unit'], // with LICH4012180P431-C: 12,000 Btu/h
  ['AirEase', '4DHP1S09S-1P', 9, 'outdoor unit'], // with DWM109S4-1P: 9,000 Btu/h
  ['Armstrong Air', 'DMD209S4-1P', 9, 'indoor unit'],
  ['Goodman', 'MSH243E21MCAA', 24, 'outdoor unit'], // with MSH243E21AXAA: 24,000 Btu/h
  ['ACC', 'MSH121J21AX-ACC', 12, 'indoor unit'],
  ['Rheem', 'RIWH09AVFJ', 9, 'indoor unit'],
  ['Ruud', 'UIWH18ASJ', 18, 'indoor unit'],
];

describe('private-label ductless badges (ductless/private-label-badges.ts)', () => {
  it.each(ROWS)('%s %s → %i kBtu/h, %s', (brand, model, kbtuh, description) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.description).toBe(description);
    expect(d?.evidence).toBe('pattern');
    expect(d?.brand).toBe(brand);
  });

  it('files the centrally ducted pairs as the rows do (air handler indoors, heat pump outdoors)', () => {
    expect(decodeModelNumber('KU36UH2I', 'Kinghome')?.type).toBe('air handlers');
    expect(decodeModelNumber('KU60UHO', 'Kinghome')?.type).toBe('heat pumps');
    expect(decodeModelNumber('HAHD-36E2D', 'Haxxair')?.type).toBe('air handlers');
  });

  it('reads Koolking and Direct Air through the Midea FN1 names their rows print', () => {
    const d = decodeModelNumber('CS11M-12HRFN1-MV0W', 'Koolking');
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(12);
    expect(decodeModelNumber('M4OH-36HFN1-M', 'Direct Air')?.fields.cooling_capacity_kbtuh).toBe(36);
  });

  it('reads Gibson and Reznor through the Airtemp Lomo / U-Crown rule, under their own badge', () => {
    // NRCan rows: GXH09(2.6)LSA4DH + GHH09(2.6)LUA4DH rated 9,000 Btu/h under Airtemp, Gibson and Reznor.
    const d = decodeModelNumber('GXH09(2.6)LSA4DH', 'Gibson');
    expect(d).toMatchObject({ brand: 'Gibson', type: 'mini-splits', description: 'ductless outdoor unit', fields: { cooling_capacity_kbtuh: 9 } });
    expect(decodeModelNumber('GHH12(3.5)LUA4DH', 'Reznor')?.fields.cooling_capacity_kbtuh).toBe(12);
    expect(decodeModelNumber('GHH12(2.6)LUA4DH', 'Reznor')).toBeNull(); // class and printed kW disagree
  });

  it('needs the brand, and a size on the class list', () => {
    expect(decodeModelNumber('KW09HQ2B8AO', null)).toBeNull();
    expect(decodeModelNumber('KW09HQ2B8AO', 'Wabban')).toBeNull();
    expect(decodeModelNumber('KW10HQ2B8AO', 'Kinghome')).toBeNull();
    expect(decodeModelNumber('DRA1U99S1A', 'DuraSTAR')).toBeNull();
  });

  it('fires on no model-shaped nonsense', () => {
    const hits: string[] = [];
    for (const model of nonsenseModels(20000, { seed: 1818, digitLed: true })) {
      for (const rule of DUCTLESS_BADGE_RULES) if (rule.decode(model, rule.brands[0]!) !== null) hits.push(`${rule.id} ${model}`);
    }
    expect(hits).toEqual([]);
  });
});
