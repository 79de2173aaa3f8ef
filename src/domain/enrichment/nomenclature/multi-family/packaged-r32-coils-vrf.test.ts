// Issue 18 lines: ICP small packaged units, Goodman's R-32 generation, Trane coil shapes. Expected values are
// the ones the cited source documents state for the model (not from data/eval).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { GOODMAN_R32_RULES } from '../goodman/r32-generation';
import { ICP_PACKAGED_RULES } from '../icp/packaged';
import { firstDecode } from '../kit/first-decode';
import { TRANE_RULES } from '../trane/trane';

describe('ICP small packaged units (2019 Commercial Condensed Catalog key)', () => {
  const icp = (model: string, brand = 'Heil') => firstDecode(ICP_PACKAGED_RULES, model, brand);

  it('PGD436090K000E1, the key example: gas/electric, 14 SEER tier, 3 tons, 90 kBtu/h input, 208/230-1-60', () => {
    const d = icp('PGD436090K000E1', 'Tempstar');
    expect(d).toMatchObject({ family: 'icp', brand: 'Tempstar', type: 'packaged units', series: 'PGD4', evidence: 'src', description: 'packaged gas/electric unit' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3, seer: 14, heating_input_kbtuh: 90, voltage_v: 230, phase: 1 });
  });

  it('PGD3 / PGD4 / PGS4 spec-sheet models, with the sheets\' * placeholders: input and three-phase voltage', () => {
    expect(icp('PGD330040H0*A')?.fields).toEqual({ cooling_capacity_kbtuh: 30, cooling_capacity_tons: 2.5, seer: 13, heating_input_kbtuh: 40, voltage_v: 230, phase: 3 });
    expect(icp('PGS430040HGS*C')).toMatchObject({ series: 'PGS4', fields: { seer: 14, heating_input_kbtuh: 40, cooling_capacity_tons: 2.5 } });
    expect(icp('PGD336090L0*A')?.fields).toMatchObject({ heating_input_kbtuh: 90, voltage_v: 460, phase: 3 });
  });

  it('PAD4 package air conditioners: 000 heating field, 14 SEER tier, 2.5 and 5 tons', () => {
    const d = icp('PAD430000H000C');
    expect(d).toMatchObject({ type: 'packaged units', description: 'packaged air conditioner', evidence: 'pattern' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 30, cooling_capacity_tons: 2.5, seer: 14, voltage_v: 230, phase: 3 });
    expect(icp('PAD460000*000C')?.fields).toEqual({ cooling_capacity_kbtuh: 60, cooling_capacity_tons: 5, seer: 14 });
  });

  it('130 ("127,000 or 130,000 BTU/hr") gives no single input; a kind and heating field that disagree do not decode', () => {
    expect(icp('PGD460130K000E1')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(icp('PGD436000K000E1')).toBeNull(); // gas/electric without factory heat
    expect(icp('PAD436090K000C')).toBeNull(); // air conditioner with a gas input
    expect(icp('PGD436095K000E1')).toBeNull(); // input off the key's list
    expect(icp('PGD637090K000E1')).toBeNull(); // tier and size off the key
  });

  it('is read only with an ICP brand (sister Carrier-group badges agree); no brand, another brand: none', () => {
    expect(decodeModelNumber('PGD436090K000E1', 'Comfortmaker')?.type).toBe('packaged units');
    expect(decodeModelNumber('PGD436090K000E1', null)).toBeNull();
    expect(decodeModelNumber('PGD436090K000E1', 'Goodman')).toBeNull();
  });
});

describe('Goodman R-32 generation (distributor spec listings, §1.1 X/Z letters, the 2010 air-handler key)', () => {
  const goodman = (model: string, brand = 'Goodman') => firstDecode(GOODMAN_R32_RULES, model, brand);

  it('GLXS4BA3610 3-ton and GLXS4BA6010 5-ton R-32 air conditioners, GLXS3B3610 13.4 SEER2 3-ton', () => {
    expect(goodman('GLXS4BA3610')).toMatchObject({ type: 'air conditioners', series: 'GLXS4BA', evidence: 'pattern', fields: { cooling_capacity_tons: 3, refrigerant: 'R-32' } });
    expect(goodman('GLXS4BA6010')?.fields).toEqual({ cooling_capacity_kbtuh: 60, cooling_capacity_tons: 5, refrigerant: 'R-32' });
    expect(goodman('GLXS3B3610')?.fields).toMatchObject({ cooling_capacity_tons: 3 });
  });

  it('GLZS4BA2410 2-ton heat pump: no refrigerant (the listing does not state it)', () => {
    const d = goodman('GLZS4BA2410');
    expect(d).toMatchObject({ type: 'heat pumps', series: 'GLZS4BA' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 });
  });

  it('AMST60DU1300 5-ton air handler; CHPTA4230C3 3.5-ton horizontal TXV coil; CAPTA3626B3 3-ton cased coil', () => {
    expect(goodman('AMST60DU1300')).toMatchObject({ type: 'air handlers', series: 'AMST', fields: { cooling_capacity_tons: 5 } });
    expect(goodman('CHPTA4230C3')).toMatchObject({ type: 'evaporator coils', description: 'horizontal coil, TXV', fields: { cooling_capacity_tons: 3.5 } });
    expect(goodman('CAPTA3626B3')).toMatchObject({ type: 'evaporator coils', description: 'cased A-coil, TXV', fields: { cooling_capacity_tons: 3 } });
  });

  it('off-grid sizes and other shapes do not decode; the earlier range-coded coils stay with goodman.coil', () => {
    expect(goodman('GLXS4BA3710')).toBeNull();
    expect(goodman('GLQS4BA3610')).toBeNull();
    expect(goodman('AMST66DU1300')).toBeNull();
    expect(goodman('CAPF3636B6')).toBeNull();
    expect(decodeModelNumber('CAPF3636B6', 'Goodman')?.rule).toMatch(/§1\.5 Goodman evaporator coils/);
  });

  it('needs a Goodman-family brand', () => {
    expect(decodeModelNumber('GLXS4BA3610', 'Amana')?.type).toBe('air conditioners');
    expect(decodeModelNumber('GLXS4BA3610', null)).toBeNull();
    expect(decodeModelNumber('GLXS4BA3610', 'Lennox')).toBeNull();
  });
});

describe('Trane coil shapes and refrigerant digit (4TXC key 22-1960-1B-EN)', () => {
  const trane = (model: string) => firstDecode(TRANE_RULES, model, 'Trane');

  it('4TXCA002DS3HCB and the retrofit guide\'s 4TXCC037BC3HCA: cased A-coil, R-410A, src', () => {
    expect(trane('4TXCA002DS3HCB')).toMatchObject({ type: 'evaporator coils', series: '4TXCA', evidence: 'src', fields: { refrigerant: 'R-410A' } });
    expect(trane('4TXCC037BC3HCA')?.series).toBe('4TXCC');
  });

  it('5TXCA001AS3HCA (installer\'s guide): R-454B, pattern', () => {
    expect(trane('5TXCA001AS3HCA')).toMatchObject({ type: 'evaporator coils', evidence: 'pattern', fields: { refrigerant: 'R-454B' } });
  });

  it('decodes brandless (a Trane-only shape)', () => {
    expect(decodeModelNumber('5TXCA001AS3HCA', null)?.family).toBe('trane');
  });
});

describe('VRF: Mitsubishi Electric CITY MULTI and Daikin VRV (North-American kBtu/h classes)', () => {
  it('CITY MULTI outdoor PUMY-P36NHMU stays with the PUMY rule: 3 tons', () => {
    expect(decodeModelNumber('PUMY-P36NHMU', 'Mitsubishi Electric')?.fields).toMatchObject({ cooling_capacity_tons: 3 });
  });

  it('CITY MULTI heads of the engineering manual line-up and the Y / R2 outdoor units', () => {
    const pefy = decodeModelNumber('PEFY-P12NMSU-E', 'Mitsubishi');
    expect(pefy).toMatchObject({ family: 'mitsubishi', type: 'mini-splits', series: 'PEFY', evidence: 'pattern' });
    expect(pefy?.fields).toEqual({ cooling_capacity_kbtuh: 12, cooling_capacity_tons: 1 });
    expect(decodeModelNumber('PKFY-P08NAMU-E', 'Mitsubishi')).toMatchObject({ series: 'PKFY', fields: { cooling_capacity_kbtuh: 8 } });
    expect(decodeModelNumber('PLFY-P36NCMU-E', 'Mitsubishi')?.description).toMatch(/four-way ceiling cassette/);
    expect(decodeModelNumber('PUHY-P72TJMU-A', 'Mitsubishi')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_tons: 6 } });
    expect(decodeModelNumber('PURY-P96TJMU-A', 'Mitsubishi')?.description).toMatch(/heat-recovery/);
  });

  it('export kW classes (PUHY-P250YHM-A, PKFY-P25VBM-E) are not decoded; no brand: none', () => {
    expect(decodeModelNumber('PUHY-P250YHM-A', 'Mitsubishi')).toBeNull();
    expect(decodeModelNumber('PKFY-P25VBM-E', 'Mitsubishi')).toBeNull();
    expect(decodeModelNumber('PEFY-P12NMSU-E', null)).toBeNull();
  });

  it('Daikin VRV: RXYQ72MTJU 6 tons, REYQ heat recovery, RXSQ36TAVJU 3 tons; FXMQ ducted fan coil', () => {
    expect(decodeModelNumber('RXYQ72MTJU', 'Daikin')).toMatchObject({ family: 'daikin_ductless', type: 'mini-splits', fields: { cooling_capacity_tons: 6 } });
    expect(decodeModelNumber('RXYQ192MTJU', 'Daikin')?.fields).toMatchObject({ cooling_capacity_tons: 16 });
    expect(decodeModelNumber('REYQ72TTJU', 'Daikin')?.description).toMatch(/heat-recovery/);
    expect(decodeModelNumber('RXSQ36TAVJU', 'Daikin')?.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 });
    expect(decodeModelNumber('FXMQ24PBVJU', 'Daikin')).toMatchObject({ type: 'mini-splits', description: 'VRV ducted fan coil unit', fields: { cooling_capacity_kbtuh: 24 } });
    // Export HP forms: type only (daikin.vrv-export-outdoor), never the 5 read as kBtu/h.
    expect(decodeModelNumber('RXYQ5MAY1', 'Daikin')).toMatchObject({ type: 'mini-splits', fields: {} });
  });
});

