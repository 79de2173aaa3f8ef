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
