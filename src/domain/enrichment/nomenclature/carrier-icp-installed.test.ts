// Issue 18, Carrier / Bryant / Payne / ICP installed base: model numbers from the cited documents (product data,
// ENERGY STAR / AHRI-matched rows), full and shortened, with the type and capacity those documents state.
import { describe, expect, it } from 'vitest';
import { CARRIER_COIL_RULES } from './carrier-coils';
import { decodeModelNumber } from './index';
import { firstDecode } from './more-test-kit';
import { nonsenseModels } from './nonsense-models';

describe('Carrier / Bryant / Payne cased evaporator coils (CNPV / CAP / CSPH)', () => {
  const coil = (model: string, brand = 'Carrier') => firstDecode(CARRIER_COIL_RULES, model, brand);

  // [model as written, nominal kBtu/h from the document or the matched outdoor unit]
  const table: [string, number][] = [
    ['CNPVP3617ALA', 36], // cased N-coil, 3 tons (AHRI match with 24ACC636A003)
    ['CNPVP3617', 36], // cut after the cabinet code
    ['CNPV 3617 AL', 36], // catalog form, spaces
    ['CAPVP4221ALA', 42],
    ['CAPMP-4821-ALA', 48],
    ['CSPHP2412ALA', 24], // CSPHP product data: sizes 024 through 060
    ['CSPHP6012ALA', 60],
    ['CNPVP6024ALA', 60],
  ];
  it.each(table)('%s: evaporator coil, %i kBtu/h', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'Carrier');
    expect(d).toMatchObject({ family: 'carrier', type: 'evaporator coils', fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 } });
  });

  it('reads the shape and keeps the evidence at pattern; Bryant and Payne badges report their brand', () => {
    expect(coil('CNPVP3617ALA')).toMatchObject({ series: 'CNPVP', evidence: 'pattern', description: 'cased N-coil, cabinet code 17' });
    expect(coil('CSPHP3612ALA', 'Bryant')).toMatchObject({ brand: 'Bryant', description: 'cased slab coil, cabinet code 12' });
    expect(coil('CAP4321AL', 'Payne')).toMatchObject({ brand: 'Payne', type: 'evaporator coils' });
  });

  it('a capacity code one off the grid (the larger coil of a size: 37, 43, 61) gives the type only', () => {
    for (const m of ['CAP3717AL', 'CAPVP4321ALA', 'CNPVP6124ALA']) {
      const d = coil(m);
      expect(d?.type).toBe('evaporator coils');
      expect(d?.fields).toEqual({});
    }
  });

  it('no decode off the key: cabinet code, slab/cabinet mismatch, capacity out of range, no brand, another brand', () => {
    expect(coil('CNPVP3618ALA')).toBeNull(); // 18 is no cabinet code
    expect(coil('CSPHP3617ALA')).toBeNull(); // slab coils are the 12 cabinet
    expect(coil('CNPVP3612ALA')).toBeNull(); // A / N coils never are
    expect(coil('CNPVP9917ALA')).toBeNull();
    expect(coil('CAP3617')).toBeNull(); // bare digits without orientation or letters
    expect(decodeModelNumber('CNPVP3617ALA', null)).toBeNull();
    expect(decodeModelNumber('CNPVP3617ALA', 'Goodman')).toBeNull();
  });

  it('fires on none of 20,000 model-shaped nonsense strings', () => {
    let hits = 0;
    for (const m of nonsenseModels(20000, { seed: 1818, digitLed: true })) if (coil(m) !== null) hits++;
    expect(hits).toBe(0);
  });
});

describe('Bryant / Payne split outdoor units of the 1990s–2005 titles', () => {
  // [brand, model as written, type, kBtu/h, SEER class the title prints or undefined]
  const table: [string, string, string, number, number | undefined][] = [
    ['Bryant', '561CJ036-B', 'air conditioners', 36, undefined], // PDS 561C.18.5, sizes 018 thru 060
    ['Bryant', '561AJ024-A', 'air conditioners', 24, undefined],
    ['Bryant', '563C 036', 'air conditioners', 36, 12], // "563C 12 SEER electric air conditioner"
    ['Bryant', '563GJ060', 'air conditioners', 60, 12],
    ['Bryant', '597CNX036000ABAA', 'air conditioners', 36, undefined], // PDS 597C.18.8
    ['Bryant', '697CNX030', 'heat pumps', 30, undefined], // 697C heat pump, 018 thru 060
    ['Bryant', '661C-048', 'heat pumps', 48, 10], // "661C 10 SEER heat pump unit"
    ['Bryant', '650A048', 'heat pumps', 48, 13], // "650A Quantum Plus 13 SEER heat pump with Puron"
    ['Payne', '710AJ018', 'air conditioners', 18, undefined], // PDS 710A.18.3P
    ['Payne', 'PA10JA036-C', 'air conditioners', 36, 10], // SS-PA10-10, sizes 018 through 060
    ['Payne', 'PH10JA018000', 'heat pumps', 18, 10], // SS-PH10-05; the PH10JA018000 user manual
    ['Payne', 'PH12JA030', 'heat pumps', 30, 12], // SS-PH12-11, "SEERs of at least 12.0"
  ];
  it.each(table)('%s %s: %s, %i kBtu/h, SEER %s', (brand, model, type, kbtuh, seer) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ family: 'carrier', brand, type, fields: { cooling_capacity_kbtuh: kbtuh } });
    expect(d?.fields.seer).toBe(seer);
  });

  it('the Puron titles (550A, 650A) give R-410A; the others no refrigerant', () => {
    expect(decodeModelNumber('550AJ036', 'Bryant')?.fields).toMatchObject({ seer: 13, refrigerant: 'R-410A' });
    expect(decodeModelNumber('561CJ036', 'Bryant')?.fields.refrigerant).toBeUndefined();
  });

  it('leaves the 13 SEER key to its rule, and decodes no untitled series, no off-range size, no brand', () => {
    expect(decodeModelNumber('PA13NA036', 'Payne')?.rule).toMatch(/letter-first/);
    expect(decodeModelNumber('568CJ036', 'Bryant')).toBeNull(); // no title names a 568C
    expect(decodeModelNumber('561CJ072', 'Bryant')).toBeNull(); // sizes stop at 060
    expect(decodeModelNumber('561CJ037', 'Bryant')).toBeNull();
    expect(decodeModelNumber('PA10JA036', null)).toBeNull();
    expect(decodeModelNumber('561CJ036', 'Goodman')).toBeNull();
  });
});