describe('York residential single-package units (PCG4 / PCE4 / PHE4 technical guides)', () => {
  it('PCG4 gas/electric, PCE4 electric heat, PHE4 heat pump: 14 SEER, R-410A, 2–5 tons', () => {
    expect(decodeModelNumber('PCG4A24', 'York')).toMatchObject({ type: 'packaged units', series: 'PCG4A', fields: { cooling_capacity_tons: 2, seer: 14, refrigerant: 'R-410A' } });
    expect(decodeModelNumber('PCE4B60', 'Luxaire')?.fields).toMatchObject({ cooling_capacity_tons: 5 });
    expect(decodeModelNumber('PHE4B36', 'Coleman')?.description).toMatch(/heat pump/);
    expect(decodeModelNumber('PCG4A66', 'York')).toBeNull();
    expect(decodeModelNumber('PCG4A24', 'Lennox')).toBeNull();
  });
});

describe('Lennox indoor coils (CR33 engineering data key)', () => {
  it('CR33-18A-F: downflow coil, 1.5 tons, src; CH33 / C33 grid codes read, pattern', () => {
    expect(decodeModelNumber('CR33-18A-F', 'Lennox')).toMatchObject({ type: 'evaporator coils', series: 'CR33', evidence: 'src', fields: { cooling_capacity_tons: 1.5 } });
    expect(decodeModelNumber('CR33-60D-F', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 5 });
    expect(decodeModelNumber('CH33-36C-2F', 'Lennox')).toMatchObject({ series: 'CH33', evidence: 'pattern', fields: { cooling_capacity_tons: 3 } });
  });

  it('a size code off the grid gives the type only; brand required', () => {
    expect(decodeModelNumber('CX34-38B-6F', 'Lennox')).toMatchObject({ type: 'evaporator coils', fields: {} });
    expect(decodeModelNumber('CR33-18A-F', null)).toBeNull();
    expect(decodeModelNumber('CR33-18A-F', 'Goodman')).toBeNull();
  });
});

