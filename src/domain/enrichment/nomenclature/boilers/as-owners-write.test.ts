// Boiler and water-heater lines as owners write them (boilers/as-owners-write.ts, water-heaters/as-owners-write.ts), through the
// dispatcher with each brand. Models and sizes from the sources each rule cites (manual titles, ratings tables,
// the ENERGY STAR boiler / water-heater rows), never from data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('boiler lines as owners write them', () => {
  it.each([
    // Laars Mascot FT: the ratings' sizes are the input (manual 1342E, ENERGY STAR MFTHW080 … MFTCF199).
    ['Laars', 'MFTHW080(N,P)****', 80],
    ['Laars', 'Mascot FT 199', 199],
    ['Laars', 'MFTCW140', 140],
    ['Bradford White', 'BMFTHW120(N,P)****', 120],
    // Lochinvar Knight wall mount ratings table: WHN055 … WHN399, input MBH max = the number.
    ['Lochinvar', 'WHN085', 85],
    ['Lochinvar', 'Knight WHN285', 285],
    // Peerless Pinnacle IOM: PI 80 / 140 / 199 MBH input.
    ['Peerless', 'Pinnacle 140', 140],
    // Laars Pennant: 7 sizes 500 … 2000 MBTU/h.
    ['Laars', 'PNCH1000', 1000],
  ])('%s %s → boilers, input %d kBtu/h', (brand, model, input) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'boilers', fields: { heating_input_kbtuh: input } });
  });

  it.each([
    ['Weil-McLain', 'GV90+'],
    ['Weil-McLain', 'GV90+ Series 2'],
    ['Weil-McLain', 'EG Series 5'],
    ['Weil-McLain', 'GOLD GV'],
    ['Weil-McLain', 'Evergreen'],
    ['Weil-McLain', 'Ultra Oil'],
    ['Burnham', 'Series 2 208'],
    ['Burnham', 'Series 2PV'],
    ['Burnham', 'Independence IN6'],
    ['Burnham', 'Alpine ALP150B'],
    ['Peerless', 'PureFire PF-110'],
    ['Peerless', 'Peerless MIH'],
    ['Utica', 'PEG-C'],
    ['Utica', 'Utica PEG'],
    ['Utica', 'TriFire TRB5100'],
    ['Laars', 'Mascot LX MLXHW050'],
    ['Laars', 'Mighty Therm HH'],
    ['Laars', 'MT2H'],
    ['Laars', 'Mini-Therm JVS'],
    ['Laars', 'NTH080'],
    ['Lochinvar', 'Noble NKB110'],
    ['Lochinvar', 'WBN080'],
    ['Triangle Tube', 'Prestige Excellence'],
    ['Triangle Tube', 'Challenger CC125'],
    ['HTP', 'Munchkin 199M'],
    ['HTP', 'T50M'],
    ['HTP', 'Elite EFTC-199W'],
    ['NTI', 'Trinity TFT85'],
    ['Crown Boiler', 'Freeport II FWZ100'],
    ['Slant/Fin', 'Lynx LX-150CB'],
    ['Slant/Fin', 'Intrepid TRDV-30-0.85'],
    ['Buderus', 'Logano G115'],
    ['Buderus', 'GB142'],
    ['Viessmann', 'Vitodens 200-W B2HB-94'],
    ['Viessmann', 'Vitodens 100'],
  ])('%s %s → boilers', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('boilers');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('reads fuel where the line fixes it', () => {
    expect(decodeModelNumber('ECT-04-150-W', 'Peerless')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' }, evidence: 'src' });
    expect(decodeModelNumber('P-WTGO-3L', 'Weil-McLain')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' } });
  });

  it('keeps the established readings of the §11.2 / §11.3 rules', () => {
    expect(decodeModelNumber('GOLD CGS-5', 'Weil-McLain')).toMatchObject({ series: 'CGS' });
    expect(decodeModelNumber('ALP150', 'Burnham')).toMatchObject({ series: 'Alpine ALP', fields: { heating_input_kbtuh: 150 } });
  });

  it('types the Laars volume water heaters as water heaters', () => {
    expect(decodeModelNumber('MT2V0500NACK1PXN', 'Laars')?.type).toBe('water heaters');
    expect(decodeModelNumber('PNCV1500', 'Laars')).toMatchObject({ type: 'water heaters', fields: { heating_input_kbtuh: 1500 } });
  });

  it('needs the brand, a listed size and the line letters', () => {
    expect(decodeModelNumber('Mascot FT 140', null)).toBeNull();
    expect(decodeModelNumber('Mascot FT 140', 'Goodman')).toBeNull();
    expect(decodeModelNumber('MFTHW150', 'Laars')).toBeNull(); // 150 is no Mascot FT size
    expect(decodeModelNumber('WHN400', 'Lochinvar')).toBeNull(); // nor 400 a Knight wall-mount one
    expect(decodeModelNumber('Pinnacle 100', 'Peerless')).toBeNull();
    expect(decodeModelNumber('PNCH900', 'Laars')).toBeNull();
    expect(decodeModelNumber('B3HX-19', 'Viessmann')).toBeNull(); // no Vitodens type code
    expect(decodeModelNumber('CGAXYZ', 'Weil-McLain')).toBeNull();
    expect(decodeModelNumber('VITODENSX', 'Viessmann')).toBeNull();
  });
});

describe('water heaters as owners write them', () => {
  it('reads the model after an A. O. Smith product name with the group rules', () => {
    expect(decodeModelNumber('Vertex GDHE-50', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50 }, model: 'VERTEXGDHE-50' });
    expect(decodeModelNumber('ProMax GPVL-50', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50 } });
    expect(decodeModelNumber('Polaris', 'American')).toMatchObject({ type: 'water heaters', series: 'Polaris', fields: {} });
    expect(decodeModelNumber('Vertex', 'A. O. Smith')?.type).toBe('water heaters');
    expect(decodeModelNumber('ProLine', 'A. O. Smith')).toBeNull(); // ProLine XE also names boilers
  });

  it.each([
    ['GDV-40', 40],
    ['GDVT-50 300', 50],
    ['FPCR-50', 50],
    ['FPST-40', 40],
    ['FSG-50 200', 50],
  ])('A. O. Smith %s → %d gal', (model, gallons) => {
    expect(decodeModelNumber(model, 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: gallons }, evidence: 'unconfirmed' });
  });

  it('types the four-digit Rinnai REU codes as tankless', () => {
    for (const m of ['REU2532-FFU', 'REU2532-FFU-C', 'REU2532-W']) expect(decodeModelNumber(m, 'Rinnai')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('REU2532-FFU', null)).toBeNull();
    expect(decodeModelNumber('REU1234', 'Rinnai')).toBeNull();
  });
  // NGK-Rinnai (Brazil) handbook "Dados técnicos dos atuais aparelhos": REU-16FEA BE, REU 61 BR, REU-154 BR FE, REU 304U BR,
  // REU 302 U BR/IN, REU 13 FEB; Rinnai Italia manual: REU-A1111FFU-E, REU-A1720W-E. REU is printed on instantaneous gas
  // water heaters only: type only, evidence pattern.
  it('types the Brazilian and European Rinnai REU codes as tankless, brand required', () => {
    for (const m of ['REU-16FEA BE', 'REU 61 BR', 'REU-154 BR FE', 'REU 304U BR', 'REU 302 U BR/IN', 'REU 13 FEB']) {
      expect(decodeModelNumber(m, 'Rinnai')).toMatchObject({ type: 'tankless water heaters', evidence: 'pattern' });
    }
    // The Italian A-series codes are read earlier by the §10.5 REU- code rule (water-heaters/rinnai.ts); same type.
    for (const m of ['REU-A1111FFU-E', 'REU-A1720W-E']) expect(decodeModelNumber(m, 'Rinnai')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('REU 61 BR', null)).toBeNull();
    expect(decodeModelNumber('REU', 'Rinnai')).toBeNull();
    expect(decodeModelNumber('REU-BR', 'Rinnai')).toBeNull();
    expect(decodeModelNumber('GDV-45', 'A. O. Smith')).toBeNull();
  });
});