describe('Trane / American Standard split models written up to the design letter (Service Facts titles)', () => {
  it('4A7A6036J (Service Facts 4A7A6036J-SF-1B-EN): American Standard 16 SEER class AC, 3 tons, no electrical', () => {
    const d = decodeModelNumber('4A7A6036J', 'American Standard');
    expect(d).toMatchObject({ family: 'trane', type: 'air conditioners', series: '4A7A6', evidence: 'pattern' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3, refrigerant: 'R-410A', seer: 16 });
  });

  it('4TTR4036L (the §4.1 key without its tail) reads with a Trane brand only; off-grid sizes do not', () => {
    expect(decodeModelNumber('4TTR4036L', 'Trane')?.fields).toMatchObject({ cooling_capacity_tons: 3, seer: 14 });
    expect(decodeModelNumber('4TTR4036L', null)).toBeNull();
    expect(decodeModelNumber('4TTR4999L', 'Trane')).toBeNull();
  });
});

describe('Rheem RBH· air handlers (RBHK / RBHA / RBHP bulletin titles) and WeatherKing WH1T', () => {
  it('RBHA-24 / RBHP-14 (series · cabinet code of the titles): air handlers, no capacity', () => {
    expect(decodeModelNumber('RBHA-24', 'Rheem')).toMatchObject({ family: 'rheem', type: 'air handlers', series: 'RBHA', fields: {} });
    expect(decodeModelNumber('RBHP-14', 'Ruud')).toMatchObject({ brand: 'Ruud', type: 'air handlers' });
    expect(decodeModelNumber('RBHP-15', 'Rheem')).toBeNull();
    expect(decodeModelNumber('RBHA-24', null)).toBeNull();
  });

  it('WH1T (WeatherKing sheet) reads like RH1T: air handler, kBtu/h', () => {
    expect(decodeModelNumber('WH1T3617STANJA', 'WeatherKing')).toMatchObject({ brand: 'WeatherKing', type: 'air handlers', series: 'WH1T', fields: { cooling_capacity_tons: 3 } });
  });
});

describe('Nordyne / Intertherm B-series (B6BX air handler and B5BV electric furnace instructions)', () => {
  it('B6BX air handler, B5BV electric furnace: type only', () => {
    expect(decodeModelNumber('B6BX', 'Intertherm')).toMatchObject({ family: 'nordyne', type: 'air handlers', series: 'B6BX', fields: {} });
    expect(decodeModelNumber('B5BV', 'Intertherm')).toMatchObject({ type: 'furnaces', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('B6BX', 'Trane')).toBeNull();
    expect(decodeModelNumber('B7BX', 'Intertherm')).toBeNull();
  });
});

describe('York Affinity / Echelon / Acclimate packaged units (technical guide titles)', () => {
  it('DAPM024 (Acclimate, 13 SEER, 2 tons); DNZ060 / BUX036 R-410A', () => {
    expect(decodeModelNumber('DAPM024', 'York')).toMatchObject({ type: 'packaged units', series: 'DAPM', fields: { cooling_capacity_tons: 2, seer: 13 } });
    expect(decodeModelNumber('DNZ060', 'Coleman')?.fields).toEqual({ cooling_capacity_kbtuh: 60, cooling_capacity_tons: 5, refrigerant: 'R-410A' });
    expect(decodeModelNumber('BUX036', 'York')?.description).toMatch(/Echelon/);
    expect(decodeModelNumber('DNZ072', 'York')).toBeNull();
    expect(decodeModelNumber('DNZ060', null)).toBeNull();
  });
});
